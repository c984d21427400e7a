import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { NOT_LISTED_SAP } from '@lens/domain';
import { IconPlus } from '@tabler/icons-react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useApi } from '../../features/api/use-api';
import { useLoad } from '../../features/api/use-load';
import { clearDraftAtom, draftAtom, updateDraftAtom } from '../../features/draft/draft.state';
import { DraftNotice } from '../../features/draft/DraftNotice';
import { resumePath } from '../../features/draft/purchase-draft';
import { useFailureText } from '../../features/forms/failure-message';
import { fetchPatients } from '../../features/patients/patients-api';
import { fetchPractice } from '../../features/practice-search/practices-api';
import { type SubmissionView } from '../../features/submissions/submission';
import { fetchMySubmissions } from '../../features/submissions/submissions-api';
import { useModals } from '../../modals/use-modals';
import { profileAtom } from '../../session/session.state';
import { DashboardStanding } from './DashboardStanding';
import { draftFromEntry } from './draft-from-entry';
import { EntryCard, entryElementId } from './EntryCard';
import { dashboardOrder } from './entry-status';
import { useJourneyTranslation } from '../../features/texts/use-journey-translation';

/** The express reward waiting to be claimed is announced once per visit of the dashboard. */
function useExpressNotice() {
  const profile = useAtomValue(profileAtom);
  const { open } = useModals();
  const shown = useRef(false);
  const waiting = profile.expressSubmissionsList?.[0];
  useEffect(() => {
    if (shown.current || typeof waiting !== 'string') return;
    shown.current = true;
    open('expressClaimNotice', { submissionId: waiting });
  }, [open, waiting]);
}

/**
 * The entry just confirmed (the purchase flow's state): its draft is forgotten as the dashboard
 * opens, and its card is scrolled into view once listed.
 */
function useConfirmedEntry(listed: boolean) {
  const confirmed = (useLocation().state as { confirmedEntry?: unknown } | null)?.confirmedEntry;
  const draft = useAtomValue(draftAtom);
  const clearDraft = useSetAtom(clearDraftAtom);
  const confirmedDraft = typeof confirmed === 'string' && draft?.submissionId === confirmed;
  useLayoutEffect(() => {
    if (confirmedDraft) clearDraft();
  }, [confirmedDraft, clearDraft]);
  useEffect(() => {
    if (!listed || typeof confirmed !== 'string') return;
    document
      .getElementById(entryElementId(confirmed))
      ?.scrollIntoView?.({ block: 'center', behavior: 'instant' });
  }, [listed, confirmed]);
}

/**
 * /dashboard (spec 000 §4, issue 7 item 7): the patient's entries with their status in plain
 * words, what to do, the reward and the card; entries needing attention first; an empty state.
 */
export function DashboardPage() {
  const { t } = useJourneyTranslation(['dashboard', 'pages', 'common']);
  const api = useApi();
  const navigate = useNavigate();
  const { open } = useModals();
  const failureText = useFailureText();
  const profile = useAtomValue(profileAtom);
  const draft = useAtomValue(draftAtom);
  const updateDraft = useSetAtom(updateDraftAtom);
  const data = useLoad(
    () => Promise.all([fetchMySubmissions(api), fetchPatients(api)]),
    'dashboard',
  );
  useExpressNotice();
  useConfirmedEntry(data.status === 'ready');

  const patientName = (entry: SubmissionView) =>
    (data.status === 'ready' && data.data[1].find((p) => p.id === entry.patient_id)?.name) ||
    t('entry.patient');

  const resume = async (entry: SubmissionView, resubmission: boolean) => {
    if (!resubmission && draft?.submissionId === entry.id) {
      void navigate(resumePath(draft));
      return;
    }
    // A rejected entry is opened for changes first (status resub_started); one already
    // reopened goes straight on.
    if (resubmission && entry.status === 'rejected') {
      try {
        await api.post('purchase-submissions/resubmit', { purchase_submission_id: entry.id });
      } catch (error) {
        open('genericError', { body: failureText.message(error) });
        return;
      }
    }
    const patient =
      data.status === 'ready' ? data.data[1].find((p) => p.id === entry.patient_id) : undefined;
    const next = draftFromEntry(
      entry,
      { name: patientName(entry), sap: patient?.sap ?? null },
      resubmission,
    );
    // The practice's name for "For Ana at …" when the entry does not carry it yet.
    if (next.sap && !next.practiceName && next.sap !== NOT_LISTED_SAP)
      next.practiceName = await fetchPractice(api, next.sap).then(
        (practice) => practice.display_name,
        () => undefined,
      );
    updateDraft(next);
    void navigate(resumePath(next));
  };

  const entries = data.status === 'ready' ? dashboardOrder(data.data[0].purchaseSubmissions) : [];
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{t('pages:dashboard')}</Title>
        {profile.first_name && <Text>{t('greeting', { name: profile.first_name })}</Text>}
      </Stack>
      <DraftNotice onDeleted={data.reload} />
      <DashboardStanding />
      <Group gap="sm">
        <Button
          component={Link}
          to="/patient_select"
          leftSection={<IconPlus aria-hidden size={18} />}
        >
          {t('newPurchase')}
        </Button>
        <Button component={Link} to="/patient_select/edit" variant="default">
          {t('managePatients')}
        </Button>
      </Group>
      <Group gap="md">
        <Anchor
          component="button"
          type="button"
          onClick={() => open('video', { video: 'howItWorks' })}
        >
          {t('watchVideo')}
        </Anchor>
        <Anchor component="button" type="button" onClick={() => open('submissionHelp')}>
          {t('howToSubmit')}
        </Anchor>
      </Group>
      {data.status === 'loading' && (
        <Group gap="xs" aria-live="polite">
          <Loader size="sm" aria-hidden />
          <Text>{t('loading')}</Text>
        </Group>
      )}
      {data.status === 'failed' && (
        <Alert color="red" role="alert">
          <Text mb="sm">{failureText.message(data.error)}</Text>
          <Button variant="default" onClick={data.reload}>
            {t('common:retry')}
          </Button>
        </Alert>
      )}
      {data.status === 'ready' && entries.length === 0 && (
        <Paper withBorder p="xl" ta="center">
          <Stack gap="sm" align="center">
            <Title order={2} size="h3">
              {t('empty.title')}
            </Title>
            <Text>{t('empty.body')}</Text>
            <Button component={Link} to="/patient_select">
              {t('empty.action')}
            </Button>
          </Stack>
        </Paper>
      )}
      {entries.length > 0 && (
        <Stack gap="md" aria-label={t('entriesLabel')} component="section">
          {entries.map((entry) => (
            <EntryCard
              key={entry.id}
              entry={entry}
              patientName={patientName(entry)}
              onContinue={() => void resume(entry, false)}
              onResubmit={() => void resume(entry, true)}
              onDeleted={data.reload}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
