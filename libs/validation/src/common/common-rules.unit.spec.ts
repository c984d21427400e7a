import { type z } from 'zod';
import { errorsOf, expectAccepted, expectError } from '../testing/expect-errors';
import { address1, addressLine, city, country, state, stateCode, zip5, zipPlus4 } from './address';
import { flag, list, ticked } from './choices';
import { email, phone, requiredPhone } from './contact';
import { isoDate, usDate } from './dates';
import { exceptionId, exportId, jiraId, optionalConfirmationCode, sap, sku } from './ids';
import { personName } from './names';
import { boxCount, supply } from './numbers';
import { payload } from './objects';
import { optionalText, requiredText } from './text';
import { imageUrl } from './url';

type Code = 'NULL' | 'VALIDATION';

interface RuleCase {
  readonly rule: string;
  readonly schema: z.ZodType;
  readonly accept: readonly unknown[];
  readonly reject: readonly (readonly [unknown, Code])[];
}

/** Every common rule on a one-field form `{ value }`. */
const rules = (): RuleCase[] => [
  {
    rule: 'required → NULL',
    schema: requiredText({ max: 10 }),
    accept: ['x'],
    reject: [
      [undefined, 'NULL'],
      [null, 'NULL'],
      ['', 'NULL'],
      ['   ', 'NULL'],
      [5, 'VALIDATION'],
    ],
  },
  {
    rule: 'no emoji (beyond the basic multilingual plane)',
    schema: requiredText({ max: 50 }),
    accept: ['café', 'Ωμέγα', 'שלום', 'مرحبا', '日本語', '☺ basic-plane symbol'],
    reject: [
      ['hi 😀', 'VALIDATION'],
      ['𝐀 math letter', 'VALIDATION'],
      ['lone \uD83D surrogate', 'VALIDATION'],
    ],
  },
  {
    rule: 'no control characters (line breaks only in multi-line text)',
    schema: requiredText({ max: 50 }),
    accept: ['plain'],
    reject: [
      ['a\u0000b', 'VALIDATION'],
      ['a\nb', 'VALIDATION'],
      ['a\u007Fb', 'VALIDATION'],
    ],
  },
  {
    rule: 'multi-line text keeps line breaks',
    schema: optionalText({ max: 50, multiline: true }),
    accept: ['line one\nline two\ttabbed', '', undefined],
    reject: [
      ['bell\u0007', 'VALIDATION'],
      [['array'], 'VALIDATION'],
    ],
  },
  {
    rule: 'maximum length',
    schema: requiredText({ max: 5 }),
    accept: ['12345'],
    reject: [['123456', 'VALIDATION']],
  },
  {
    rule: 'e-mail',
    schema: email(),
    accept: [
      'a@b.co',
      'First.Last+tag@sub.example.org',
      "o'neil@example.com",
      ' padded@example.com ',
    ],
    reject: [
      ['plain', 'VALIDATION'],
      ['a@b', 'VALIDATION'],
      ['a..b@example.com', 'VALIDATION'],
      ['.a@example.com', 'VALIDATION'],
      ['a.@example.com', 'VALIDATION'],
      ['a@.example.com', 'VALIDATION'],
      ['a b@example.com', 'VALIDATION'],
      ['ñ@example.com', 'VALIDATION'],
      ['', 'NULL'],
    ],
  },
  {
    rule: 'names: letters, accents, spaces and . , / ; : > & \' " ! ( ) -',
    schema: personName(),
    accept: [
      'José',
      "D'Angelo-Smith",
      'Anne Marie',
      'J. R. R.',
      'Zoë (Zo)',
      'Ngũgĩ',
      'Søren & Åsa',
      'Renée; "Ren"!',
    ],
    reject: [
      ['R2D2', 'VALIDATION'],
      ['Anna_Lee', 'VALIDATION'],
      ['Bob#1', 'VALIDATION'],
      ['...', 'VALIDATION'],
      ['', 'NULL'],
    ],
  },
  {
    rule: 'names: no "@" where the form says so, with its own message',
    schema: personName({ noAtSign: true }),
    accept: ['Ana'],
    reject: [['ana@example.com', 'VALIDATION']],
  },
  {
    rule: 'address1: address characters with a letter and a digit',
    schema: address1(),
    accept: ['123 Main St.', "4-B Rue de l'Église", 'PO Box 12', "10 O'Hara Ave, #3"],
    reject: [
      ['Main Street', 'VALIDATION'],
      ['1234', 'VALIDATION'],
      ['12 Main St!', 'VALIDATION'],
      ['', 'NULL'],
    ],
  },
  {
    rule: 'further address lines: optional, address characters',
    schema: addressLine(),
    accept: ['Apt 4B', 'Suite 200', '', undefined],
    reject: [['Apt <4>', 'VALIDATION']],
  },
  {
    rule: 'city',
    schema: city(),
    accept: ['San José', 'Winston-Salem', "Coeur d'Alene"],
    reject: [
      ['12345', 'VALIDATION'],
      ['', 'NULL'],
    ],
  },
  {
    rule: 'state: alphanumeric',
    schema: state(),
    accept: ['TX', 'NY', 'QC1'],
    reject: [
      ['New York', 'VALIDATION'],
      ['T-X', 'VALIDATION'],
      ['', 'NULL'],
    ],
  },
  {
    rule: 'state in the ECP upload: exactly 2',
    schema: stateCode(),
    accept: ['TX', 'on'],
    reject: [
      ['T', 'VALIDATION'],
      ['TEX', 'VALIDATION'],
    ],
  },
  {
    rule: 'postal code: 5 digits',
    schema: zip5(),
    accept: ['02134'],
    reject: [
      ['2134', 'VALIDATION'],
      ['02134-1234', 'VALIDATION'],
      ['ABCDE', 'VALIDATION'],
      ['', 'NULL'],
    ],
  },
  {
    rule: 'postal code: 5+4 where allowed',
    schema: zipPlus4(),
    accept: ['02134', '02134-1234'],
    reject: [
      ['02134-12', 'VALIDATION'],
      ['021341234', 'VALIDATION'],
    ],
  },
  {
    rule: 'country: US or CA',
    schema: country(),
    accept: ['US', 'CA', ' us '],
    reject: [
      ['MX', 'VALIDATION'],
      ['USA', 'VALIDATION'],
      [undefined, 'NULL'],
    ],
  },
  {
    rule: 'phone: North American, area and exchange 2-9, blank allowed',
    schema: phone(),
    accept: ['2125550123', '(212) 555-0123', '212.555.0123', '+1 212 555 0123', '', undefined],
    reject: [
      ['1125550123', 'VALIDATION'],
      ['2121550123', 'VALIDATION'],
      ['212555012', 'VALIDATION'],
      ['21255501234', 'VALIDATION'],
      ['phone', 'VALIDATION'],
    ],
  },
  {
    rule: 'phone where required',
    schema: requiredPhone(),
    accept: ['4155550100'],
    reject: [['', 'NULL']],
  },
  {
    rule: 'reward confirmation code: 14 alphanumerics, or 16 with hyphens',
    schema: optionalConfirmationCode(),
    accept: ['ABCD1234EFGH56', 'ABCD-12345-EFGHI', 'abcd1234efgh56', ''],
    reject: [
      ['ABCD1234EFGH5', 'VALIDATION'],
      ['ABCD1234EFGH5678', 'VALIDATION'],
      ['ABCD--1234EFGH56', 'VALIDATION'],
      ['-ABCD1234EFGH56-', 'VALIDATION'],
      ['ABCD_1234EFGH56', 'VALIDATION'],
    ],
  },
  {
    rule: 'supply: integer 1-12',
    schema: supply(),
    accept: [1, 12, '6'],
    reject: [
      [0, 'VALIDATION'],
      [13, 'VALIDATION'],
      [2.5, 'VALIDATION'],
      ['six', 'VALIDATION'],
      ['', 'NULL'],
    ],
  },
  {
    rule: 'lenses per box and boxes: 0.5 or a 1-2 digit integer',
    schema: boxCount(),
    accept: [0.5, 1, 30, 99, '0.5', '90'],
    reject: [
      [0, 'VALIDATION'],
      [100, 'VALIDATION'],
      [1.5, 'VALIDATION'],
      [-1, 'VALIDATION'],
      [undefined, 'NULL'],
    ],
  },
  {
    rule: 'SKU: exactly 11 digits',
    schema: sku(),
    accept: ['73330012345'],
    reject: [
      ['7333001234', 'VALIDATION'],
      ['733300123456', 'VALIDATION'],
      ['7333001234X', 'VALIDATION'],
    ],
  },
  {
    rule: 'image URLs are URLs',
    schema: imageUrl(),
    accept: ['https://uploads.example.com/orig/a.jpg', 'http://localhost:3000/uploads/a.png'],
    reject: [
      ['not a url', 'VALIDATION'],
      ['javascript:alert(1)', 'VALIDATION'],
      ['/relative.jpg', 'VALIDATION'],
      ['', 'NULL'],
    ],
  },
  {
    rule: 'strict YYYY-MM-DD',
    schema: isoDate(),
    accept: ['2024-02-29', '1990-12-31'],
    reject: [
      ['2023-02-29', 'VALIDATION'],
      ['2024-13-01', 'VALIDATION'],
      ['2024-1-01', 'VALIDATION'],
      ['01/02/2024', 'VALIDATION'],
      ['2024-01-01T00:00:00Z', 'VALIDATION'],
      ['1899-12-31', 'VALIDATION'],
      ['', 'NULL'],
    ],
  },
  {
    rule: 'ECP upload dates: MM/DD/YYYY',
    schema: usDate(),
    accept: ['02/29/2024', '12/31/2025'],
    reject: [
      ['2024-02-29', 'VALIDATION'],
      ['02/30/2024', 'VALIDATION'],
      ['2/3/2024', 'VALIDATION'],
    ],
  },
  {
    rule: 'sap: an integer',
    schema: sap(),
    accept: ['999', 1234567, ' 42 '],
    reject: [
      ['12a', 'VALIDATION'],
      [-5, 'VALIDATION'],
      [1.5, 'VALIDATION'],
      ['', 'NULL'],
    ],
  },
  {
    rule: 'jira id: upper-case letters, hyphen, digits; at most 12',
    schema: jiraId(),
    accept: ['ABC-123', 'FINANCE-9999'],
    reject: [
      ['abc-123', 'VALIDATION'],
      ['ABC123', 'VALIDATION'],
      ['FINANCE-99999', 'VALIDATION'],
    ],
  },
  {
    rule: 'admin profile export id: 10 word characters',
    schema: exportId(),
    accept: ['a1b2c3d4e5', 'ABCDE_1234'],
    reject: [
      ['a1b2c3d4e', 'VALIDATION'],
      ['a1b2c3d4e5f', 'VALIDATION'],
      ['a1b2-3d4e5', 'VALIDATION'],
    ],
  },
  {
    rule: 'exception id: alphanumeric and hyphen',
    schema: exceptionId(),
    accept: ['exc-2025-001'],
    reject: [
      ['exc_2025', 'VALIDATION'],
      ['exc 1', 'VALIDATION'],
    ],
  },
  {
    rule: 'booleans',
    schema: flag('Not a boolean'),
    accept: [true, false],
    reject: [
      ['true', 'VALIDATION'],
      [1, 'VALIDATION'],
      [undefined, 'NULL'],
    ],
  },
  {
    rule: 'a checkbox that must be ticked',
    schema: ticked('must confirm'),
    accept: [true],
    reject: [
      [false, 'NULL'],
      [undefined, 'NULL'],
      ['yes', 'VALIDATION'],
    ],
  },
  {
    rule: 'arrays ("Not an array")',
    schema: list(requiredText({ max: 5 }), { min: 1, max: 2 }),
    accept: [['a'], ['a', 'b']],
    reject: [
      ['a', 'VALIDATION'],
      [[], 'VALIDATION'],
      [['a', 'b', 'c'], 'VALIDATION'],
      [{}, 'VALIDATION'],
    ],
  },
];

