import { validExamples } from '../testing/examples';
import { expectAccepted, expectError } from '../testing/expect-errors';
import { describeFields } from '../testing/field-table';
import { optInSchema, sendResultsSchema, signedLinkSchema } from './opt-in';

describeFields('opt-in', optInSchema, validExamples.optIn, [
  {
    field: 'opt_in_source',
    accept: ['estimator', 'site', 'checkout'],
    reject: [
      [undefined, 'NULL'],
      ['popup', 'VALIDATION'],
    ],
  },
  { field: 'email_opt_in', accept: [undefined, false], reject: [['true', 'VALIDATION']] },
  { field: 'sms_opt_in', accept: [undefined, false], reject: [[0, 'VALIDATION']] },
  { field: 'email', accept: ['x@y.com'], reject: [['x@', 'VALIDATION']] },
  { field: 'phone_number', accept: [undefined, ''], reject: [['12', 'VALIDATION']] },
]);

describe('opt-in channels', () => {
  it('SMS opt-in needs a phone number and the disclosure version shown (NULL)', () => {
    expectError(optInSchema, { sms_opt_in: true, opt_in_source: 'site' }, 'phone_number', 'NULL');
    expectError(
      optInSchema,
      { sms_opt_in: true, phone_number: '3125550199', opt_in_source: 'site' },
      'sms_consent_version',
      'NULL',
    );
    expectAccepted(optInSchema, {
      sms_opt_in: true,
      phone_number: '3125550199',
      sms_consent_version: 'sms-2025-09',
      opt_in_source: 'site',
    });
  });

  it('e-mail opt-in needs the wording version shown (NULL)', () => {
    expectError(
      optInSchema,
      { email_opt_in: true, email: 'a@b.io', opt_in_source: 'site' },
      'email_consent_version',
      'NULL',
    );
  });

  it('e-mail opt-in needs an e-mail address (NULL)', () => {
    expectError(
      optInSchema,
      { email_opt_in: true, email: ' ', opt_in_source: 'checkout' },
      'email',
      'NULL',
    );
  });

  it('opting out needs neither', () => {
    expect(expectAccepted(optInSchema, { opt_in_source: 'estimator' })).toMatchObject({
      email_opt_in: false,
      sms_opt_in: false,
    });
  });
});

describeFields('signed link', signedLinkSchema, validExamples.signedLink, [
  {
    field: 'token',
    accept: ['a.b.c'],
    reject: [
      [undefined, 'NULL'],
      ['a b', 'VALIDATION'],
    ],
  },
]);

describeFields('send results', sendResultsSchema, validExamples.sendResults, [
  { field: 'email', accept: ['a@b.io'], reject: [[undefined, 'NULL']] },
  {
    field: 'brand',
    accept: ['1MA'],
    reject: [
      [undefined, 'NULL'],
      ['1XX', 'VALIDATION'],
    ],
  },
  {
    field: 'monthly_amount',
    accept: ['6'],
    reject: [
      [undefined, 'NULL'],
      [7, 'VALIDATION'],
    ],
  },
  { field: 'patient_name', accept: [undefined, 'Ana'], reject: [['ana@x.com', 'VALIDATION']] },
  { field: 'language', accept: [undefined, 'en'], reject: [['pt', 'VALIDATION']] },
]);
