import { PATTERNS } from './patterns';
import { optionalText, requiredText } from './text';

const DATE_MAX = 32;
const EARLIEST_YEAR = 1900;

function utcDay(year: number, month: number, day: number): number | undefined {
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  const real =
    year >= EARLIEST_YEAR &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  return real ? time : undefined;
}

/** Milliseconds at UTC midnight of a strict YYYY-MM-DD calendar date, else undefined. */
export function parseIsoDate(value: string): number | undefined {
  if (!PATTERNS.isoDate.test(value)) return undefined;
  const [year, month, day] = value.split('-').map(Number);
  return utcDay(year ?? 0, month ?? 0, day ?? 0);
}

/** Milliseconds at UTC midnight of a strict MM/DD/YYYY calendar date, else undefined. */
export function parseUsDate(value: string): number | undefined {
  if (!PATTERNS.usDate.test(value)) return undefined;
  const [month, day, year] = value.split('/').map(Number);
  return utcDay(year ?? 0, month ?? 0, day ?? 0);
}

// The whole rule (shape, year from 1900, a real day) is one pattern, so the OpenAPI document
// says exactly what is checked here (issue 26).
const isoRules = [{ pattern: PATTERNS.isoCalendarDate, key: 'invalid date' }] as const;
const usRules = [
  { test: (v: string) => parseUsDate(v) !== undefined, key: 'invalid upload date' },
] as const;

/** Strict YYYY-MM-DD that names a real day (purchase_date, birthday, admin dates). */
export const isoDate = () => requiredText({ max: DATE_MAX, key: 'invalid date', rules: isoRules });

/** An optional date: blank ('') is no date (undefined), never echoed back as `""`. */
export const optionalIsoDate = () =>
  optionalText({ max: DATE_MAX, key: 'invalid date', rules: isoRules }).transform(
    (value) => value || undefined,
  );

/** Strict MM/DD/YYYY that names a real day (ECP upload). */
export const usDate = () =>
  requiredText({ max: DATE_MAX, key: 'invalid upload date', rules: usRules });

export const optionalUsDate = () =>
  optionalText({ max: DATE_MAX, key: 'invalid upload date', rules: usRules });
