import { z } from 'zod';
import { withRules } from '../common/cross-field';
import { payload } from '../common/objects';
import { requiredText } from '../common/text';
import { suppliesSchema } from '../purchase/supplies';
import { submitSuppliesSchema } from '../purchase/submission-requests';
import { validExamples } from '../testing/examples';
import { withField } from '../testing/expect-errors';
import { apiError, ROOT_FIELD, toApiErrors } from './api-errors';
import { formErrors } from './form-errors';
import { validate } from './validate';

const form = withRules(
  payload({
    a: requiredText({ max: 3 }),
    b: requiredText({ max: 3 }),
    nested: payload({ c: requiredText({ max: 3 }) }),
  }),
  (fields) => (fields['a'] === 'dup' ? [{ path: ['b'], key: 'duplicate', code: 'DUPLICATE' }] : []),
);

describe('toApiErrors', () => {
  it('names fields by dotted path, codes NULL / VALIDATION, messages in the language', () => {
    const result = form.safeParse({ a: 'toolong', nested: {} });
    expect(result.success).toBe(false);
    expect(toApiErrors(result.error as z.ZodError, 'es')).toEqual([
      { name: 'a', code: 'VALIDATION', message: 'Usa como máximo 3 caracteres.' },
      { name: 'b', code: 'NULL', message: 'Este campo es obligatorio.' },
      { name: 'nested.c', code: 'NULL', message: 'Este campo es obligatorio.' },
    ]);
  });

  it('keeps the code a cross-field rule sets (DUPLICATE, REFERRED_SELF)', () => {
    const result = form.safeParse({ a: 'dup', b: 'x', nested: { c: 'y' } });
    expect(toApiErrors((result as { error: z.ZodError }).error)).toEqual([
      { name: 'b', code: 'DUPLICATE', message: 'This value is listed more than once.' },
    ]);
  });

  it('names an error on the whole payload "body"', () => {
    const result = form.safeParse('not an object');
    expect(toApiErrors((result as { error: z.ZodError }).error)).toEqual([
      { name: ROOT_FIELD, code: 'VALIDATION', message: 'This value is not valid.' },
    ]);
    expect(ROOT_FIELD).toBe('body');
  });

  it('gives one error per field, the first reported', () => {
    const error = new z.ZodError([
      { code: 'custom', path: ['x'], message: 'invalid email', input: '' },
      { code: 'custom', path: ['x'], message: 'required', input: '' },
    ]);
    expect(toApiErrors(error)).toEqual([
      { name: 'x', code: 'VALIDATION', message: 'Enter a valid e-mail address.' },
    ]);
  });

  it('shows the generic "invalid" text for a message that is not a catalogue key', () => {
    const error = new z.ZodError([
      { code: 'custom', path: ['x'], message: 'Some zod default text', input: '' },
    ]);
    expect(toApiErrors(error)).toEqual([
      { name: 'x', code: 'VALIDATION', message: 'This value is not valid.' },
    ]);
  });

  it('names a nested cross-field error after its object (supplies)', () => {
    const body = withField(validExamples.submitSupplies, 'supplies', {});
    const result = submitSuppliesSchema.safeParse(body);
    expect(toApiErrors((result as { error: z.ZodError }).error)).toEqual([
      { name: 'supplies.brand_r', code: 'NULL', message: 'Enter the lenses for at least one eye.' },
    ]);
  });
});

describe('apiError', () => {
  it('builds a server-decided error in the same shape', () => {
    expect(apiError('code', 'VALIDATION', 'PROMO_INCOMPATIBLE', 'en')).toEqual({
      name: 'code',
      code: 'VALIDATION',
      message: 'This code cannot be combined with a code already applied to this entry.',
    });
    expect(apiError('email', 'DUPLICATE', 'DUPLICATE_EMAIL', 'es').message).toBe(
      'Ya existe una cuenta con esta dirección de correo electrónico.',
    );
  });
});

describe('formErrors (for @mantine/form validate)', () => {
  it('is empty for valid values', () => {
    expect(formErrors(suppliesSchema, validExamples.supplies, 'en')).toEqual({});
  });

  it('maps each field path to its message', () => {
    expect(formErrors(suppliesSchema, { brand_l: 'TRP', boxes_l: 'many' }, 'en')).toEqual({
      boxes_l: 'Enter 0.5 or a whole number up to 99.',
      lenses_per_box_l: 'This field is required.',
    });
  });
});

describe('validate (for the API pipe)', () => {
  it('returns the parsed value', () => {
    expect(validate(suppliesSchema, { ...validExamples.supplies, boxes_l: '2' })).toMatchObject({
      ok: true,
      value: { boxes_l: 2 },
    });
  });

  it('returns the error list and never throws', () => {
    expect(validate(suppliesSchema, 42, 'es')).toEqual({
      ok: false,
      errors: [{ name: 'body', code: 'VALIDATION', message: 'Este valor no es válido.' }],
    });
  });
});
