// DESIGN §9: the entry that completes a year of supply across several entries earns the
// difference between the annual target and what the window has already earned.
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
 * `window` is the patient's counted purchases in the rolling 12 months (without this entry);
 * what they earned counts base and true-up, never bonuses or promo rewards.
 */
export function trueUpReward(
  offer: OfferValues,
  months: SupplyMonths,
  base: number,
  window: readonly PriorPurchase[],
): number {
  if (!completesYear(window, months)) return 0;
  const earned = sumOf(window.map((p) => p.baseReward + p.trueUpReward)) + base;
  return Math.max(0, trueUpTarget(offer) - earned);
}
