// Builders shared by the domain's tests.
import { type SubmissionStatus, type SupplyMonths } from '../catalog/codes';
import { type PriorPurchase } from '../rewards/purchase-history';

let sequence = 0;

export function prior(
  purchaseDate: string,
  supplyMonths: SupplyMonths,
  baseReward: number,
  extra: Partial<PriorPurchase> = {},
): PriorPurchase {
  sequence += 1;
  return {
    submissionId: `prior-${sequence}`,
    purchaseDate,
    supplyMonths,
    status: 'approved' as SubmissionStatus,
    baseReward,
    trueUpReward: 0,
    ...extra,
  };
}
