// DESIGN §9: the entry that completes a year of supply across several entries earns the
// difference between the annual target and what that year has already earned.
import { type SupplyMonths } from '../catalog/codes';
import { type OfferValues } from '../time/sub-phases';
import { ANNUAL_SUPPLY_LIMIT_MONTHS } from './annual-limit';
import { twelveMonthBase } from './base-reward';
import { sumOf } from './breakdown';
import { sumMonths, type PriorPurchase } from './purchase-history';

/** The 12-month base, capped by flex_max_reward where the sub-phase has one. */
export function trueUpTarget(offer: OfferValues): number {
  const base = twelveMonthBase(offer);
  return offer.flex_max_reward === null ? base : Math.min(base, offer.flex_max_reward);
}

export function completesYear(window: readonly PriorPurchase[], months: SupplyMonths): boolean {
  const before = sumMonths(window);
  return (
    window.length > 0 &&
    before < ANNUAL_SUPPLY_LIMIT_MONTHS &&
    before + months >= ANNUAL_SUPPLY_LIMIT_MONTHS
  );
}

/**
 * `windows` are the patient's counted purchases (without this entry) in each 12-month window
 * containing this purchase (`windowsContaining`), so the year is completed whichever of its
 * entries is made last. Where several windows are completed, the smallest difference is paid,
 * so no year it completes is paid past the target. What an entry earned counts base and
 * true-up, never bonuses or promo rewards.
 */
export function trueUpReward(
  offer: OfferValues,
  months: SupplyMonths,
  base: number,
  windows: readonly (readonly PriorPurchase[])[],
): number {
  const owed = windows
    .filter((window) => completesYear(window, months))
    .map((window) => {
      const earned = sumOf(window.map((p) => p.baseReward + p.trueUpReward)) + base;
      return Math.max(0, trueUpTarget(offer) - earned);
    });
  return owed.length === 0 ? 0 : Math.min(...owed);
}
