import { Alert } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiFailure } from '../../api/api-failure';

interface FieldErrorsTarget {
  setErrors: (errors: Record<string, string>) => void;
}

/**
 * A form's failed call as the visitor sees it: the server's field errors on the fields (mapped
 * when the form names them differently) and its first message above the form; anything that is
 * not an API failure reads as the generic error in the page's language (the generic error
 * modal's headline, the same words as libs/validation's GENERIC message, from the texts the
 * shell already has: the message tables stay out of a public page's first load, DESIGN §12).
 */
export function useFormFailure(language: string) {
  const { i18n } = useTranslation('modals');
  const [failure, setFailure] = useState<string | null>(null);
  const show = useCallback(
    (error: unknown, form?: FieldErrorsTarget, mapFields = (e: Record<string, string>) => e) => {
      const generic = () => i18n.getFixedT(language, 'modals')('genericError.headline');
      if (isApiFailure(error)) {
        form?.setErrors(mapFields(error.fieldErrors()));
        setFailure(error.errors[0]?.message ?? generic());
      } else setFailure(generic());
    },
    [i18n, language],
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
