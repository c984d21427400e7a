import 'i18next';
import { type en } from './resources/en';
import { type LazyResources } from './resources/lazy-types';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en & LazyResources;
  }
}
