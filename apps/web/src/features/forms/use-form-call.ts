import { useState } from 'react';
import { isApiFailure } from '../../api/api-failure';
import { useFailureText } from './failure-message';

interface ErrorTarget {
  setErrors: (errors: Record<string, string>) => void;
}

/**
 * A form's call to the API and its state: busy while it runs; on failure the server's field
 * errors go to the form's fields (spec 000 §8) and anything else to the form's alert. `handle`
 * takes failures a form treats itself (a redirect, a modal) and answers true when it did.
 */
export function useFormCall(form: ErrorTarget | undefined, fields: readonly string[]) {
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const run = async (call: () => Promise<unknown>, handle?: (error: unknown) => boolean) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await call();
    } catch (error) {
      if (handle?.(error)) return;
      if (isApiFailure(error)) form?.setErrors(error.fieldErrors());
      setFailure(failureText.formLevel(error, fields));
    } finally {
      setBusy(false);
    }
  };

  return { busy, failure, setFailure, run };
}
