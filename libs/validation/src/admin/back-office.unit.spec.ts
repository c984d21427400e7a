import { errorsOf, expectAccepted, expectError } from '../testing/expect-errors';
import {
  adminEmailTriggerSchema,
  adminEntrySearchQuerySchema,
  adminProfileSearchQuerySchema,
  approveOverrideSchema,
  entryExceptionParamsSchema,
  entryStateQuerySchema,
  financeInvoiceQuerySchema,
  profileExportRequestSchema,
  reconciliationQuerySchema,
  rejectOverrideSchema,
} from './back-office';

describe('back office: entry search', () => {
  it('takes free text and fields, numbers from the query string', () => {
    expect(
      expectAccepted(adminEntrySearchQuerySchema, {
        q: ' maría ',
        confirmation_code: 'abcd-12345-efgh6',
        status: 'mail_required',
        from: '2025-08-01',
        to: '2025-08-31',
        date_field: 'confirmed',
        page: '2',
        page_size: '50',
      }),
    ).toEqual({
      q: 'maría',
      confirmation_code: 'ABCD12345EFGH6',
      status: 'mail_required',
      from: '2025-08-01',
      to: '2025-08-31',
      date_field: 'confirmed',
      page: 2,
      page_size: 50,
    });
    expectAccepted(adminEntrySearchQuerySchema, {});
  });

  it.each([
    ['status', 'lost', 'VALIDATION'],
    ['page_size', '101', 'VALIDATION'],
    ['page', '0', 'VALIDATION'],
    ['sap', '12a', 'VALIDATION'],
    ['entry_id', 'a b', 'VALIDATION'],
    ['from', '2025-02-30', 'VALIDATION'],
  ])('refuses %s = %s', (field, value, code) => {
    expectError(adminEntrySearchQuerySchema, { [field]: value }, field, code);
  });

  it('takes a part of a confirmation code, four letters or digits at least (issue 29)', () => {
    expect(expectAccepted(adminEntrySearchQuerySchema, { confirmation_code: 'b7-q2' })).toEqual({
      confirmation_code: 'B7Q2',
    });
    expectError(
      adminEntrySearchQuerySchema,
      { confirmation_code: 'B7Q' },
      'confirmation_code',
      'VALIDATION',
    );
    expectError(
      adminEntrySearchQuerySchema,
      { confirmation_code: 'B7Q2%' },
      'confirmation_code',
      'VALIDATION',
    );
  });

  it('needs the range in order', () => {
    expectError(
      adminEntrySearchQuerySchema,
      { from: '2025-08-02', to: '2025-08-01' },
      'to',
      'VALIDATION',
    );
  });

  it('profile search pages like the entry search', () => {
    expect(expectAccepted(adminProfileSearchQuerySchema, { q: 'ana', page: '3' })).toEqual({
      q: 'ana',
      page: 3,
    });
    expectError(adminProfileSearchQuerySchema, { page_size: '0' }, 'page_size', 'VALIDATION');
  });
});

describe('back office: history and overrides', () => {
  it('a state is asked for by a revision of 0 or more', () => {
    expect(expectAccepted(entryStateQuerySchema, { revision: '0' })).toEqual({ revision: 0 });
    expectError(entryStateQuerySchema, {}, 'revision', 'NULL');
    expectError(entryStateQuerySchema, { revision: '-1' }, 'revision', 'VALIDATION');
    expectError(entryStateQuerySchema, { revision: '1.5' }, 'revision', 'VALIDATION');
  });

  it('an override needs an exception id (letters, digits, hyphens) and a comment', () => {
    expectAccepted(approveOverrideSchema, { exception_id: 'EXC-1', comment: 'Checked.\nOK' });
    expect(errorsOf(approveOverrideSchema, { exception_id: 'EXC_1', comment: ' ' })).toEqual([
      expect.objectContaining({ name: 'exception_id', code: 'VALIDATION' }),
      expect.objectContaining({ name: 'comment', code: 'NULL' }),
    ]);
  });

  it('a reject override takes known reasons, at least one when given', () => {
    expectAccepted(rejectOverrideSchema, { exception_id: 'E-1', comment: 'x', reasons: ['OTHER'] });
    expectError(
      rejectOverrideSchema,
      { exception_id: 'E-1', comment: 'x', reasons: [] },
      'reasons',
      'VALIDATION',
    );
    expectError(
      rejectOverrideSchema,
      { exception_id: 'E-1', comment: 'x', reasons: ['BAD'] },
      'reasons.0',
      'VALIDATION',
    );
  });

  it('an exception path names the entry and the exception', () => {
    expectAccepted(entryExceptionParamsSchema, { submissionId: 's-1', id: 'OAMOE-1' });
    expectError(entryExceptionParamsSchema, { submissionId: 's-1', id: 'A_1' }, 'id', 'VALIDATION');
  });
});

describe('back office: e-mail triggers and exports', () => {
  it('a trigger names an entry, a profile, or a date range', () => {
    expectAccepted(adminEmailTriggerSchema, {
      trigger: 'card_mailed',
      purchase_submission_id: 's-1',
    });
    expectAccepted(adminEmailTriggerSchema, { trigger: 'card_mailed', profile_id: 'p-1' });
    expectAccepted(adminEmailTriggerSchema, {
      trigger: 'mail_required',
      from: '2025-08-01',
      to: '2025-08-31',
      status: 'mail_required',
    });
    expectError(
      adminEmailTriggerSchema,
      { trigger: 'card_mailed', from: '2025-08-01' },
      'purchase_submission_id',
      'NULL',
    );
  });

  it('a profile export filters by registration day and language', () => {
    expectAccepted(profileExportRequestSchema, {});
    expectError(profileExportRequestSchema, { language: 'fr' }, 'language', 'VALIDATION');
    expectError(
      profileExportRequestSchema,
      { registered_from: '2025-09-01', registered_to: '2025-08-01' },
      'registered_to',
      'VALIDATION',
    );
  });
});

describe('back office: finance', () => {
  it('invoices by day range, type (a reward part or a promo class) and fulfilment', () => {
    expectAccepted(financeInvoiceQuerySchema, {
      from: '2025-08-01',
      to: '2025-08-31',
      format: 'csv',
      invoice_type: 'promo:welcome',
      fulfillment_type: 'physical_card',
    });
    expectError(
      financeInvoiceQuerySchema,
      { from: '2025-08-01', to: '2025-08-31', invoice_type: 'promo:' },
      'invoice_type',
      'VALIDATION',
    );
    expectError(financeInvoiceQuerySchema, { from: '2025-08-01' }, 'to', 'NULL');
  });

  it('reconciliation reads issues_only as a flag', () => {
    expect(
      expectAccepted(reconciliationQuerySchema, {
        from: '2025-08-01',
        to: '2025-08-31',
        issues_only: 'true',
      }),
    ).toMatchObject({ issues_only: true });
    expectError(
      reconciliationQuerySchema,
      { from: '2025-08-01', to: '2025-08-31', issues_only: 'maybe' },
      'issues_only',
      'VALIDATION',
    );
  });
});
