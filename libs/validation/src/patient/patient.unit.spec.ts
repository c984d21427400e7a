import { validExamples } from '../testing/examples';
import { expectAccepted } from '../testing/expect-errors';
import { describeFields } from '../testing/field-table';
import { limitRemainingQuerySchema } from './limit-remaining';
import { patientAddSchema, patientInfoSchema, patientUpdateSchema } from './patient-info';

describeFields('patient info', patientInfoSchema, validExamples.patientInfo, [
  {
    field: 'name',
    accept: ['Jean-Luc Picard'],
    reject: [
      [undefined, 'NULL'],
      ['Agent 007', 'VALIDATION'],
    ],
  },
  {
    field: 'relation_to_profile',
    accept: ['SELF', 'PARENT', 'GUARDIAN', 'SPOUSE', 'OTHER'],
    reject: [
      [undefined, 'NULL'],
      ['PENDING', 'NULL'],
      ['FRIEND', 'VALIDATION'],
    ],
  },
  {
    field: 'address1',
    accept: ['1 Infinite Loop'],
    reject: [
      [undefined, 'NULL'],
      ['Infinite Loop', 'VALIDATION'],
    ],
  },
  { field: 'address2', accept: [undefined, ''], reject: [['Apt 😀', 'VALIDATION']] },
  {
    field: 'city',
    accept: ['Saint-Jérôme'],
    reject: [
      ['', 'NULL'],
      ['@home', 'VALIDATION'],
    ],
  },
  {
    field: 'state',
    accept: ['CA'],
    reject: [
      [undefined, 'NULL'],
      ['C A', 'VALIDATION'],
    ],
  },
  {
    field: 'postal_code',
    accept: ['94016', '94016-0001'],
    reject: [
      [undefined, 'NULL'],
      ['9401', 'VALIDATION'],
    ],
  },
  { field: 'country', accept: [undefined, '', 'ca'], reject: [['MX', 'VALIDATION']] },
  {
    field: 'student_status',
    accept: [undefined, '', 'yes', 'no', 'prefer_not_to_answer'],
    reject: [['maybe', 'VALIDATION']],
  },
  { field: 'sap', accept: [undefined, '999'], reject: [['9x9', 'VALIDATION']] },
]);

describeFields('patients/add', patientAddSchema, validExamples.patientAdd, [
  {
    field: 'sap',
    accept: ['999', 1234],
    reject: [
      [undefined, 'NULL'],
      ['abc', 'VALIDATION'],
    ],
  },
]);

describeFields('patients/update', patientUpdateSchema, validExamples.patientUpdate, [
  {
    field: 'id',
    accept: ['p-1', 17],
    reject: [
      [undefined, 'NULL'],
      ['p 1', 'VALIDATION'],
      ['x'.repeat(65), 'VALIDATION'],
    ],
  },
]);

describe('patients/update output', () => {
  it('keeps saps and ids as text', () => {
    expect(
      expectAccepted(patientUpdateSchema, { ...validExamples.patientUpdate, id: 17 }),
    ).toMatchObject({
      id: '17',
      sap: '1234567',
    });
  });
});

describeFields(
  'patients/limit-remaining',
  limitRemainingQuerySchema,
  validExamples.limitRemainingQuery,
  [
    { field: 'patient_id', accept: ['p-9'], reject: [[undefined, 'NULL']] },
    { field: 'purchase_submission_id', accept: [undefined, ''], reject: [['a/b', 'VALIDATION']] },
    {
      field: 'purchase_date',
      accept: [undefined, '2024-02-29'],
      reject: [['2025-02-29', 'VALIDATION']],
    },
  ],
);
