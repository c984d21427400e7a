// Namespaces that load with their page group, not with the first page (src/i18n/namespaces.ts).
// Type-only imports: nothing here reaches the first-load bundle.
import { type account } from './en/account';
import { type claims } from './en/claims';
import { type dashboard } from './en/dashboard';
import { type estimator } from './en/estimator';
import { type extras } from './en/extras';
import { type faq } from './en/faq';
import { type outreach } from './en/outreach';
import { type patients } from './en/patients';
import { type phases } from './en/phases';
import { type purchase } from './en/purchase';
import { type terms } from './en/terms';

export interface LazyResources {
  // The signed-in patient journey (issue 7): account, patients, purchase, dashboard.
  account: typeof account;
  dashboard: typeof dashboard;
  patients: typeof patients;
  purchase: typeof purchase;
  claims: typeof claims;
  estimator: typeof estimator;
  extras: typeof extras;
  faq: typeof faq;
  outreach: typeof outreach;
  phases: typeof phases;
  terms: typeof terms;
}

export type LazyNamespace = keyof LazyResources;
