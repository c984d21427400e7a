import { LANGUAGES, type Language } from '@lens/domain';
import { atom } from 'jotai';
import { LANGUAGE_STORAGE_KEY } from '../config/constants';
import { storedStringAtom } from '../environment/string-storage';

export const isLanguage = (value: unknown): value is Language =>
  LANGUAGES.some((language) => language === value);

/** A language the visitor chose with the toggle; it wins over the profile and the app state. */
export const chosenLanguageAtom = storedStringAtom(LANGUAGE_STORAGE_KEY);

/** The language the app shows and sends as Accept-Language. */
export const languageAtom = atom<Language>('en');

/** The language toggle: show it now and remember it. */
export const chooseLanguageAtom = atom(null, (_get, set, language: Language) => {
  set(languageAtom, language);
  set(chosenLanguageAtom, language);
});

/**
 * The language at start: a `?lang=` in the address, else the visitor's own choice, else the
 * profile's, else the app state's (the browser's Accept-Language as the server read it).
 */
export function initialLanguage(sources: {
  query: string | null;
  chosen: string | null;
  profile: Language | undefined;
  appState: Language | undefined;
}): Language {
  if (isLanguage(sources.query)) return sources.query;
  if (isLanguage(sources.chosen)) return sources.chosen;
  return sources.profile ?? sources.appState ?? 'en';
}
