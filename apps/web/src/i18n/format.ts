import { type Language } from '@lens/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

export const localeOf = (language: string): string => LOCALES[language === 'es' ? 'es' : 'en'];

// Making an Intl formatter costs far more than using one (it loads the locale's data): each is
// made once per language and style and kept, as the footer and lists format on every render.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function kept<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Whole dollars without cents ($250), amounts with cents as they are ($12.50). */
export function formatMoney(amount: number, language: string): string {
  const locale = localeOf(language);
  const cents = !Number.isInteger(amount);
  return kept(
    `money ${locale} ${cents}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: cents ? 2 : 0,
        maximumFractionDigits: 2,
      }),
  ).format(amount);
}

/**
 * A calendar day ('2025-07-01') or an instant as a date in the language, in UTC (spec 001 §4:
 * default time zone UTC), so a purchase date never shifts by a day.
 */
export function formatDate(
  value: string | number | Date,
  language: string,
  style: 'long' | 'short' = 'long',
): string {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T00:00:00Z`)
      : new Date(value);
  const locale = localeOf(language);
  return kept(
    `date ${locale} ${style}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' }),
  ).format(date);
}

export function formatNumber(value: number, language: string): string {
  const locale = localeOf(language);
  return kept(`number ${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

/** The formatters in the current language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      money: (amount: number) => formatMoney(amount, language),
      date: (value: string | number | Date, style?: 'long' | 'short') =>
        formatDate(value, language, style),
      number: (value: number) => formatNumber(value, language),
    }),
    [language],
  );
}
