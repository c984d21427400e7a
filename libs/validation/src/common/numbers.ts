import { SUPPLY_MONTHS } from '@lens/domain';
import { z } from 'zod';
import { type MessageKey } from '../messages/en';
import { always, requiredOr } from './issues';
import { PATTERNS } from './patterns';

/**
 * Form fields and query strings deliver numbers as text: a numeric string becomes a number,
 * a blank one becomes undefined (so a required number reports `required`), anything else is
 * left for the number check to reject. `Number('')` style coercion is deliberately avoided.
 */
export function fromInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return PATTERNS.numeric.test(trimmed) ? Number(trimmed) : value;
}

export interface RangeOptions {
  readonly min?: number;
  readonly max?: number;
  readonly integer?: boolean;
}

function ranged(schema: z.ZodNumber, key: MessageKey, options: RangeOptions): z.ZodNumber {
  let ranged = schema;
  if (options.integer) ranged = ranged.int({ error: key });
  if (options.min !== undefined) ranged = ranged.min(options.min, { error: key });
  if (options.max !== undefined) ranged = ranged.max(options.max, { error: key });
  return ranged;
}

/** A required number given as a number or numeric text; every failure reads `key`. */
export const numberInput = (key: MessageKey, options: RangeOptions = {}) =>
  z.preprocess(fromInput, ranged(z.number({ error: requiredOr(key) }), key, options));

/** An optional number: absent or blank is accepted. */
export const optionalNumberInput = (key: MessageKey, options: RangeOptions = {}) =>
  z.preprocess(fromInput, ranged(z.number({ error: always(key) }), key, options).optional());

const MAX_BOX_COUNT = 99;

/** Lenses per box and boxes: 0.5, or a whole number of one or two digits (1-99). */
function isBoxCount(value: number): boolean {
  return value === 0.5 || (Number.isInteger(value) && value >= 1 && value <= MAX_BOX_COUNT);
}

export const boxCount = () =>
  z.preprocess(
    fromInput,
    z
      .number({ error: requiredOr('invalid box count') })
      .refine(isBoxCount, { error: 'invalid box count' }),
  );

export const optionalBoxCount = () =>
  z.preprocess(
    fromInput,
    z
      .number({ error: always('invalid box count') })
      .refine(isBoxCount, { error: 'invalid box count' })
      .optional(),
  );

/** Supply per product on the supply form: a whole number of months, 1-12. */
export const supply = () => numberInput('invalid supply', { integer: true, min: 1, max: 12 });

export const optionalSupply = () =>
  optionalNumberInput('invalid supply', { integer: true, min: 1, max: 12 });

/** The estimator's monthly amount: one of the supply lengths 3, 6, 9, 12. */
export const monthlyAmount = () =>
  z.preprocess(
    fromInput,
    z.literal(SUPPLY_MONTHS, { error: requiredOr('invalid monthly amount') }),
  );

export const optionalMonthlyAmount = () =>
  z.preprocess(
    fromInput,
    z.literal(SUPPLY_MONTHS, { error: always('invalid monthly amount') }).optional(),
  );

export const latitude = () => optionalNumberInput('invalid latitude', { min: -90, max: 90 });
export const longitude = () => optionalNumberInput('invalid longitude', { min: -180, max: 180 });

const CENTS = 100;
const MAX_AMOUNT = 100_000;

/** Dollars with at most two decimals, 0 to 100,000. */
export const amount = () =>
  z.preprocess(
    fromInput,
    z
      .number({ error: requiredOr('invalid amount') })
      .min(0, { error: 'invalid amount' })
      .max(MAX_AMOUNT, { error: 'invalid amount' })
      .refine((v) => Math.abs(v * CENTS - Math.round(v * CENTS)) < 1e-6, {
        error: 'invalid amount',
      }),
  );
