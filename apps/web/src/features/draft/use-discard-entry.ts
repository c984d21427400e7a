import { useEffect, useRef, useState } from 'react';
import { isApiFailure } from '../../api/api-failure';
import { useApi } from '../api/use-api';
import { useFailureText } from '../forms/failure-message';

/** The server's entry is no longer in progress (confirmed elsewhere, or gone): nothing to keep. */
const goneOnServer = (error: unknown) =>
  isApiFailure(error) && (error.status === 404 || error.hasCode('ILLEGAL_STATUS'));

/**
 * Deleting an unfinished entry after asking once (the draft notice, each unfinished entry's
 * card): the question's state, its Yes button (focused when asked) and the discard itself
 * (`purchase-submissions/discard`; an entry already gone counts as deleted).
 */
export function useDiscardEntry() {
  const api = useApi();
  const failureText = useFailureText();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  /** Discards the entry on the server, when it has one there; true once it is gone. */
  const discard = async (submissionId: string | undefined): Promise<boolean> => {
    setBusy(true);
    setFailure(undefined);
    try {
      if (submissionId !== undefined)
        await api.post('purchase-submissions/discard', { purchase_submission_id: submissionId });
    } catch (error) {
      if (!goneOnServer(error)) {
        setFailure(failureText.message(error));
        setBusy(false);
        return false;
      }
    }
    setBusy(false);
    setConfirming(false);
    return true;
  };

  const ask = () => {
    setFailure(undefined);
    setConfirming(true);
  };
  return {
    confirming,
    ask,
    cancel: () => setConfirming(false),
    busy,
    failure,
    confirmButton,
    discard,
  };
}
