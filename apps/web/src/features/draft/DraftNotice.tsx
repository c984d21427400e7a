import { Alert, Button, Group, Text } from '@mantine/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiFailure } from '../../api/api-failure';
import { useFormat } from '../../i18n/format';
import { useApi } from '../api/use-api';
import { FailureAlert } from '../forms/FailureAlert';
import { fetchSubmission } from '../submissions/submissions-api';
import { clearDraftAtom, draftAtom } from './draft.state';
import { isUnfinishedEntry, resumePath } from './purchase-draft';
import { useDiscardEntry } from './use-discard-entry';
import { useJourneyTranslation } from '../texts/use-journey-translation';

/**
 * The incomplete entry kept on this device (spec 000 §4), offered for restore or delete: shown
 * on the dashboard and where a new purchase starts. Delete asks once, then discards the entry on
 * the server too (`purchase-submissions/discard`); `onDeleted` lets the page read its list again.
 * Continue first asks the server whether the entry is still open.
 */
/** Whether the entry on the server can still take this draft's changes. */
function stillOpen(status: string, resubmission: boolean): boolean {
  return resubmission ? status === 'rejected' || status === 'resub_started' : status === '';
}

export function DraftNotice({ onDeleted }: { onDeleted?: () => void }) {
  const { t } = useJourneyTranslation('purchase');
  const format = useFormat();
  const draft = useAtomValue(draftAtom);
  const clear = useSetAtom(clearDraftAtom);
  const navigate = useNavigate();
  const { confirming, ask, cancel, busy, failure, confirmButton, discard } = useDiscardEntry();
  const api = useApi();
  const [gone, setGone] = useState(false);
  const [checking, setChecking] = useState(false);
  if (gone)
    return (
      <Alert color="yellow" role="status">
        {t('draft.gone')}
      </Alert>
    );
  if (!draft || !isUnfinishedEntry(draft)) return null;
  const who = draft.patientName ?? t('draft.someone');
  // A resubmission's entry was confirmed once: only this device's changes are thrown away.
  const onServer = draft.submissionId !== undefined && !draft.resubmission;

  // The entry may have been sent or deleted since, in another tab or on another device
  // (`purchase-submissions/search/by-id`): then the draft is forgotten instead of resumed.
  const restore = async () => {
    const id = draft.submissionId;
    if (id) {
      setChecking(true);
      const open = await fetchSubmission(api, id).then(
        (entry) => stillOpen(entry.status, draft.resubmission === true),
        (error: unknown) => !(isApiFailure(error) && error.code === 'NOT_FOUND'),
      );
      setChecking(false);
      if (!open) {
        clear();
        setGone(true);
        onDeleted?.();
        return;
      }
    }
    void navigate(resumePath(draft));
  };

  const remove = async () => {
    if (!(await discard(onServer ? draft.submissionId : undefined))) return;
    clear();
    onDeleted?.();
  };

  return (
    <Alert color="lens" title={t('draft.title')} role="region" aria-label={t('draft.title')}>
      <Text mb="sm">
        {draft.purchaseDate
          ? t('draft.bodyWithDate', { name: who, date: format.date(draft.purchaseDate) })
          : t('draft.body', { name: who })}
      </Text>
      {confirming ? (
        <>
          <Text mb="sm" fw={700}>
            {draft.resubmission ? t('draft.confirmResubmission') : t('draft.confirmDelete')}
          </Text>
          <FailureAlert message={failure} />
          <Group gap="sm" mt={failure ? 'sm' : 0}>
            <Button color="red" ref={confirmButton} loading={busy} onClick={() => void remove()}>
              {t('draft.confirmYes')}
            </Button>
            <Button variant="default" disabled={busy} onClick={cancel}>
              {t('draft.confirmNo')}
            </Button>
          </Group>
        </>
      ) : (
        <Group gap="sm">
          <Button loading={checking} onClick={() => void restore()}>
            {t('draft.restore')}
          </Button>
          <Button variant="default" onClick={ask}>
            {t('draft.delete')}
          </Button>
        </Group>
      )}
    </Alert>
  );
}
