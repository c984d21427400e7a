// A signed-in patient's "next eligible date" (spec 000 §3 estimator state): when the annual
// limit next lets them enter a purchase.
import { type SupplyMonths } from '../catalog/codes';
import { addYears, type IsoDay } from '../time/days';
import { exceedsAnnualLimit } from './annual-limit';
import { type PriorPurchase } from './purchase-history';

/**
 * The first day from `from` on which a purchase of `supplyMonths` stays within the annual limit:
 * `from` itself, else the day an earlier purchase leaves the rolling 12 months and makes room.
 */
export function nextEligibleDay(
  prior: readonly PriorPurchase[],
  from: IsoDay,
  supplyMonths: SupplyMonths,
): IsoDay {
  const leaving = prior.map((p) => addYears(p.purchaseDate, 1)).filter((day) => day > from);
  const candidates = [from, ...new Set(leaving)].sort();
  return (
    candidates.find((day) => !exceedsAnnualLimit(prior, day, supplyMonths)) ??
    (candidates[candidates.length - 1] as IsoDay)
  );
}
