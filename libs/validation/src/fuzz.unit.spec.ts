import fc from 'fast-check';
import { type z } from 'zod';
import { makeEscalationSchema } from './escalation/escalation';
import { isValidationCode } from './errors/codes';
import { formErrors } from './errors/form-errors';
import { toApiErrors } from './errors/api-errors';
import { isMessageKey } from './messages/catalogue';
import { makePromoCodeFormSchema } from './promo-codes/promo-code-form';
import { makeUploadedFileSchema } from './purchase/uploads';
import { makeViralReferralSchema } from './referral/viral-referral';
import { apiSchemas, formSchemas } from './registry';
import { validExamples } from './testing/examples';

// Every schema, fed hostile input, must answer with a result (never throw, never hang), and a
// failure must become a well-formed, localised API error list.

const schemas: Readonly<Record<string, z.ZodType>> = {
  ...apiSchemas,
  ...formSchemas,
  escalationWithoutCaptcha: makeEscalationSchema({ captchaRequired: false }),
  viralReferralWithSelf: makeViralReferralSchema({ selfEmail: 'me@example.com' }),
  promoCodeFormWithApplied: makePromoCodeFormSchema(['SUMMER_25']),
  uploadedPdf: makeUploadedFileSchema({ accept: ['pdf'], maxBytes: 1 }),
};

const examples: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  ...validExamples,
  escalationWithoutCaptcha: validExamples.escalation,
  viralReferralWithSelf: validExamples.viralReferral,
  promoCodeFormWithApplied: validExamples.promoCodeForm,
  uploadedPdf: validExamples.uploadedFile,
};

const KB_100 = 100_000;

/** 100 kB strings built to make a careless pattern backtrack (long runs, then a failing tail). */
const hugeStrings = [
  'a'.repeat(KB_100),
  '1'.repeat(KB_100),
  `${'9'.repeat(KB_100)}x`,
  ' '.repeat(KB_100),
  '-'.repeat(KB_100),
  `${'a@'.repeat(KB_100 / 2)}!`,
  `${'a.'.repeat(KB_100 / 2)}@`,
  `${'2125550123'.repeat(KB_100 / 10)}`,
  `https://example.com/${'a/'.repeat(KB_100 / 2)}`,
  `${'ab_'.repeat(KB_100 / 3)}-`,
  '😀'.repeat(KB_100 / 2),
  '\u0000'.repeat(KB_100),
  'é'.repeat(KB_100),
  `${'2024-01-01'.repeat(KB_100 / 10)}`,
];

const lonelySurrogates = ['\uD800', '\uDFFF', 'a\uD83Db', '\uDE00\uD83D'];
const rtl = ['\u202Eevil\u202C', 'مرحبا بالعالم', 'שלום', 'abc\u200Fdef', '\u061C١٢٣'];
const emoji = ['😀', '👨‍👩‍👧‍👦', '🏳️‍🌈', 'x😀y', '🧾.jpg'];

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)) }),
  fc.constantFrom(
    ...emoji,
    ...rtl,
    ...lonelySurrogates,
    '',
    ' ',
    '0',
    '-1',
    '1e400',
    'NaN',
    'true',
    'null',
  ),
  fc.constantFrom(...hugeStrings),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.constantFrom(undefined, null, true, false, 0, -0, NaN, Infinity, -Infinity, 1e21, 0.5, -1),
  fc.double(),
  fc.integer(),
  fc.bigInt(),
  fc.date(),
  fc.array(hostileString, { maxLength: 5 }),
  fc.dictionary(fc.string(), hostileString, { maxKeys: 5 }),
  fc.anything({
    maxDepth: 2,
    withNullPrototype: true,
    withBoxedValues: true,
    withMap: true,
    withSet: true,
  }),
);

const MISSING = Symbol('missing');

function isPlainObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function shapeKeys(schema: z.ZodType): string[] {
  return 'shape' in schema && isPlainObject(schema.shape) ? Object.keys(schema.shape) : [];
}

/** A valid example with keys kept, dropped, replaced by hostile values (recursively) or added. */
function mutated(
  example: Readonly<Record<string, unknown>>,
  keys: readonly string[],
): fc.Arbitrary<unknown> {
  const perKey = keys.map((key) => {
    const original = example[key];
    const choices: fc.Arbitrary<unknown>[] = [
      fc.constant(original),
      fc.constant(MISSING),
      hostileValue,
    ];
    if (isPlainObject(original)) choices.push(mutated(original, Object.keys(original)));
    if (Array.isArray(original))
      choices.push(
        fc.array(fc.oneof(fc.constantFrom(...original), hostileValue), { maxLength: 6 }),
      );
    return fc.oneof(...choices);
  });
  const extraKeys = fc.dictionary(
    fc.oneof(
      fc.string(),
      fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', ''),
    ),
    hostileValue,
    { maxKeys: 3 },
  );
  return fc.tuple(fc.tuple(...perKey), extraKeys).map(([values, extras]) => {
    const result: Record<string, unknown> = { ...extras };
    keys.forEach((key, i) => {
      if (values[i] !== MISSING) result[key] = values[i];
    });
    return result;
  });
}

function expectStructuredAnswer(schema: z.ZodType, input: unknown): void {
  const result = schema.safeParse(input);
  expect(typeof result.success).toBe('boolean');
  if (result.success) return;
  for (const issue of result.error.issues) {
    expect(isMessageKey(issue.message)).toBe(true);
  }
  for (const lang of ['en', 'es']) {
    const errors = toApiErrors(result.error, lang);
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) {
      expect(typeof error.name).toBe('string');
      expect(isValidationCode(error.code)).toBe(true);
      expect(error.message.length).toBeGreaterThan(0);
    }
    expect(JSON.parse(JSON.stringify(errors))).toEqual(errors);
  }
  expect(Object.keys(formErrors(schema, input))).not.toHaveLength(0);
}

const RUNS = 60;
const FUZZ_TIMEOUT_MS = 120_000;

describe.each(Object.entries(schemas))('fuzz %s', (name, schema) => {
  const example = examples[name] ?? {};
  const keys = [...new Set([...shapeKeys(schema), ...Object.keys(example)])];

  it(
    'answers any value at all with a result or a structured error',
    () => {
      fc.assert(
        fc.property(hostileValue, (input) => expectStructuredAnswer(schema, input)),
        { numRuns: RUNS },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'answers a mutated valid example (missing, wrong, hostile and extra keys) with a result or a structured error',
    () => {
      fc.assert(
        fc.property(mutated(example, keys), (input) => expectStructuredAnswer(schema, input)),
        {
          numRuns: RUNS * 2,
        },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  // A generous bound, far above the few milliseconds a linear parse takes: it only trips on
  // super-linear behaviour (the pattern audit proves the regular expressions linear).
  const PROMPT_MS = 1_000;

  it(
    'parses a 100 kB adversarial string in every field promptly',
    () => {
      for (const key of keys) {
        for (const huge of hugeStrings) {
          const started = performance.now();
          expectStructuredAnswerOrSuccess(schema, { ...example, [key]: huge });
          expect(performance.now() - started).toBeLessThan(PROMPT_MS);
        }
      }
    },
    FUZZ_TIMEOUT_MS,
  );
});

function expectStructuredAnswerOrSuccess(schema: z.ZodType, input: unknown): void {
  const result = schema.safeParse(input);
  if (!result.success) expect(toApiErrors(result.error).length).toBeGreaterThan(0);
}
