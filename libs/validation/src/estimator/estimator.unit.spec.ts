import { validExamples } from '../testing/examples';
import { expectAccepted } from '../testing/expect-errors';
import { describeFields } from '../testing/field-table';
import { eligibleRewardsPublicSchema, estimateQuerySchema, estimatorFormSchema } from './estimate';

describeFields('estimator form', estimatorFormSchema, validExamples.estimatorForm, [
  {
    field: 'brand',
    accept: ['TRP', 'PH'],
    reject: [
      [undefined, 'NULL'],
      ['', 'NULL'],
      ['ACUVUE', 'VALIDATION'],
    ],
  },
  {
    field: 'monthly_amount',
    accept: [3, 6, 9, 12, '3'],
    reject: [
      [undefined, 'NULL'],
      ['', 'NULL'],
      [4, 'VALIDATION'],
      ['twelve', 'VALIDATION'],
    ],
  },
]);

describeFields('estimate query', estimateQuerySchema, validExamples.estimateQuery, [
  { field: 'profileId', accept: [undefined, 'p1'], reject: [['p 1', 'VALIDATION']] },
  { field: 'patientId', accept: [undefined, '7'], reject: [['../7', 'VALIDATION']] },
  { field: 'sap', accept: [undefined, '', '999'], reject: [['x', 'VALIDATION']] },
  {
    field: 'unit_of_measure',
    accept: [undefined, '', 'months'],
    reject: [['weeks', 'VALIDATION']],
  },
]);

describe('estimate query output', () => {
  it('reads the monthly amount from the query text', () => {
    expect(expectAccepted(estimateQuerySchema, validExamples.estimateQuery)).toMatchObject({
      monthly_amount: 12,
    });
  });
});

describeFields(
  'eligible rewards (public)',
  eligibleRewardsPublicSchema,
  validExamples.eligibleRewardsPublic,
  [
    { field: 'brand', accept: [undefined, '', 'AAS'], reject: [['AAA', 'VALIDATION']] },
    { field: 'monthly_amount', accept: [undefined, '', '9'], reject: [[5, 'VALIDATION']] },
    { field: 'sap', accept: [undefined], reject: [['12a', 'VALIDATION']] },
  ],
);
