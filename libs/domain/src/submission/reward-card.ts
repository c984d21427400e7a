// The prepaid reward card: how it is fulfilled, what of it may be kept, and the parts of the
// reward it pays (one invoice line per part for finance).
import { memberOf } from '../core/member-of';
import { type RewardsBreakdown } from '../rewards/breakdown';

export const FULFILLMENT_TYPES = ['physical_card', 'virtual'] as const;
export type FulfillmentType = (typeof FULFILLMENT_TYPES)[number];
export const isFulfillmentType = memberOf<FulfillmentType>(FULFILLMENT_TYPES);

/**
 * A card number as it may be stored and shown: at most its last four digits, the rest masked
 * (`**** **** **** 1234`). A full card number must never reach an event.
 */
export const isMaskedCardNumber = (value: string): boolean =>
  /^[*\s-]*\d{0,4}$/.test(value) && /\*/.test(value);

/** The card's expiry as printed on it: `MM/YY`. */
export const isCardExpiry = (value: string): boolean => /^(0[1-9]|1[0-2])\/\d{2}$/.test(value);

/** Invoice types: one per reward part. Promo rewards are invoiced per code class. */
export type RewardPartType = 'base' | 'preferred_bonus' | 'true_up' | `promo:${string}`;

export interface RewardPart {
  readonly type: RewardPartType;
  /** Whole dollars, above zero. */
  readonly value: number;
}

/** The parts of a reward that cost something, in a stable order (base, bonus, true-up, promos). */
export function rewardParts(rewards: RewardsBreakdown): RewardPart[] {
  const parts: RewardPart[] = [
    { type: 'base', value: rewards.baseReward },
    { type: 'preferred_bonus', value: rewards.bonusRewards.preferredPractice },
    { type: 'true_up', value: rewards.trueUpReward },
    ...Object.entries(rewards.promocodeRewards).map(([codeClass, value]): RewardPart => ({
      type: `promo:${codeClass}`,
      value,
    })),
  ];
  return parts.filter((part) => Number.isFinite(part.value) && part.value > 0);
}
