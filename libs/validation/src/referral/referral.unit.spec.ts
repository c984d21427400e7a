import { validExamples } from '../testing/examples';
import { errorsOf, expectAccepted, expectError } from '../testing/expect-errors';
import { describeFields } from '../testing/field-table';
import { makeViralReferralSchema, viralReferralSchema } from './viral-referral';

const base = validExamples.viralReferral;

describeFields('viral referral', viralReferralSchema, base, [
  {
    field: 'to_name1',
    accept: ['Ana María'],
    reject: [
      [undefined, 'NULL'],
      ['ana@example.com', 'VALIDATION'],
    ],
  },
  {
    field: 'to_email1',
    accept: ['ANA@example.com'],
    reject: [
      ['', 'NULL'],
      ['ana@', 'VALIDATION'],
    ],
  },
  {
    field: 'taf_confirm',
    accept: [true],
    reject: [
      [false, 'NULL'],
      [undefined, 'NULL'],
      ['on', 'VALIDATION'],
    ],
  },
]);

describe('viral referral pairs', () => {
  it('accepts up to 3 complete pairs', () => {
    expectAccepted(viralReferralSchema, {
      ...base,
      to_name2: 'Bo',
      to_email2: 'bo@example.com',
      to_name3: 'Cy',
      to_email3: 'cy@example.com',
    });
  });

  it('each half requires its partner (NULL)', () => {
    expectError(viralReferralSchema, { ...base, to_name2: 'Bo' }, 'to_email2', 'NULL');
    expectError(viralReferralSchema, { ...base, to_email3: 'cy@example.com' }, 'to_name3', 'NULL');
  });

  it('needs at least one pair', () => {
    expect(errorsOf(viralReferralSchema, { taf_confirm: true })).toEqual([
      { name: 'to_name1', code: 'NULL', message: 'This field is required.' },
      { name: 'to_email1', code: 'NULL', message: 'This field is required.' },
    ]);
  });

  it('the same friend twice is DUPLICATE (case-insensitive)', () => {
    expectError(
      viralReferralSchema,
      { ...base, to_name2: 'Ana', to_email2: 'ANA@Example.com' },
      'to_email2',
      'DUPLICATE',
    );
  });

  it('the sender cannot refer themselves: REFERRED_SELF', () => {
    const schema = makeViralReferralSchema({ selfEmail: 'Me@Example.com' });
    expect(errorsOf(schema, { ...base, to_email1: 'me@example.com' })).toEqual([
      { name: 'to_email1', code: 'REFERRED_SELF', message: 'You cannot refer yourself.' },
    ]);
    expectAccepted(schema, base);
  });
});
