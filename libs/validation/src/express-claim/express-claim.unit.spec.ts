import { validExamples } from '../testing/examples';
import { describeFields } from '../testing/field-table';
import { expectError } from '../testing/expect-errors';
import {
  expressCheckoutSchema,
  expressClaimParamsSchema,
  expressClaimSchema,
  expressPhotoSchema,
} from './express-claim';

describeFields('express checkout', expressCheckoutSchema, validExamples.expressCheckout, [
  {
    field: 'entry_type',
    accept: ['checkout', 'shop'],
    reject: [
      [undefined, 'NULL'],
      ['site', 'VALIDATION'],
    ],
  },
  { field: 'sap', accept: ['1000001', 1000001], reject: [[undefined, 'NULL']] },
  { field: 'purchase_date', accept: ['2025-09-01'], reject: [['09/01/2025', 'VALIDATION']] },
  { field: 'order_number', accept: [undefined, 'POS-1234'], reject: [['POS 1234', 'VALIDATION']] },
  { field: 'email', accept: ['ana@example.com'], reject: [['ana@', 'VALIDATION']] },
  { field: 'phone_number', accept: ['(212) 555-0123', ''], reject: [['555-0123', 'VALIDATION']] },
  { field: 'language', accept: [undefined, 'en', 'es'], reject: [['fr', 'VALIDATION']] },
]);

describe('express checkout contact', () => {
  it('needs the patient’s e-mail or phone (either will do)', () => {
    const { email: _email, ...noEmail } = validExamples.expressCheckout;
    expectError(expressCheckoutSchema, noEmail, 'email', 'NULL');
    expectError(
      expressCheckoutSchema,
      { ...noEmail, email: '', phone_number: '' },
      'email',
      'NULL',
    );
    expect(
      expressCheckoutSchema.safeParse({ ...noEmail, phone_number: '212-555-0123' }),
    ).toMatchObject({ success: true, data: { phone_number: '2125550123' } });
  });
});

describe('express checkout supplies', () => {
  it('needs at least one eye', () => {
    expectError(
      expressCheckoutSchema,
      { ...validExamples.expressCheckout, supplies: {} },
      'supplies.brand_r',
      'NULL',
    );
  });
});

describeFields('express claim', expressClaimSchema, validExamples.expressClaim, [
  {
    field: 'first_name',
    accept: ['Ana'],
    reject: [
      [undefined, 'NULL'],
      ['ana@x.com', 'VALIDATION'],
    ],
  },
  { field: 'email', accept: ['ana@example.com'], reject: [['ana@', 'VALIDATION']] },
  {
    field: 'address1',
    accept: ['12 Elm St'],
    reject: [
      [undefined, 'NULL'],
      ['Elm Street', 'VALIDATION'],
    ],
  },
  { field: 'address2', accept: [undefined, '', 'Apt 2'], reject: [['Apt 2 😀', 'VALIDATION']] },
  { field: 'postal_code', accept: ['89501', '89501-1234'], reject: [['8950', 'VALIDATION']] },
  { field: 'language', accept: [undefined, 'es'], reject: [['fr', 'VALIDATION']] },
]);

describeFields('express claim params', expressClaimParamsSchema, validExamples.expressClaimParams, [
  {
    field: 'submissionId',
    accept: ['kT3vQm9xR2wLp8yZa1bC4d'],
    reject: [
      ['../etc/passwd', 'VALIDATION'],
      ['x'.repeat(65), 'VALIDATION'],
    ],
  },
]);

describeFields('express photo', expressPhotoSchema, validExamples.expressPhoto, [
  {
    field: 'url',
    accept: ['https://lens.example/api/uploads/x'],
    reject: [
      [undefined, 'NULL'],
      ['not a url', 'VALIDATION'],
    ],
  },
]);
