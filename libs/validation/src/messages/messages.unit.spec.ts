import { en, type MessageKey } from './en';
import { es } from './es';
import { isMessageKey, message } from './catalogue';
import { languageOf } from './language';

const keys = Object.keys(en) as MessageKey[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogue', () => {
  it.each(keys)('%s has an English and a Spanish text with the same placeholders', (key) => {
    expect(en[key].trim()).not.toBe('');
    expect(es[key].trim()).not.toBe('');
    expect(placeholders(es[key])).toEqual(placeholders(en[key]));
  });

  it('translates every message (Spanish differs from English)', () => {
    expect(keys.filter((key) => es[key] === en[key])).toEqual([]);
  });

  it.each([
    'invalid status',
    'invalid unaffiliated status',
    'invalid period name',
    'SAP must be an integer',
    'Patient Email or Phone Required',
    'Not an array',
    'Not a valid patient type',
    'Not a valid entry type',
    'Not a boolean',
  ] as const)('keeps the specification text "%s" exactly', (text) => {
    expect(message(text, 'en')).toBe(text);
  });

  it.each([
    ['PROMO_ALREADY_APPLIED', 'Is already applied.'],
    ['INVALID_PHONE_CODE', 'This is not a valid code.'],
    ['GENERIC', 'An unexpected error occurred.'],
    ['GENERIC_DETAIL', 'Please try again later.'],
  ] as const)('keeps the specification text of %s', (key, text) => {
    expect(message(key, 'en')).toBe(text);
  });

  it('has the server outcome keys the API and the web show', () => {
    const outcomes = [
      'PROMO_ALREADY_APPLIED',
      'PROMO_INCOMPATIBLE',
      'PROMO_NOT_ELIGIBLE_PRACTICE',
      'PROMO_INVALID',
      'PROMO_LIMIT_REACHED',
      'INVALID_PHONE_CODE',
      'INELIGIBLE_AGE',
      'BIRTHDAY_IN_FUTURE',
      'DUPLICATE_EMAIL',
      'INVALID_CREDENTIALS',
      'UNAUTHORIZED',
      'TWO_STEP_REQUIRED',
      'FORBIDDEN',
      'NOT_FOUND',
      'CONFLICT',
      'RATE_LIMITED',
      'GENERIC',
      'FILE_FORMAT',
      'FILE_TOO_LARGE',
    ];
    expect(outcomes.filter((key) => !isMessageKey(key))).toEqual([]);
  });
});

describe('message()', () => {
  it('answers in Spanish for any Spanish tag', () => {
    expect(message('required', 'es')).toBe('Este campo es obligatorio.');
    expect(message('required', 'es-MX')).toBe('Este campo es obligatorio.');
  });

  it('falls back to English for other or missing languages', () => {
    expect(message('required', 'fr')).toBe('This field is required.');
    expect(message('required')).toBe('This field is required.');
  });

  it('gives the generic error for an unknown key', () => {
    expect(message('no such key', 'es')).toBe('Se produjo un error inesperado.');
    expect(isMessageKey('toString')).toBe(false);
  });

  it('fills placeholders', () => {
    expect(message('too long', 'en', { max: 50 })).toBe('Use at most 50 characters.');
    expect(message('too long', 'en')).toBe('Use at most {max} characters.');
  });
});

describe('languageOf(Accept-Language)', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-CA,es;q=0.5', 'es'],
    ['fr, de', 'en'],
    ['es;q=0, en;q=0.1', 'en'],
    ['es;q=abc', 'en'],
  ] as const)('%j → %s', (header, language) => {
    expect(languageOf(header)).toBe(language);
  });
});
