// DESIGN §9: at most 12 months of supply per patient in a rolling 12 months. The limit holds for
// every 12-month window containing the purchase, so a backdated entry cannot slip under it.
import { type SupplyMonths } from '../catalog/codes';
import { type IsoDay } from '../time/days';
import { sumMonths, windowsContaining, type PriorPurchase } from './purchase-history';

export const ANNUAL_SUPPLY_LIMIT_MONTHS = 12;

/** Months still claimable for a purchase on `purchaseDate`: what the fullest window leaves. */
export function limitRemaining(
  prior: readonly PriorPurchase[],
  purchaseDate: IsoDay,
  excludeSubmissionId?: string,
): number {
  const used = Math.max(
    ...windowsContaining(prior, purchaseDate, excludeSubmissionId).map(sumMonths),
  );
  return Math.max(0, ANNUAL_SUPPLY_LIMIT_MONTHS - used);
}

export function exceedsAnnualLimit(
  prior: readonly PriorPurchase[],
  purchaseDate: IsoDay,
  supplyMonths: SupplyMonths,
  excludeSubmissionId?: string,
): boolean {
  return supplyMonths > limitRemaining(prior, purchaseDate, excludeSubmissionId);
}
