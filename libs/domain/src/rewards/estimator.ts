// The public reward estimator (spec 000 §3, §9): the same rules as a real entry, without promos.
import { type PatientType, type ProductCode, type SupplyMonths } from '../catalog/codes';
import { isProductAvailable } from '../catalog/availability';
import { isSellableSupply } from '../submission/sellable-supplies';
import { err, ok, type Result } from '../core/result';
import { type IsoDay } from '../time/days';
import { subPhaseAt, type SubPhaseName } from '../time/sub-phases';
import { calculateRewards } from './calculator';
import { type PriorPurchase } from './purchase-history';

export interface EstimateInput {
  /** The day the estimate is for (today, in UTC). */
  readonly date: IsoDay;
  readonly brand: ProductCode;
  readonly months: SupplyMonths;
  readonly preferredActive: boolean;
  readonly patientType?: PatientType | null;
  /** Known only when a signed-in patient asks; makes subsequent and true-up amounts exact. */
  readonly priorPurchases?: readonly PriorPurchase[];
}

export interface RewardEstimate {
  /** Base plus true-up. */
  readonly awardAmount: number;
  /** The preferred-practice bonus. */
  readonly bonusAmount: number;
  /** A first-time wearer (patient type new_acuvue). */
  readonly newWearer: boolean;
  readonly subPhase: SubPhaseName;
}

export type EstimateError =
  | { readonly code: 'NO_OFFER_ON_DATE'; readonly date: IsoDay }
  | {
      readonly code: 'PRODUCT_NOT_AVAILABLE';
      readonly brand: ProductCode;
      readonly subPhase: SubPhaseName;
    }
  /** No box size and count of the brand make this supply: the purchase form cannot sell it. */
  | {
      readonly code: 'SUPPLY_NOT_SOLD';
      readonly brand: ProductCode;
      readonly months: SupplyMonths;
    };

export function estimateReward(input: EstimateInput): Result<RewardEstimate, EstimateError> {
  const subPhase = subPhaseAt(input.date);
  if (!subPhase) return err({ code: 'NO_OFFER_ON_DATE', date: input.date });
  if (!isProductAvailable(input.brand, subPhase.name)) {
    return err({ code: 'PRODUCT_NOT_AVAILABLE', brand: input.brand, subPhase: subPhase.name });
  }
  if (!isSellableSupply(input.brand, input.months)) {
    return err({ code: 'SUPPLY_NOT_SOLD', brand: input.brand, months: input.months });
  }
  const rewards = calculateRewards({
    subPhase,
    purchaseDate: input.date,
    supplyMonths: input.months,
    brands: [input.brand],
    preferredActive: input.preferredActive,
    priorPurchases: input.priorPurchases ?? [],
  });
  return ok({
    awardAmount: rewards.baseReward + rewards.trueUpReward,
    bonusAmount: rewards.bonusRewards.preferredPractice,
    newWearer: input.patientType === 'new_acuvue',
    subPhase: subPhase.name,
  });
}
