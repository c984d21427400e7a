// A patient's other entries, loaded by the caller, and the rolling 12 months they fall in.
// The annual limit and the true-up hold in every 12-month window containing the purchase, before
// and after it, so entries may be made in any order; the subsequent three-month rate looks back.
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

/** The counted purchases, leaving out the entry itself (a resubmission sees its own earlier result). */
function counted(
  prior: readonly PriorPurchase[],
  excludeSubmissionId: string | undefined,
): readonly PriorPurchase[] {
  return prior.filter(
    (p) => p.submissionId !== excludeSubmissionId && countsTowardsHistory(p.status),
  );
}

/** The counted purchases whose purchase date lies in the rolling 12 months ending on `day`. */
export function purchasesInWindow(
  prior: readonly PriorPurchase[],
  day: IsoDay,
  excludeSubmissionId?: string,
): readonly PriorPurchase[] {
  return counted(prior, excludeSubmissionId).filter((p) =>
    isWithinRollingYear(p.purchaseDate, day),
  );
}

/**
 * The counted purchases of every rolling 12 months that contains `day`, one list per window.
 * A window's contents change only at a purchase date, and sliding a window back until its last
 * day meets `day` or a purchase only adds purchases at its start, so the windows ending on `day`
 * and on each later purchase less than a year after it include every other window's contents.
 */
export function windowsContaining(
  prior: readonly PriorPurchase[],
  day: IsoDay,
  excludeSubmissionId?: string,
): readonly (readonly PriorPurchase[])[] {
  const purchases = counted(prior, excludeSubmissionId);
  const later = purchases
    .map((p) => p.purchaseDate)
    .filter((end) => end > day && isWithinRollingYear(day, end));
  return [...new Set([day, ...later])]
    .sort()
    .map((end) => purchases.filter((p) => isWithinRollingYear(p.purchaseDate, end)));
}

export const sumMonths = (purchases: readonly PriorPurchase[]): number =>
  purchases.reduce((total, p) => total + p.supplyMonths, 0);
