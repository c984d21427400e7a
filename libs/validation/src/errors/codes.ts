/** Codes a validation error carries (spec 001 §8): NULL is a missing value, VALIDATION a broken rule. */
export const VALIDATION_CODES = ['NULL', 'VALIDATION', 'DUPLICATE', 'REFERRED_SELF'] as const;
export type ValidationCode = (typeof VALIDATION_CODES)[number];

export function isValidationCode(value: unknown): value is ValidationCode {
  return VALIDATION_CODES.some((code) => code === value);
}
