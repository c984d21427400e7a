// The reward of one entry (DESIGN §9). Base + preferred + true-up never exceed max_reward;
// promo rewards come on top. Every amount is a whole, non-negative number of dollars.
import { type ProductCode, type SupplyMonths } from '../catalog/codes';
import { type IsoDay } from '../time/days';
import { type SubPhase } from '../time/sub-phases';
import { baseReward, preferredBonus } from './base-reward';
import {
  promoRewardsByClass,
  sumOf,
  totalOf,
  wholeDollars,
  type PromoAward,
  type RewardsBreakdown,
} from './breakdown';
import { purchasesInWindow, windowsContaining, type PriorPurchase } from './purchase-history';
import { trueUpReward } from './true-up';

export interface RewardInput {
  /** The sub-phase containing the purchase date: the offer in force. */
  readonly subPhase: SubPhase;
  readonly purchaseDate: IsoDay;
  readonly supplyMonths: SupplyMonths;
  /** The brand of every eye supplied. */
  readonly brands: readonly ProductCode[];
  /** The practice is preferred-active on the purchase date. */
  readonly preferredActive: boolean;
  /** The patient's other entries, any dates; the calculator picks the 12-month windows. */
  readonly priorPurchases?: readonly PriorPurchase[];
  /** This entry's id, so a resubmission does not count its own earlier result. */
  readonly submissionId?: string;
  readonly promoCodes?: readonly PromoAward[];
}

export function calculateRewards(input: RewardInput): RewardsBreakdown {
  const offer = input.subPhase;
  const prior = input.priorPurchases ?? [];
  // "After another purchase within 12 months" looks back; the year a true-up completes may not.
  const earlier = purchasesInWindow(prior, input.purchaseDate, input.submissionId);
  const years = windowsContaining(prior, input.purchaseDate, input.submissionId);
  const base = Math.min(
    wholeDollars(baseReward(offer, input.supplyMonths, earlier.length > 0)),
    offer.max_reward,
  );
  const preferred = Math.min(
    wholeDollars(preferredBonus(offer, input.supplyMonths, input.brands, input.preferredActive)),
    offer.max_reward - base,
  );
  const trueUp = Math.min(
    wholeDollars(trueUpReward(offer, input.supplyMonths, base, years)),
    offer.max_reward - base - preferred,
  );
  const promocodeRewards = promoRewardsByClass(input.promoCodes ?? []);
  const parts = {
    baseReward: base,
    bonusRewards: { preferredPractice: preferred },
    trueUpReward: trueUp,
    promocodeRewards,
    promocodeReward: sumOf(Object.values(promocodeRewards)),
  };
  return { ...parts, totalReward: totalOf(parts) };
}
