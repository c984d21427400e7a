import { type Language } from '@lens/domain';

/** Each language named in itself, as the toggle shows it whatever the page's language. */
export const AUTONYMS: Readonly<Record<Language, string>> = { en: 'English', es: 'Español' };
