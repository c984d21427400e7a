import { type Language } from '@lens/domain';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES, type ShellTexts } from './shell-texts';

/**
 * An i18next instance holding the given languages' shell texts, ready synchronously. The app
 * starts it with the texts of its first language only (`loadShellTexts` brings a language's
 * texts on demand); tests give both languages.
 */
export function createI18n(
  language: Language = 'en',
  texts: Partial<Record<Language, ShellTexts>> = {},
): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: texts,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'es'],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
