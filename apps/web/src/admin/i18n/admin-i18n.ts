import { type Language } from '@lens/domain';
import i18next, { type i18n } from 'i18next';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { type Translation } from '../../i18n/resources/translation';
import { type AdminResources, adminEn } from './en';
import { adminEs } from './es';

/** The back office's one namespace; the patient app's namespaces never load here. */
export const ADMIN_NS = 'admin';

export const adminResources: { en: AdminResources; es: Translation<AdminResources> } = {
  en: adminEn,
  es: adminEs,
};

/** An i18next instance with the back office's texts only, ready synchronously. */
export function createAdminI18n(language: Language = 'en'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { en: { [ADMIN_NS]: adminEn }, es: { [ADMIN_NS]: adminEs } },
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'es'],
    ns: [ADMIN_NS],
    defaultNS: ADMIN_NS,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/** i18next's plural suffixes (`queued_one`, `queued_other`): the text is asked for as `queued`. */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Singular<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** Every text's key: `entries.title`, `status.pending`, … (a plural by its base name). */
type Keys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${Singular<K>}`
    : Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type AdminKey = Keys<AdminResources>;

export type AdminT = (key: AdminKey, values?: Record<string, unknown>) => string;

/**
 * The back office's `t`, typed by the English texts (a wrong key does not compile). The
 * namespace is kept out of i18next's global types, which belong to the patient app.
 */
export function useAdminT(): { t: AdminT; language: Language } {
  const { t: translate, i18n } = useTranslation();
  const t = useCallback<AdminT>(
    (key, values) =>
      (translate as (k: string, o?: object) => string)(key, { ns: ADMIN_NS, ...values }),
    [translate],
  );
  return { t, language: i18n.language === 'es' ? 'es' : 'en' };
}
