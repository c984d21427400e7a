// DESIGN §9: base by supply months, subsequent three-month, and the preferred bonus.
import { type ProductCode, type SupplyMonths } from '../catalog/codes';
import { earnsPreferredBonus } from '../catalog/products';
import { type OfferValues } from '../time/sub-phases';

/** The 12-month base: the maximum less the preferred part. */
export const twelveMonthBase = (offer: OfferValues): number =>
  offer.max_reward - offer.preferred_max_reward;

export function baseReward(offer: OfferValues, months: SupplyMonths, subsequent: boolean): number {
  switch (months) {
    case 3:
      return subsequent ? offer.subsequent_three_month : offer.three_month;
    case 6:
      return offer.six_month;
    case 9:
      return offer.nine_month;
    case 12:
      return twelveMonthBase(offer);
    default: {
      const unknown: never = months;
      return unknown;
    }
  }
}

/** A 12-month supply of a bonus brand (every eye) at a preferred-active practice. */
export function preferredBonus(
  offer: OfferValues,
  months: SupplyMonths,
  brands: readonly ProductCode[],
  preferredActive: boolean,
): number {
  const qualifies =
    preferredActive && months === 12 && brands.length > 0 && brands.every(earnsPreferredBonus);
  return qualifies ? offer.preferred_max_reward : 0;
}
