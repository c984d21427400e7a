import { useTranslation } from 'react-i18next';
import { dashboardBundle } from '../../i18n/bundles/dashboard';
import { patientsBundle } from '../../i18n/bundles/patients';
import { purchaseBundle } from '../../i18n/bundles/purchase';
import { addBundle } from '../../i18n/namespaces';

/**
 * `useTranslation` for the patient and purchase pages and the journey's modals: their namespaces
 * (patients, purchase, dashboard) load with those page groups, not with the first page, and are
 * added to i18next before the first `t` (each speaks of the others' things: the dashboard of the
 * incomplete entry, the purchase flow of the practice…).
 */
export const useJourneyTranslation: typeof useTranslation = (...args) => {
  const { i18n } = useTranslation();
  for (const bundle of [patientsBundle, purchaseBundle, dashboardBundle]) addBundle(i18n, bundle);
  return useTranslation(...args);
};
