import { Alert } from '@mantine/core';
import { message } from '@lens/validation';
import { useCallback, useState } from 'react';
import { isApiFailure } from '../../api/api-failure';

interface FieldErrorsTarget {
  setErrors: (errors: Record<string, string>) => void;
}

/**
 * A form's failed call as the visitor sees it: the server's field errors on the fields (mapped
 * when the form names them differently) and its first message above the form; anything that is
 * not an API failure reads as the generic error in the page's language.
 */
export function useFormFailure(language: string) {
  const [failure, setFailure] = useState<string | null>(null);
  const show = useCallback(
    (error: unknown, form?: FieldErrorsTarget, mapFields = (e: Record<string, string>) => e) => {
      if (isApiFailure(error)) {
        form?.setErrors(mapFields(error.fieldErrors()));
        setFailure(error.errors[0]?.message ?? message('GENERIC', language));
      } else setFailure(message('GENERIC', language));
    },
    [language],
  );
  const clear = useCallback(() => setFailure(null), []);
  return { failure, show, clear };
}

/** The form's failure above it, announced as an alert. */
export function FailureAlert({ failure }: { failure: string | null }) {
  return failure ? (
    <Alert color="red" role="alert">
      {failure}
    </Alert>
  ) : null;
}