describe.each(rules())('rule: $rule', ({ schema, accept, reject }) => {
  const form = payload({ value: schema });

  it.each(accept.map((value) => [value]))('accepts %j', (value) => {
    expectAccepted(form, value === undefined ? {} : { value });
  });

  it.each(reject.map(([value, code]) => [value, code]))(
    'rejects %j with code %s',
    (value, code) => {
      expectError(form, value === undefined ? {} : { value }, 'value', code);
    },
  );
});

describe('normalised output', () => {
  it('trims and lower-cases e-mail addresses', () => {
    expect(expectAccepted(payload({ e: email() }), { e: '  Ana.Ruiz@Example.COM ' })).toEqual({
      e: 'ana.ruiz@example.com',
    });
  });

  it('keeps the 10 digits of a phone number', () => {
    expect(expectAccepted(payload({ p: phone() }), { p: '+1 (212) 555-0123' })).toEqual({
      p: '2125550123',
    });
  });

  it('upper-cases a confirmation code and a state code', () => {
    const form = payload({ c: optionalConfirmationCode(), s: stateCode() });
    expect(expectAccepted(form, { c: 'abcd-12345-efghi', s: 'tx' })).toEqual({
      c: 'ABCD-12345-EFGHI',
      s: 'TX',
    });
  });

  it('reads numbers typed into a form or sent in a query string', () => {
    expect(expectAccepted(payload({ n: supply() }), { n: ' 12 ' })).toEqual({ n: 12 });
  });
});

describe('one error per field', () => {
  it('reports the first rule that fails (length before format)', () => {
    const errors = errorsOf(payload({ e: email() }), { e: `${'x'.repeat(300)}😀` });
    expect(errors).toEqual([
      { name: 'e', code: 'VALIDATION', message: 'Use at most 254 characters.' },
    ]);
  });
});
