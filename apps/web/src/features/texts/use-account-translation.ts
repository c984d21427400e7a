import { useTranslation } from 'react-i18next';
import { accountBundle } from '../../i18n/bundles/account';
import { addBundle } from '../../i18n/namespaces';

/**
 * `useTranslation` for signing in, onboarding and the opt-in pages (public pages among them): only
 * the `account` namespace loads with them, keeping their first load small.
 */
export const useAccountTranslation: typeof useTranslation = (...args) => {
  const { i18n } = useTranslation();
  addBundle(i18n, accountBundle);
  return useTranslation(...args);
};
