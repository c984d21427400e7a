import { validExamples } from '../testing/examples';
import { errorsOf, expectAccepted, expectError } from '../testing/expect-errors';
import { describeFields } from '../testing/field-table';
import { ecpSearchByPostalCodeQuerySchema, ecpSearchByRadiusQuerySchema } from './ecp-search';
import { ecpCodeRequestSchema, ecpNotListedSchema, ecpSelectionSchema } from './ecp-selection';
import { ecpUploadRowSchema } from './ecp-upload-row';

describeFields('ECP selection', ecpSelectionSchema, validExamples.ecpSelection, [
  {
    field: 'sap',
    accept: ['999', 42],
    reject: [
      [undefined, 'NULL'],
      ['12.5', 'VALIDATION'],
      ['12345678901', 'VALIDATION'],
    ],
  },
]);

describe('ECP not listed', () => {
  it('sap 999 with both names is accepted', () => {
    expectAccepted(ecpNotListedSchema, validExamples.ecpNotListed);
  });

  it.each(['first_name', 'last_name'])('sap 999 without %s is NULL', (field) => {
    expectError(ecpNotListedSchema, { ...validExamples.ecpNotListed, [field]: '' }, field, 'NULL');
  });

  it('another sap needs no names', () => {
    expectAccepted(ecpNotListedSchema, { sap: '1234567' });
  });

  it('names follow the name rule and refuse an e-mail address', () => {
    expect(
      errorsOf(ecpNotListedSchema, { sap: '999', first_name: 'dr@x.com', last_name: 'Ruiz' }),
    ).toEqual([
      {
        name: 'first_name',
        code: 'VALIDATION',
        message: 'Enter a name here, not an e-mail address.',
      },
    ]);
  });
});

describeFields('ECP code request', ecpCodeRequestSchema, validExamples.ecpCodeRequest, [
  {
    field: 'email',
    accept: ['x@y.us'],
    reject: [
      [undefined, 'NULL'],
      ['x@y', 'VALIDATION'],
    ],
  },
  { field: 'sap', accept: ['1'], reject: [[undefined, 'NULL']] },
]);

describeFields(
  'ECP search by postal code',
  ecpSearchByPostalCodeQuerySchema,
  validExamples.ecpSearchByPostalCodeQuery,
  [
    {
      field: 'eye_care_professional_postal_code',
      accept: ['10001-1234'],
      reject: [
        [undefined, 'NULL'],
        ['1000', 'VALIDATION'],
        ['K1A 0B1', 'VALIDATION'],
      ],
    },
    {
      field: 'eye_care_professional_account_name',
      accept: [undefined, '', '20/20 Eye Care & Co.'],
      reject: [['x'.repeat(101), 'VALIDATION']],
    },
    { field: 'country', accept: [undefined, 'US'], reject: [['FR', 'VALIDATION']] },
  ],
);

describe('ECP search by postal code output', () => {
  it('uses only the first 5 digits of a ZIP+4', () => {
    const query = {
      ...validExamples.ecpSearchByPostalCodeQuery,
      eye_care_professional_postal_code: '10001-1234',
    };
    expect(expectAccepted(ecpSearchByPostalCodeQuerySchema, query)).toMatchObject({
      eye_care_professional_postal_code: '10001',
    });
  });

  it('accepts a Canadian postal code when the country is CA', () => {
    expectAccepted(ecpSearchByPostalCodeQuerySchema, {
      eye_care_professional_postal_code: 'k1a 0b1',
      country: 'CA',
    });
  });
});

describe('ECP search by radius', () => {
  it('needs a radius (NULL) in 1-100 miles', () => {
    expectError(
      ecpSearchByRadiusQuerySchema,
      { eye_care_professional_postal_code: '10001' },
      'radius',
      'NULL',
    );
    expectError(
      ecpSearchByRadiusQuerySchema,
      { radius: '0', eye_care_professional_postal_code: '10001' },
      'radius',
      'VALIDATION',
    );
    expectError(
      ecpSearchByRadiusQuerySchema,
      { radius: 'far', eye_care_professional_postal_code: '10001' },
      'radius',
      'VALIDATION',
    );
  });

  it('accepts a postal code, or both latitude and longitude, as query text', () => {
    expect(
      expectAccepted(ecpSearchByRadiusQuerySchema, {
        radius: '25',
        eye_care_professional_postal_code: '10001',
      }),
    ).toEqual({
      radius: 25,
      eye_care_professional_postal_code: '10001',
    });
    expect(
      expectAccepted(ecpSearchByRadiusQuerySchema, validExamples.ecpSearchByRadiusQuery),
    ).toMatchObject({
      latitude: 40.75,
      longitude: -73.99,
    });
  });

  it('needs a postal code or a location', () => {
    expectError(
      ecpSearchByRadiusQuerySchema,
      { radius: 5 },
      'eye_care_professional_postal_code',
      'VALIDATION',
    );
  });

  it('latitude needs longitude and vice versa (NULL)', () => {
    expectError(ecpSearchByRadiusQuerySchema, { radius: 5, latitude: 40 }, 'longitude', 'NULL');
    expectError(ecpSearchByRadiusQuerySchema, { radius: 5, longitude: -70 }, 'latitude', 'NULL');
  });

  it('checks latitude and longitude ranges', () => {
    expectError(
      ecpSearchByRadiusQuerySchema,
      { radius: 5, latitude: 91, longitude: 0 },
      'latitude',
      'VALIDATION',
    );
    expectError(
      ecpSearchByRadiusQuerySchema,
      { radius: 5, latitude: 0, longitude: '-181' },
      'longitude',
      'VALIDATION',
    );
  });
});

