import { z } from 'zod';
import { always, requiredOr } from './issues';
import { PATTERNS } from './patterns';
import { matching, optionalText, requiredText } from './text';

const ADDRESS_MAX = 100;
const CITY_MAX = 50;
const STATE_MAX = 20;
const POSTAL_MAX = 10;

const addressCharacters = { pattern: PATTERNS.address, key: 'invalid address' } as const;

/** First address line: address characters with at least one letter and one digit. */
export const address1 = () =>
  requiredText({
    max: ADDRESS_MAX,
    key: 'invalid address',
    rules: [
      addressCharacters,
      { pattern: PATTERNS.withLetterAndDigit, key: 'address needs letter and digit' },
    ],
  });

/** Further address lines: optional, address characters only. */
export const addressLine = () =>
  optionalText({ max: ADDRESS_MAX, key: 'invalid address', rules: [addressCharacters] });

export const city = () =>
  requiredText({
    max: CITY_MAX,
    key: 'invalid city',
    rules: [
      { pattern: PATTERNS.address, key: 'invalid city' },
      { pattern: PATTERNS.withLetter, key: 'invalid city' },
    ],
  });

/** State: alphanumeric only. */
export const state = () => requiredText(matching(PATTERNS.state, 'invalid state', STATE_MAX));

/** State in the ECP upload: exactly 2 alphanumerics. */
export const stateCode = () =>
  requiredText(
    matching(PATTERNS.stateCode, 'invalid state code', STATE_MAX, {
      finish: (v) => v.toUpperCase(),
    }),
  );

/** 5-digit ZIP code. */
export const zip5 = () => requiredText(matching(PATTERNS.zip5, 'invalid postal code', POSTAL_MAX));

/** 5-digit ZIP code or ZIP+4, where the form allows it. */
export const zipPlus4 = () =>
  requiredText(matching(PATTERNS.zipPlus4, 'invalid zip plus four', POSTAL_MAX));

export const COUNTRIES = ['US', 'CA'] as const;
export type Country = (typeof COUNTRIES)[number];

/** Country: US or CA (upper-cased first). */
export const country = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.enum(COUNTRIES, { error: requiredOr('invalid country') }),
  );

/** Optional country: absent or blank is accepted. */
export const optionalCountry = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : v),
    z.enum(COUNTRIES, { error: always('invalid country') }).optional(),
  );

/** A ZIP / ZIP+4 for the US or an A1A 1A1 postal code for Canada, whichever the country needs. */
export function isPostalCodeOf(countryCode: unknown, postalCode: string): boolean {
  return countryCode === 'CA'
    ? PATTERNS.canadianPostalCode.test(postalCode)
    : PATTERNS.zipPlus4.test(postalCode);
}

/** Postal code whose format depends on a country field (checked by the object's cross-field rule). */
export const northAmericanPostalCode = () =>
  requiredText({
    max: POSTAL_MAX,
    key: 'invalid postal code for country',
    rules: [
      {
        test: (v) => isPostalCodeOf('US', v) || isPostalCodeOf('CA', v),
        key: 'invalid postal code for country',
      },
    ],
    finish: (v) => v.toUpperCase(),
  });
