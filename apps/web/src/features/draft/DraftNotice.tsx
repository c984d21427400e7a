import { Alert, Button, Group, Text } from '@mantine/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useFormat } from '../../i18n/format';
import { FailureAlert } from '../forms/FailureAlert';
import { clearDraftAtom, draftAtom } from './draft.state';
import { isUnfinishedEntry, resumePath } from './purchase-draft';
import { useDiscardEntry } from './use-discard-entry';
import { useJourneyTranslation } from '../texts/use-journey-translation';

/**
 * The incomplete entry kept on this device (spec 000 §4), offered for restore or delete: shown
 * on the dashboard and where a new purchase starts. Delete asks once, then discards the entry on
 * the server too (`purchase-submissions/discard`); `onDeleted` lets the page read its list again.
 */
export function DraftNotice({ onDeleted }: { onDeleted?: () => void }) {
  const { t } = useJourneyTranslation('purchase');
  const format = useFormat();
  const draft = useAtomValue(draftAtom);
  const clear = useSetAtom(clearDraftAtom);
  const navigate = useNavigate();
  const { confirming, ask, cancel, busy, failure, confirmButton, discard } = useDiscardEntry();
  if (!draft || !isUnfinishedEntry(draft)) return null;
  const who = draft.patientName ?? t('draft.someone');
  // A resubmission's entry was confirmed once: only this device's changes are thrown away.
  const onServer = draft.submissionId !== undefined && !draft.resubmission;

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
          <Button onClick={() => void navigate(resumePath(draft))}>{t('draft.restore')}</Button>
          <Button variant="default" onClick={ask}>
            {t('draft.delete')}
          </Button>
        </Group>
      )}
    </Alert>
  );
}
