import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { z, type ZodType } from 'zod';
import {
  address1,
  addressLine,
  city,
  email,
  isoDate,
  newPassword,
  optionalEmail,
  optionalIsoDate,
  optionalText,
  personName,
  requiredPhone,
  requiredText,
  zipPlus4,
} from '@lens/validation';

const ajv = new Ajv2020({ strict: false });
addFormats(ajv);

/** What the document says of a field: its JSON Schema (as the OpenAPI document builds it). */
const documented = (schema: ZodType) =>
  ajv.compile(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));

const FIELDS: Record<string, ZodType> = {
  personName: personName(),
  address1: address1(),
  addressLine: addressLine(),
  city: city(),
  email: email(),
  optionalEmail: optionalEmail(),
  isoDate: isoDate(),
  optionalIsoDate: optionalIsoDate(),
  requiredPhone: requiredPhone(),
  zipPlus4: zipPlus4(),
  newPassword: newPassword(),
  comment: optionalText({ max: 2000, multiline: true }),
  text: requiredText({ max: 50 }),
};

const INPUTS: unknown[] = [
  '',
  '   ',
  'Ann',
  ' Ann ',
  'Ann\u0001',
  'Ann\tLee',
  'Line\nbreak',
  'Ann 😀',
  '\uD800',
  '...',
  'a@b',
  'ann@example.com',
  ' ann@example.com ',
  ' 12345 ',
  ' 2024-02-29 ',
  'a..b@example.com',
  '.a@example.com',
  'a.@example.com',
  'a@.example.com',
  '12 Main St',
  'Main St',
  '1899-12-31',
  '1900-01-01',
  '2023-02-29',
  '2024-02-29',
  '02/29/2024',
  '12345',
  '12345-6789',
  '(212) 555-0123',
  'Lenses4ever',
  'short1',
  'lettersonly',
  null,
  42,
];

describe('one rule on both sides: each field’s zod schema and its JSON Schema in the document agree', () => {
  it.each(Object.entries(FIELDS))('%s', (_name, schema) => {
    const document = documented(schema);
    const disagreements = INPUTS.filter(
      (input) => schema.safeParse(input).success !== document(input),
    ).map((input) => ({ input, server: schema.safeParse(input).success }));
    expect(disagreements).toEqual([]);
  });
});