describeFields('ECP upload row', ecpUploadRowSchema, validExamples.ecpUploadRow, [
  {
    field: 'sap',
    accept: ['1'],
    reject: [
      [undefined, 'NULL'],
      ['S-1', 'VALIDATION'],
    ],
  },
  {
    field: 'account_name',
    accept: ['Dr. Ana Ruiz, O.D.', 'Eyes + More'],
    // Formula-like names are refused at upload (issue 29).
    reject: [
      ['', 'NULL'],
      ['=HYPERLINK("https://evil.example","Click")', 'VALIDATION'],
      ['+1 Optical', 'VALIDATION'],
      ['-Vision', 'VALIDATION'],
      ['@Eyes', 'VALIDATION'],
    ],
  },
  {
    field: 'display_name',
    accept: [undefined, 'Bright Eyes'],
    reject: [['=1+1', 'VALIDATION']],
  },
  {
    field: 'status',
    accept: ['active', 'inactive', 'Active'],
    reject: [
      [undefined, 'NULL'],
      ['closed', 'VALIDATION'],
    ],
  },
  {
    field: 'unaffiliated',
    accept: [true, false, 'TRUE', 'false', '1', '0'],
    reject: [
      [undefined, 'NULL'],
      ['maybe', 'VALIDATION'],
    ],
  },
  {
    field: 'territory_code',
    accept: [undefined, 'x'.repeat(50)],
    reject: [['x'.repeat(51), 'VALIDATION']],
  },
  {
    field: 'period_name',
    accept: [
      undefined,
      'preferredpractice',
      'pilot',
      'trial',
      '2020_q1',
      '2025_q4',
      'checkout_shop',
      'oasys_max_pilot',
    ],
    reject: [
      ['2026_q1', 'VALIDATION'],
      ['Pilot', 'VALIDATION'],
    ],
  },
  {
    field: 'start_date',
    accept: ['01/01/2025'],
    reject: [
      ['2025-07-01', 'VALIDATION'],
      [undefined, 'NULL'],
    ],
  },
  {
    field: 'checkout_shop_start',
    accept: [undefined, '06/15/2025'],
    reject: [['06/31/2025', 'VALIDATION']],
  },
  { field: 'address1', accept: ['1 Rue Principale'], reject: [['Rue Principale', 'VALIDATION']] },
  {
    field: 'state',
    accept: ['QC', 'ny'],
    reject: [
      ['NYC', 'VALIDATION'],
      ['N', 'VALIDATION'],
    ],
  },
  {
    field: 'country',
    accept: ['US'],
    reject: [
      ['CAN', 'VALIDATION'],
      [undefined, 'NULL'],
    ],
  },
  {
    field: 'postal_code',
    accept: ['10012-0001'],
    reject: [
      ['H2X 1Y4', 'VALIDATION'],
      ['1001', 'VALIDATION'],
    ],
  },
]);

describe('ECP upload row messages and cross-field rules', () => {
  const row = validExamples.ecpUploadRow;

  it.each([
    ['status', 'closed', 'invalid status'],
    ['unaffiliated', 'maybe', 'invalid unaffiliated status'],
    ['period_name', '2019_q4', 'invalid period name'],
  ])('%s uses the specification message', (field, value, text) => {
    expect(errorsOf(ecpUploadRowSchema, { ...row, [field]: value })).toEqual([
      { name: field, code: 'VALIDATION', message: text },
    ]);
  });

  it('a Canadian row takes a Canadian postal code', () => {
    expectAccepted(ecpUploadRowSchema, {
      ...row,
      country: 'CA',
      state: 'QC',
      postal_code: 'H2X 1Y4',
    });
    expectError(
      ecpUploadRowSchema,
      { ...row, country: 'CA', state: 'QC', postal_code: '10012' },
      'postal_code',
      'VALIDATION',
    );
  });

  it('a period without dates is NULL on the missing date', () => {
    expectError(ecpUploadRowSchema, { ...row, end_date: '' }, 'end_date', 'NULL');
    expectAccepted(ecpUploadRowSchema, { ...row, period_name: '', start_date: '', end_date: '' });
  });

  it('the period ends on or after it starts', () => {
    expectError(
      ecpUploadRowSchema,
      { ...row, start_date: '10/01/2025', end_date: '09/30/2025' },
      'end_date',
      'VALIDATION',
    );
    expectAccepted(ecpUploadRowSchema, {
      ...row,
      start_date: '09/30/2025',
      end_date: '09/30/2025',
    });
  });

  it('turns the CSV text into booleans and numbers', () => {
    expect(expectAccepted(ecpUploadRowSchema, row)).toMatchObject({
      unaffiliated: false,
      latitude: 40.72,
    });
  });
});
