import { Alert, Button, Group, Text } from '@mantine/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiFailure } from '../../api/api-failure';
import { useFormat } from '../../i18n/format';
import { useApi } from '../api/use-api';
import { FailureAlert } from '../forms/FailureAlert';
import { useFailureText } from '../forms/failure-message';
import { clearDraftAtom, draftAtom } from './draft.state';
import { resumePath } from './purchase-draft';
import { useJourneyTranslation } from '../texts/use-journey-translation';

/** The server's entry is no longer in progress (confirmed elsewhere, or gone): nothing to keep. */
const goneOnServer = (error: unknown) =>
  isApiFailure(error) && (error.status === 404 || error.hasCode('ILLEGAL_STATUS'));

/**
 * The incomplete entry kept on this device (spec 000 §4), offered for restore or delete: shown
 * on the dashboard and where a new purchase starts. Delete asks once, then discards the entry on
 * the server too (`purchase-submissions/discard`); `onDeleted` lets the page read its list again.
 */
export function DraftNotice({ onDeleted }: { onDeleted?: () => void }) {
  const { t } = useJourneyTranslation('purchase');
  const format = useFormat();
  const api = useApi();
  const failureText = useFailureText();
  const draft = useAtomValue(draftAtom);
  const clear = useSetAtom(clearDraftAtom);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);
  if (!draft) return null;
  const who = draft.patientName ?? t('draft.someone');
  // A resubmission's entry was confirmed once: only this device's changes are thrown away.
  const onServer = draft.submissionId !== undefined && !draft.resubmission;

  const remove = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      if (onServer) {
        await api.post('purchase-submissions/discard', {
          purchase_submission_id: draft.submissionId,
        });
      }
    } catch (error) {
      if (!goneOnServer(error)) {
        setFailure(failureText.message(error));
        setBusy(false);
        return;
      }
    }
    setBusy(false);
    setConfirming(false);
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
            <Button variant="default" disabled={busy} onClick={() => setConfirming(false)}>
              {t('draft.confirmNo')}
            </Button>
          </Group>
        </>
      ) : (
        <Group gap="sm">
          <Button onClick={() => void navigate(resumePath(draft))}>{t('draft.restore')}</Button>
          <Button
            variant="default"
            onClick={() => {
              setFailure(undefined);
              setConfirming(true);
            }}
          >
            {t('draft.delete')}
          </Button>
        </Group>
      )}
    </Alert>
  );
}
