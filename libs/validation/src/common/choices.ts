import { z } from 'zod';
import { type MessageKey } from '../messages/en';
import { always, isMissing, requiredOr } from './issues';

type Values = readonly [string, ...string[]];

/** One of `values`; missing or blank is `required` (NULL), anything else `key`. */
export const choice = <const T extends Values>(values: T, key: MessageKey) =>
  z.enum(values, { error: requiredOr(key) });

/** Optional choice: absent or blank ('' from an unselected select) is accepted. */
export const optionalChoice = <const T extends Values>(values: T, key: MessageKey) =>
  z.preprocess(
    (v) => (isMissing(v) ? undefined : v),
    z.enum(values, { error: always(key) }).optional(),
  );

/** A JSON boolean. */
export const flag = (key: MessageKey) => z.boolean({ error: requiredOr(key) });

export const optionalFlag = (key: MessageKey) => z.boolean({ error: always(key) }).optional();

/** An optional JSON boolean that reads as false when absent. */
export const defaultFalse = (key: MessageKey) => z.boolean({ error: always(key) }).default(false);

const TRUE_TEXT = new Set(['true', '1', 'yes']);
const FALSE_TEXT = new Set(['false', '0', 'no']);
const LONGEST_BOOLEAN_TEXT = 5;

/** CSV cells and query strings deliver booleans as text: true/false, 1/0, yes/no. */
export function booleanFromText(value: unknown): unknown {
  if (typeof value !== 'string' || value.length > LONGEST_BOOLEAN_TEXT + 2) return value;
  const text = value.trim().toLowerCase();
  if (TRUE_TEXT.has(text)) return true;
  if (FALSE_TEXT.has(text)) return false;
  return value;
}

export const textFlag = (key: MessageKey) => z.preprocess(booleanFromText, flag(key));
export const optionalTextFlag = (key: MessageKey) =>
  z.preprocess(booleanFromText, optionalFlag(key));

/** A checkbox that must be ticked; unticked or missing is `key` with code NULL. */
export const ticked = (key: MessageKey) =>
  z.boolean({ error: requiredOr(key) }).refine((v) => v, { error: key, params: { code: 'NULL' } });

export interface ListOptions {
  readonly min?: number;
  readonly max: number;
}

/** An array (spec message "Not an array"), with a size range; items carry their own errors. */
export const list = <T extends z.ZodType>(
  item: T,
  options: ListOptions,
  key: MessageKey = 'Not an array',
) => {
  const array = z.array(item, { error: requiredOr(key) }).max(options.max, { error: 'too many' });
  return options.min === undefined ? array : array.min(options.min, { error: 'too few' });
};
