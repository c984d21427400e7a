// A patient's other entries, loaded by the caller, and the rolling 12 months they fall in.
// Subsequent three-month, true-up and the annual limit all read the same window.
import { memberOf } from '../core/member-of';
import { type SubmissionStatus, type SupplyMonths } from '../catalog/codes';
import { isWithinRollingYear, type IsoDay } from '../time/days';

export interface PriorPurchase {
  readonly submissionId: string;
  readonly purchaseDate: IsoDay;
  readonly supplyMonths: SupplyMonths;
  readonly status: SubmissionStatus;
  readonly baseReward: number;
  readonly trueUpReward: number;
}

/** Confirmed entries that have not been rejected count; in-progress and rejected ones do not. */
export const COUNTED_STATUSES = [
  'pending',
  'approved',
  'mail required',
  'resub_mail_required',
  'duplicate_review',
] as const satisfies readonly SubmissionStatus[];

export const countsTowardsHistory = memberOf<SubmissionStatus>(COUNTED_STATUSES);

/**
 * The counted purchases whose purchase date lies in the rolling 12 months ending on
 * `purchaseDate`, leaving out the entry itself (a resubmission sees its own earlier result).
 */
export function purchasesInWindow(
  prior: readonly PriorPurchase[],
  purchaseDate: IsoDay,
  excludeSubmissionId?: string,
): readonly PriorPurchase[] {
  return prior.filter(
    (p) =>
      p.submissionId !== excludeSubmissionId &&
      countsTowardsHistory(p.status) &&
      isWithinRollingYear(p.purchaseDate, purchaseDate),
  );
}

export const sumMonths = (purchases: readonly PriorPurchase[]): number =>
  purchases.reduce((total, p) => total + p.supplyMonths, 0);
