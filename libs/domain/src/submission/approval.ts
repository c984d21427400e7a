// The approval job's judgement (DESIGN §9), as a pure function of the entry and what the job
// loads: approve, require mail, or reject with reason codes. An admin's exception approves.

import { isNotListed } from '../practice/practice';
import { type ReceiptMismatch } from '../receipt/reading';
import { type PriorPurchase } from '../rewards/purchase-history';
import { type EntryRuleError } from './entry-rules';
import { entryViolations, isBlank } from './decide/shared';
import { type MailRequiredReason, type RejectionReason } from './reasons';
import { type SubmissionCommand } from './submission.commands';
import { type SubmissionEntryState } from './submission';

export interface ApprovalContext {
  /** The practice's status in today's reference data. */
  readonly practiceActive: boolean;
  /** False when the receipt image cannot be read or used. */
  readonly receiptUsable: boolean;
  /** The receipt's content hash is on another entry. */
  readonly duplicateReceipt: boolean;
  /** Another entry's receipt looks like this one (a near-duplicate by perceptual hash). */
  readonly similarReceipt: SimilarReceipt | null;
  readonly priorPurchases: readonly PriorPurchase[];
  /**
   * Where the reading of the receipt confidently disagrees with the entry (`receiptMismatches`);
   * empty when it agrees, was not confident, could not be read or was not waited for.
   */
  readonly receiptMismatches?: readonly ReceiptMismatch[];
}

export interface SimilarReceipt {
  readonly submissionId: string;
  /** Bits that differ between the two receipts' perceptual hashes. */
  readonly distance: number;
}

export type ApprovalAssessment =
  | { readonly outcome: 'approve' }
  | ({ readonly outcome: 'review' } & SimilarReceipt)
  | { readonly outcome: 'review_reading'; readonly mismatches: readonly ReceiptMismatch[] }
  | { readonly outcome: 'mail_required'; readonly reason: MailRequiredReason }
  | { readonly outcome: 'reject'; readonly reasons: readonly RejectionReason[] };

const REASON_OF_RULE: Readonly<Record<EntryRuleError['code'], RejectionReason>> = {
  NO_EYE_SUPPLIED: 'NOT_ELIGIBLE',
  EYE_INCOMPLETE: 'NOT_ELIGIBLE',
  SUPPLY_LENGTH_NOT_COVERED: 'RECEIPT_MISMATCH',
  PRODUCT_NOT_AVAILABLE: 'PRODUCT_NOT_AVAILABLE',
  PURCHASE_DATE_BEFORE_BRAND_MINIMUM: 'PURCHASE_DATE_BEFORE_BRAND_MINIMUM',
  ANNUAL_LIMIT_EXCEEDED: 'ANNUAL_LIMIT_EXCEEDED',
};

function rejectionReasons(entry: SubmissionEntryState, ctx: ApprovalContext): RejectionReason[] {
  const reasons: RejectionReason[] = [];
  if (!entry.receiptImage) reasons.push('RECEIPT_MISSING');
  if (ctx.duplicateReceipt) reasons.push('DUPLICATE_RECEIPT');
  // The OAMOE override's ecp_exception is the admin's word that the practice may be used.
  if (!ctx.practiceActive && isBlank(entry.supplies?.exception)) reasons.push('PRACTICE_INACTIVE');
  if (!entry.supplies) return [...reasons, 'NOT_ELIGIBLE'];
  const limitConfirmed = entry.confirmation?.adminLimitConfirmed === true;
  const violations = entryViolations(
    entry,
    entry.supplies.supplies,
    ctx.priorPurchases,
    limitConfirmed,
  );
  return [...new Set([...reasons, ...violations.map((v) => REASON_OF_RULE[v.code])])];
}

export function assessForApproval(
  entry: SubmissionEntryState,
  ctx: ApprovalContext,
): ApprovalAssessment {
  if (entry.exceptions.length > 0) return { outcome: 'approve' };
  if (entry.supplies && isNotListed(entry.supplies)) {
    return { outcome: 'mail_required', reason: 'NOT_LISTED_PRACTICE' };
  }
  if (entry.receiptImage && !ctx.receiptUsable) {
    return { outcome: 'mail_required', reason: 'RECEIPT_UNUSABLE' };
  }
  const reasons = rejectionReasons(entry, ctx);
  if (reasons.length > 0) return { outcome: 'reject', reasons };
  // Nothing else is wrong, but the receipt looks used: support decides, not the job.
  if (ctx.similarReceipt) return { outcome: 'review', ...ctx.similarReceipt };
  // The receipt says something else than the entry: a person looks, the job never rejects on it.
  const mismatches = ctx.receiptMismatches ?? [];
  if (mismatches.length > 0) return { outcome: 'review_reading', mismatches };
  return { outcome: 'approve' };
}

/** The command the approval job issues for an assessment. */
export function approvalCommand(
  submissionId: string,
  assessment: ApprovalAssessment,
  actor = 'system',
): SubmissionCommand {
  switch (assessment.outcome) {
    case 'approve':
      return { type: 'ApproveSubmission', data: { submissionId, approvedBy: actor } };
    case 'mail_required':
      return { type: 'RequireMail', data: { submissionId, reason: assessment.reason } };
    case 'review':
      return {
        type: 'HoldForReview',
        data: { submissionId, similarTo: assessment.submissionId, distance: assessment.distance },
      };
    case 'review_reading':
      return {
        type: 'HoldForReview',
        data: { submissionId, reason: 'RECEIPT_MISMATCH', mismatches: assessment.mismatches },
      };
    case 'reject':
      return {
        type: 'RejectSubmission',
        data: { submissionId, reasons: assessment.reasons, rejectedBy: actor },
      };
    default: {
      const unknown: never = assessment;
      return unknown;
    }
  }
}
