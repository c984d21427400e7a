import { validExamples } from '../testing/examples';
import { errorsOf, expectAccepted, expectError } from '../testing/expect-errors';
import { describeFields } from '../testing/field-table';
import {
  adminProfileExportParamsSchema,
  bonusTypeSchema,
  emailTriggerSchema,
  entrySearchQuerySchema,
  exceptionParamsSchema,
} from './admin-requests';
import { codeClassSchema, combineClassesSchema } from './code-class';
import { adminCommentFormSchema, entryCommentSchema, impersonationCommentSchema } from './comments';
import { invoiceRangeQuerySchema, invoiceSchema, invoiceSupportSchema } from './invoice';
import { promoEntityUploadSchema } from './promo-entity-upload';
import { promotionSchema } from './promotion';

describeFields('admin comment form', adminCommentFormSchema, validExamples.adminCommentForm, [
  {
    field: 'additionalComments',
    accept: ['Line one\nline two'],
    reject: [
      [undefined, 'NULL'],
      ['  ', 'NULL'],
      ['x'.repeat(2001), 'VALIDATION'],
    ],
  },
]);

describeFields('entry comment', entryCommentSchema, validExamples.entryComment, [
  {
    field: 'comment',
    accept: ['ok'],
    reject: [
      [undefined, 'NULL'],
      ['😀', 'VALIDATION'],
    ],
  },
]);

describeFields(
  'impersonation comment',
  impersonationCommentSchema,
  validExamples.impersonationComment,
  [
    {
      field: 'comment',
      accept: ['Helping with upload'],
      reject: [
        [undefined, 'NULL'],
        ['', 'NULL'],
      ],
    },
    { field: 'profile_id', accept: ['p-1'], reject: [[undefined, 'NULL']] },
  ],
);

describeFields('promotion', promotionSchema, validExamples.promotion, [
  {
    field: 'promotion_name',
    accept: ['Back to school'],
    reject: [
      [undefined, 'NULL'],
      ['', 'NULL'],
    ],
  },
  {
    field: 'code',
    accept: ['A_1'],
    reject: [
      [undefined, 'NULL'],
      ['A-1', 'VALIDATION'],
      ['A 1', 'VALIDATION'],
    ],
  },
  { field: 'jira_issue_id', accept: [undefined, 'MKT-1'], reject: [['mkt-1', 'VALIDATION']] },
  {
    field: 'start_date',
    accept: ['2025-06-30'],
    reject: [
      [undefined, 'NULL'],
      ['06/30/2025', 'VALIDATION'],
    ],
  },
  {
    field: 'eligible_brands',
    accept: [['OWT']],
    reject: [
      [[], 'VALIDATION'],
      ['OWT', 'VALIDATION'],
    ],
  },
  { field: 'eligible_brands.0', accept: ['PH'], reject: [['XX', 'VALIDATION']] },
  {
    field: 'patient_types',
    accept: [['new_product']],
    reject: [
      [undefined, 'NULL'],
      ['new_acuvue', 'VALIDATION'],
    ],
  },
  { field: 'patient_types.0', accept: ['new_product'], reject: [['returning', 'VALIDATION']] },
  { field: 'entry_types', accept: [['checkout', 'shop', 'site']], reject: [[{}, 'VALIDATION']] },
  { field: 'entry_types.0', accept: ['shop'], reject: [['store', 'VALIDATION']] },
  {
    field: 'both_eyes',
    accept: [false],
    reject: [
      [undefined, 'NULL'],
      ['false', 'VALIDATION'],
    ],
  },
  {
    field: 'award',
    accept: [1, 1000, '50'],
    reject: [
      [undefined, 'NULL'],
      [0, 'VALIDATION'],
      [12.5, 'VALIDATION'],
      [1001, 'VALIDATION'],
    ],
  },
]);

describe('promotion messages and rules', () => {
  const promotion = validExamples.promotion;

  it.each([
    ['patient_types', 'new_acuvue', 'patient_types', 'Not an array'],
    ['patient_types', ['returning'], 'patient_types.0', 'Not a valid patient type'],
    ['entry_types', 'site', 'entry_types', 'Not an array'],
    ['entry_types', ['store'], 'entry_types.0', 'Not a valid entry type'],
    ['both_eyes', 'yes', 'both_eyes', 'Not a boolean'],
  ])('%s = %j says "%s"', (field, value, name, text) => {
    expect(errorsOf(promotionSchema, { ...promotion, [field]: value })).toEqual([
      { name, code: 'VALIDATION', message: text },
    ]);
  });

  it('ends on or after it starts', () => {
    expectError(
      promotionSchema,
      { ...promotion, end_date: '2025-06-30' },
      'end_date',
      'VALIDATION',
    );
  });

  it('lists each patient type once', () => {
    expectError(
      promotionSchema,
      { ...promotion, patient_types: ['new_acuvue', 'new_acuvue'] },
      'patient_types.1',
      'DUPLICATE',
    );
  });
});

describeFields('code class', codeClassSchema, validExamples.codeClass, [
  {
    field: 'code_class',
    accept: ['BRAND'],
    reject: [
      [undefined, 'NULL'],
      ['BR-AND', 'VALIDATION'],
    ],
  },
  { field: 'code', accept: ['X'], reject: [['', 'NULL']] },
]);

