import { useTranslation } from 'react-i18next';
import { patientsBundle } from '../../i18n/bundles/patients';
import { addBundle } from '../../i18n/namespaces';

/**
 * `useTranslation` for the practice search, which also serves the public estimator: only the
 * `patients` namespace loads with it, not the whole journey's (useJourneyTranslation).
 */
export const usePatientsTranslation: typeof useTranslation = (...args) => {
  const { i18n } = useTranslation();
  addBundle(i18n, patientsBundle);
  return useTranslation(...args);
};
