import { validExamples } from '../testing/examples';
import { errorsOf, expectAccepted, expectError, withField } from '../testing/expect-errors';
import { describeFields } from '../testing/field-table';
import { escalationSchema, makeEscalationSchema } from './escalation';

const base = validExamples.escalation;

describeFields('escalation', escalationSchema, base, [
  {
    field: 'first_name',
    accept: ['Lee'],
    reject: [
      [undefined, 'NULL'],
      ['lee@x.com', 'VALIDATION'],
    ],
  },
  {
    field: 'email',
    accept: ['a@b.co'],
    reject: [
      [undefined, 'NULL'],
      ['nope', 'VALIDATION'],
    ],
  },
  {
    field: 'contact_type',
    accept: ['patient', 'other'],
    reject: [
      [undefined, 'NULL'],
      ['vendor', 'VALIDATION'],
    ],
  },
  {
    field: 'rewards_submission_type',
    accept: ['express_rewards'],
    reject: [
      ['', 'NULL'],
      ['fax', 'VALIDATION'],
    ],
  },
  {
    field: 'reason_for_inquiry',
    accept: ['other'],
    reject: [
      [undefined, 'NULL'],
      ['why', 'VALIDATION'],
    ],
  },
  {
    field: 'sap',
    accept: ['42', 42],
    reject: [
      ['', 'NULL'],
      ['SAP-42', 'VALIDATION'],
      ['4.2', 'VALIDATION'],
    ],
  },
  { field: 'patient_first_name', accept: ['Ana'], reject: [[undefined, 'NULL']] },
  {
    field: 'patient_last_initial',
    accept: ['R', 'é'],
    reject: [
      [undefined, 'NULL'],
      ['Ru', 'VALIDATION'],
      ['1', 'VALIDATION'],
      ['.', 'VALIDATION'],
    ],
  },
  { field: 'patient_email', accept: ['ana@example.com'], reject: [['ana', 'VALIDATION']] },
  { field: 'patient_phone_number', accept: ['3125550199'], reject: [['3120550199', 'VALIDATION']] },
  {
    field: 'patient_order_number',
    accept: [undefined, 'ORD-123'],
    reject: [['ORD 123', 'VALIDATION']],
  },
  { field: 'contact_preference', accept: [undefined, 'email'], reject: [['pigeon', 'VALIDATION']] },
  {
    field: 'captcha_token',
    accept: ['abc'],
    reject: [
      [undefined, 'NULL'],
      ['', 'NULL'],
      ['a b', 'VALIDATION'],
    ],
  },
]);

describe('escalation rules', () => {
  it('sap is needed only when the reason is ecp_ineligible', () => {
    expectAccepted(
      escalationSchema,
      withField({ ...base, reason_for_inquiry: 'reward_card' }, 'sap', undefined),
    );
  });

  it('says "SAP must be an integer"', () => {
    expect(errorsOf(escalationSchema, { ...base, sap: 'abc' })).toEqual([
      { name: 'sap', code: 'VALIDATION', message: 'SAP must be an integer' },
    ]);
  });

  it('needs the patient e-mail or phone: "Patient Email or Phone Required"', () => {
    const neither = withField(base, 'patient_phone_number', '');
    expect(errorsOf(escalationSchema, neither)).toEqual([
      { name: 'patient_email', code: 'VALIDATION', message: 'Patient Email or Phone Required' },
    ]);
    expectAccepted(escalationSchema, { ...neither, patient_email: 'ana@example.com' });
  });

  it('practice staff reporting a practice that isn’t taking part name no patient (issue 29)', () => {
    const practice = {
      ...base,
      contact_type: 'ecp_staff',
      reason_for_inquiry: 'ecp_ineligible',
      sap: '42',
    };
    const noPatient = Object.fromEntries(
      Object.entries(practice).filter(([key]) => !key.startsWith('patient_')),
    );
    expectAccepted(escalationSchema, noPatient);
    // A patient's report of the same, or staff asking about anything else, still names one.
    for (const other of [
      { ...noPatient, contact_type: 'patient' },
      { ...noPatient, reason_for_inquiry: 'reward_card' },
    ])
      expect(errorsOf(escalationSchema, other).map((e) => [e.name, e.code])).toEqual([
        ['patient_first_name', 'NULL'],
        ['patient_last_initial', 'NULL'],
        ['patient_email', 'VALIDATION'],
      ]);
  });

  it('a phone contact preference needs a phone number', () => {
    expectError(escalationSchema, { ...base, contact_preference: 'phone' }, 'phone_number', 'NULL');
  });

  it('the captcha can be switched off (localhost, automated tests)', () => {
    expectAccepted(
      makeEscalationSchema({ captchaRequired: false }),
      withField(base, 'captcha_token', undefined),
    );
  });
});