describeFields('combine classes', combineClassesSchema, validExamples.combineClasses, [
  {
    field: 'combine_classes',
    accept: [[]],
    reject: [
      [undefined, 'NULL'],
      ['BRAND', 'VALIDATION'],
    ],
  },
  {
    field: 'combine_classes.1',
    accept: ['OTHER'],
    reject: [
      ['NOT OK', 'VALIDATION'],
      ['brand', 'DUPLICATE'],
      ['seasonal', 'VALIDATION'],
    ],
  },
]);

describeFields('promo entity upload', promoEntityUploadSchema, validExamples.promoEntityUpload, [
  {
    field: 'type',
    accept: ['sap'],
    reject: [
      [undefined, 'NULL'],
      ['practice', 'VALIDATION'],
    ],
  },
  {
    field: 'values',
    accept: [['1']],
    reject: [
      [[], 'VALIDATION'],
      ['1', 'VALIDATION'],
    ],
  },
  {
    field: 'values.1',
    accept: ['2'],
    reject: [
      ['12a', 'VALIDATION'],
      ['1234567', 'DUPLICATE'],
    ],
  },
]);

describe('promo entity upload by scg key', () => {
  it('takes keys that are not integers', () => {
    expectAccepted(promoEntityUploadSchema, {
      code: 'X',
      type: 'scg_key',
      values: ['SCG-001', 'scg_2'],
    });
  });
});

describeFields('invoice', invoiceSchema, validExamples.invoice, [
  { field: 'entry_id', accept: ['s-2'], reject: [[undefined, 'NULL']] },
  { field: 'invoice_date', accept: ['2025-01-31'], reject: [['2025-01-32', 'VALIDATION']] },
  {
    field: 'value',
    accept: [0, 10.25, '99.99'],
    reject: [
      [undefined, 'NULL'],
      [-1, 'VALIDATION'],
      [10.255, 'VALIDATION'],
    ],
  },
  { field: 'invoice_type', accept: ['true_up'], reject: [['true up', 'VALIDATION']] },
  {
    field: 'jira_id',
    accept: [undefined, 'FIN-1'],
    reject: [
      ['FIN-', 'VALIDATION'],
      ['FINANCEOPS-12', 'VALIDATION'],
    ],
  },
]);

describeFields('invoiceSupport', invoiceSupportSchema, validExamples.invoiceSupport, [
  {
    field: 'jiraId',
    accept: ['AB-1', 'ABCDEFGHIJ-1'],
    reject: [
      [undefined, 'NULL'],
      ['ab-1', 'VALIDATION'],
      ['AB1', 'VALIDATION'],
      ['ABCDEFGHIJ-12', 'VALIDATION'],
    ],
  },
  { field: 'fulfillmentType', accept: ['mail'], reject: [['', 'NULL']] },
  { field: 'invoiceDate', accept: ['2025-12-31'], reject: [['12/31/2025', 'VALIDATION']] },
]);

describeFields('invoice range', invoiceRangeQuerySchema, validExamples.invoiceRangeQuery, [
  {
    field: 'to',
    accept: ['2025-07-01'],
    reject: [
      ['2025-06-30', 'VALIDATION'],
      [undefined, 'NULL'],
    ],
  },
  { field: 'format', accept: [undefined, 'json'], reject: [['xml', 'VALIDATION']] },
]);

describeFields(
  'admin profile export',
  adminProfileExportParamsSchema,
  validExamples.adminProfileExportParams,
  [
    {
      field: 'id',
      accept: ['0123456789'],
      reject: [
        [undefined, 'NULL'],
        ['012345678', 'VALIDATION'],
      ],
    },
  ],
);

describeFields('exception', exceptionParamsSchema, validExamples.exceptionParams, [
  {
    field: 'id',
    accept: ['A-1'],
    reject: [
      ['', 'NULL'],
      ['A_1', 'VALIDATION'],
    ],
  },
]);

describeFields('bonus type', bonusTypeSchema, validExamples.bonusType, [
  {
    field: 'bonus_type',
    accept: ['preferredPractice', 'checkoutShop'],
    reject: [
      [undefined, 'NULL'],
      ['preferred', 'VALIDATION'],
    ],
  },
]);

describeFields('e-mail trigger', emailTriggerSchema, validExamples.emailTrigger, [
  {
    field: 'trigger',
    accept: ['submission_approved'],
    reject: [
      [undefined, 'NULL'],
      ['spam', 'VALIDATION'],
    ],
  },
  { field: 'purchase_submission_id', accept: ['s'], reject: [[undefined, 'NULL']] },
]);

describe('entry search', () => {
  it('by entry id or by confirmation code', () => {
    expectAccepted(entrySearchQuerySchema, { entry_id: 's-1' });
    expect(expectAccepted(entrySearchQuerySchema, { confirmation_code: 'abcd1234efgh56' })).toEqual(
      {
        confirmation_code: 'ABCD1234EFGH56',
      },
    );
  });

  it('needs one of them', () => {
    expectError(entrySearchQuerySchema, {}, 'entry_id', 'VALIDATION');
  });

  it('checks the confirmation code', () => {
    expectError(
      entrySearchQuerySchema,
      { confirmation_code: 'ABC' },
      'confirmation_code',
      'VALIDATION',
    );
  });
});
