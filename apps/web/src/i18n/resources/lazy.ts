// Every page-group namespace in both languages, for the completeness test (never imported by
// the app: each page group imports its own bundle from src/i18n/bundles/).
import { account as accountEn } from './en/account';
import { account as accountEs } from './es/account';
import { claims as claimsEn } from './en/claims';
import { claims as claimsEs } from './es/claims';
import { dashboard as dashboardEn } from './en/dashboard';
import { dashboard as dashboardEs } from './es/dashboard';
import { estimator as estimatorEn } from './en/estimator';
import { estimator as estimatorEs } from './es/estimator';
import { extras as extrasEn } from './en/extras';
import { extras as extrasEs } from './es/extras';
import { faq as faqEn } from './en/faq';
import { faq as faqEs } from './es/faq';
import { outreach as outreachEn } from './en/outreach';
import { outreach as outreachEs } from './es/outreach';
import { patients as patientsEn } from './en/patients';
import { patients as patientsEs } from './es/patients';
import { phases as phasesEn } from './en/phases';
import { phases as phasesEs } from './es/phases';
import { purchase as purchaseEn } from './en/purchase';
import { purchase as purchaseEs } from './es/purchase';
import { terms as termsEn } from './en/terms';
import { terms as termsEs } from './es/terms';
import { type LazyResources } from './lazy-types';
import { type Translation } from './translation';

export const lazyResources: { en: LazyResources; es: Translation<LazyResources> } = {
  en: {
    account: accountEn,
    dashboard: dashboardEn,
    patients: patientsEn,
    purchase: purchaseEn,
    claims: claimsEn,
    estimator: estimatorEn,
    extras: extrasEn,
    faq: faqEn,
    outreach: outreachEn,
    phases: phasesEn,
    terms: termsEn,
  },
  es: {
    account: accountEs,
    dashboard: dashboardEs,
    patients: patientsEs,
    purchase: purchaseEs,
    claims: claimsEs,
    estimator: estimatorEs,
    extras: extrasEs,
    faq: faqEs,
    outreach: outreachEs,
    phases: phasesEs,
    terms: termsEs,
  },
};
