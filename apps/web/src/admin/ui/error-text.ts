import { useCallback } from 'react';
import { isApiFailure } from '../../api/api-failure';
import { useAdminT } from '../i18n/admin-i18n';

/** The server's own message for a failed call (in the language asked), else a generic text. */
export function useErrorText() {
  const { t } = useAdminT();
  return useCallback(
    (error: unknown): string => {
      if (isApiFailure(error)) {
        if (error.code === 'NETWORK') return t('common.networkError');
        if (error.code === 'SERVICE_UNAVAILABLE') return t('common.serviceUnavailable');
        const first = error.errors[0]?.message;
        if (first) return first;
      }
      return t('common.genericError');
    },
    [t],
  );
}
