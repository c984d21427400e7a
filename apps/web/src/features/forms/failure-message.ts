import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiFailure } from '../../api/api-failure';

/**
 * What to tell the person about a failed call: the server's own message (already in their
 * language), the network text when the server could not be reached, else the generic text.
 * `formLevel` leaves out what the form's fields show under their inputs.
 */
export function useFailureText() {
  const { t } = useTranslation(['errors', 'modals']);

  const message = useCallback(
    (error: unknown): string => {
      if (isApiFailure(error)) {
        if (error.code === 'NETWORK') return t('errors:network');
        // An outage (the API or the web server in front of it): the app's own words.
        if (error.code === 'SERVICE_UNAVAILABLE') return t('errors:serviceUnavailable');
        const first = error.errors[0];
        if (first?.message) return first.message;
      }
      return `${t('modals:genericError.headline')} ${t('modals:genericError.body')}`;
    },
    [t],
  );

  const formLevel = useCallback(
    (error: unknown, fields: readonly string[]): string | undefined => {
      if (!isApiFailure(error) || ['NETWORK', 'SERVICE_UNAVAILABLE'].includes(error.code))
        return message(error);
      const elsewhere = error.errors.find((e) => !fields.includes(e.name));
      if (elsewhere) return elsewhere.message || message(error);
      return error.errors.length === 0 ? message(error) : undefined;
    },
    [message],
  );

  return useMemo(() => ({ message, formLevel }), [message, formLevel]);
}
