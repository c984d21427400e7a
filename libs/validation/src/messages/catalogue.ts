import { type Language } from '@lens/domain';
import { en, type MessageKey } from './en';
import { es } from './es';

export const messages: Readonly<Record<Language, Readonly<Record<MessageKey, string>>>> = {
  en,
  es,
};

export type MessageVars = Readonly<Record<string, string | number>>;

export function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && Object.hasOwn(en, key);
}

/**
 * The text for `key` in `lang` (any tag such as `es-MX`), falling back to English for an unknown
 * language and to the generic error for an unknown key; `{name}` placeholders come from `vars`.
 */
export function message(key: MessageKey | string, lang?: string, vars?: MessageVars): string {
  const known = isMessageKey(key) ? key : 'GENERIC';
  const text = messages[primaryLanguage(lang)][known];
  return vars ? fill(text, vars) : text;
}

function fill(text: string, vars: MessageVars): string {
  return text.replace(/\{(\w{1,20})\}/g, (placeholder, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : placeholder,
  );
}

function primaryLanguage(lang: string | undefined): Language {
  return lang?.trim().slice(0, 2).toLowerCase() === 'es' ? 'es' : 'en';
}
