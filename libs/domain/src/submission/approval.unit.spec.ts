import { prior } from '../testing/fixtures';
import {
  AT,
  confirmedEntry,
  entered,
  event,
  ID,
  receipt,
  submitted,
  yearOf1OH,
} from '../testing/submission-fixtures';
import { approvalCommand, assessForApproval, type ApprovalContext } from './approval';
import { replay, type SubmissionEntryState, type SubmissionEvent } from './submission';

const fine: ApprovalContext = {
  practiceActive: true,
  receiptUsable: true,
  duplicateReceipt: false,
  similarReceipt: null,
  priorPurchases: [],
};
const similar = { similarReceipt: { submissionId: 'other-entry', distance: 4 } };
const entry = (events: SubmissionEvent[]) => replay(events) as SubmissionEntryState;
const granted = event('ExceptionGranted', {
  exceptionId: 'EX-1',
  adminId: 'a-1',
  comment: 'ok',
  grantedAt: AT,
});

describe('approval assessment (DESIGN §9)', () => {
  it('approves a clean entry', () => {
    expect(assessForApproval(entry(confirmedEntry()), fine)).toEqual({ outcome: 'approve' });
  });

  it('requires mail for a practice that is not listed (sap 999)', () => {
    const notListed = submitted({
      sap: '999',
      practice: { sap: '999', status: 'active', programs: {} },
    });
    expect(assessForApproval(entry([entered(), notListed, receipt]), fine)).toEqual({
      outcome: 'mail_required',
      reason: 'NOT_LISTED_PRACTICE',
    });
  });

  it('requires mail when the receipt cannot be used', () => {
    expect(assessForApproval(entry(confirmedEntry()), { ...fine, receiptUsable: false })).toEqual({
      outcome: 'mail_required',
      reason: 'RECEIPT_UNUSABLE',
    });
  });

  it.each([
    ['the practice is inactive', { practiceActive: false }, ['PRACTICE_INACTIVE']],
    ['the receipt is on another entry', { duplicateReceipt: true }, ['DUPLICATE_RECEIPT']],
    [
      'the annual limit is exceeded',
      { priorPurchases: [prior('2025-02-01', 3, 15)] },
      ['ANNUAL_LIMIT_EXCEEDED'],
    ],
    [
      'several rules fail',
      { practiceActive: false, duplicateReceipt: true },
      ['DUPLICATE_RECEIPT', 'PRACTICE_INACTIVE'],
    ],
  ])('rejects when %s', (_label, ctx, reasons) => {
    expect(assessForApproval(entry(confirmedEntry()), { ...fine, ...ctx })).toEqual({
      outcome: 'reject',
      reasons,
    });
  });

  it('rejects without a receipt or supplies', () => {
    expect(assessForApproval(entry([entered()]), fine)).toEqual({
      outcome: 'reject',
      reasons: ['RECEIPT_MISSING', 'NOT_ELIGIBLE'],
    });
  });

  it('maps broken entry rules to reasons', () => {
    const trp = {
      ...yearOf1OH,
      brand_l: 'TRP' as const,
      brand_r: 'TRP' as const,
      boxes_l: 1,
      boxes_r: 0,
    };
    const events = [entered('2022-07-01', 'jul_2022'), submitted({ supplies: trp }), receipt];
    expect(assessForApproval(entry(events), fine)).toEqual({
      outcome: 'reject',
      reasons: ['NOT_ELIGIBLE', 'RECEIPT_MISMATCH', 'PURCHASE_DATE_BEFORE_BRAND_MINIMUM'],
    });
  });

  it("honours an admin's limit confirmation given at confirm", () => {
    const confirmedOver = confirmedEntry().map((e) =>
      e.type === 'SubmissionConfirmed'
        ? { ...e, data: { ...e.data, adminLimitConfirmed: true } }
        : e,
    );
    const ctx = { ...fine, priorPurchases: [prior('2025-02-01', 3, 15)] };
    expect(assessForApproval(entry(confirmedOver), ctx)).toEqual({ outcome: 'approve' });
  });

  it('holds a clean entry whose receipt looks like another entry’s for review', () => {
    expect(assessForApproval(entry(confirmedEntry()), { ...fine, ...similar })).toEqual({
      outcome: 'review',
      submissionId: 'other-entry',
      distance: 4,
    });
  });

  it('rejects rather than holds when something else is wrong too', () => {
    expect(
      assessForApproval(entry(confirmedEntry()), { ...fine, ...similar, practiceActive: false }),
    ).toEqual({ outcome: 'reject', reasons: ['PRACTICE_INACTIVE'] });
  });

  it('approves an inactive practice the admin continued with (ecp_exception, issue 29)', () => {
    const excepted = submitted({
      exception: 'ecp_exception',
      practice: { sap: '100200', status: 'inactive', programs: {} },
    });
    const events = [entered(), excepted, receipt];
    expect(assessForApproval(entry(events), { ...fine, practiceActive: false })).toEqual({
      outcome: 'approve',
    });
  });

  it('approves whatever fails once an admin granted an exception', () => {
    expect(
      assessForApproval(entry([entered(), granted]), { ...fine, practiceActive: false }),
    ).toEqual({
      outcome: 'approve',
    });
  });

  it.each([
    [
      { outcome: 'approve' } as const,
      { type: 'ApproveSubmission', data: { submissionId: ID, approvedBy: 'system' } },
    ],
    [
      { outcome: 'mail_required', reason: 'RECEIPT_UNUSABLE' } as const,
      { type: 'RequireMail', data: { submissionId: ID, reason: 'RECEIPT_UNUSABLE' } },
    ],
    [
      { outcome: 'review', submissionId: 'other-entry', distance: 4 } as const,
      {
        type: 'HoldForReview',
        data: { submissionId: ID, similarTo: 'other-entry', distance: 4 },
      },
    ],
    [
      { outcome: 'reject', reasons: ['DUPLICATE_RECEIPT'] } as const,
      {
        type: 'RejectSubmission',
        data: { submissionId: ID, reasons: ['DUPLICATE_RECEIPT'], rejectedBy: 'system' },
      },
    ],
  ])('turns %j into a command', (assessment, command) => {
    expect(approvalCommand(ID, assessment)).toEqual(command);
  });
});
