import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useFormat } from '../../i18n/format';
import { useAdminT } from '../i18n/admin-i18n';
import { useAdminApi } from '../session/admin-api';
import { adminSessionAtom } from '../session/admin-session';
import { useErrorText } from '../ui/error-text';
import { type Outcome, OutcomeAlert } from '../ui/Outcome';
import { FactList } from '../ui/FactList';
import { LoadState } from '../ui/LoadState';
import { useRefreshable } from '../ui/use-refreshable';
import { Page } from '../ui/Page';
import { Section } from '../ui/Section';
import { StatusBadge } from '../ui/StatusBadge';
import { CommentForm } from './CommentForm';
import { DecisionsPanel } from './DecisionsPanel';
import { EntryPhotos } from './EntryPhotos';
import { ReceiptReadingSummary } from './ReceiptReadingSummary';
import { type EntryDetail, entriesApi } from './entries-api';
import { HistoryTable } from './HistoryTable';

/** #/entries/:id: the entry, its whole history, its past states, replay, comments, decisions. */
export function EntryDetailPage() {
  const { submissionId = '' } = useParams();
  const { t } = useAdminT();
  const api = useAdminApi();
  const load = useRefreshable<EntryDetail>(
    () => entriesApi(api).detail(submissionId),
    submissionId,
  );
  const refresh = load.refresh;
  return (
    <Page title={t('entry.title', { id: submissionId.slice(0, 8) })}>
      <LoadState load={load}>
        {(detail) => (
          <Stack gap="xl">
            <Summary detail={detail} />
            <EntryPhotos detail={detail} />
            {detail.receiptReading && <ReceiptReadingSummary reading={detail.receiptReading} />}
            <ReplayPanel submissionId={submissionId} onDone={refresh} />
            <Section title={t('entry.history')} intro={t('entry.historyIntro')}>
              <HistoryTable submissionId={submissionId} history={detail.history} />
            </Section>
            <CommentForm submissionId={submissionId} onDone={refresh} />
            <DecisionsPanel
              submissionId={submissionId}
              status={detail.entry.status}
              onDone={refresh}
            />
          </Stack>
        )}
      </LoadState>
    </Page>
  );
}

function Summary({ detail }: { detail: EntryDetail }) {
  const { t } = useAdminT();
  const format = useFormat();
  const { entry } = detail;
  const reasons = detail.submission?.reasons?.rejection ?? [];
  const rows: [string, React.ReactNode][] = [
    [t('entries.columns.status'), <StatusBadge key="status" status={entry.status} />],
    [t('entry.patient'), entry.patientName ?? t('common.none')],
    [
      t('entry.account'),
      entry.profileId ? (
        <Anchor
          key="profile"
          component={Link}
          to={`/patients/${encodeURIComponent(entry.profileId)}`}
        >
          {entry.profileName ?? entry.email ?? entry.profileId}
        </Anchor>
      ) : (
        t('common.none')
      ),
    ],
    [t('entries.columns.email'), entry.email ?? t('common.none')],
    [
      t('entry.practice'),
      [entry.practiceName, entry.sap].filter(Boolean).join(' · ') || t('common.none'),
    ],
    [
      t('entry.purchaseDate'),
      entry.purchaseDate ? format.date(entry.purchaseDate) : t('common.none'),
    ],
    [t('entry.confirmationCode'), entry.confirmationCode ?? t('common.none')],
    [
      t('entry.supply'),
      entry.supplyLength ? t('entry.months', { count: entry.supplyLength }) : t('common.none'),
    ],
    [t('entry.reward'), format.money(entry.totalReward)],
    [
      t('entry.card'),
      entry.cardState === 'ordered' || entry.cardState === 'mailed'
        ? t(`entry.cards.${entry.cardState}`)
        : t('common.none'),
    ],
  ];
  if (reasons.length) rows.push([t('entry.reasons'), reasons.join(', ')]);
  return (
    <FactList label={t('entry.summary')} rows={rows} monospace={[t('entry.confirmationCode')]} />
  );
}

function ReplayPanel({ submissionId, onDone }: { submissionId: string; onDone: () => void }) {
  const { t } = useAdminT();
  const api = useAdminApi();
  const errorText = useErrorText();
  const session = useAtomValue(adminSessionAtom);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (!session) return null;
  const replay = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const result = await entriesApi(api).replay(submissionId);
      const jobs = result.jobs.map((job) => job.name).join(', ') || t('entry.noJobs');
      setOutcome({
        ok: true,
        text: result.status === 'done' ? t('entry.replayed', { jobs }) : t('entry.replayPending'),
      });
      onDone();
    } catch (error) {
      setOutcome({ ok: false, text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs" align="flex-start">
      <Button variant="light" onClick={() => void replay()} loading={busy}>
        {t('entry.replay')}
      </Button>
      <Text size="sm" c="gray.8">
        {t('entry.replayHelp')}
      </Text>
      <OutcomeAlert outcome={outcome} />
    </Stack>
  );
}
