import { Inject, Injectable } from '@nestjs/common';
import {
  dayOf,
  estimateReward,
  isPreferredActive,
  type PracticePrograms,
  type ProductCode,
  type RewardEstimate,
  type SupplyMonths,
} from '@lens/domain';
import type { EligibleRewardsPublic } from '@lens/validation';
import { CLOCK, type Clock } from '../clock/clock';
import { Failure } from '../http/failure';
import { PracticeDirectory } from '../practices/practice-directory';
import { type EligibleRewards, eligibleRewardsAt } from './eligible-rewards';

export interface EstimateRequest {
  brand: ProductCode;
  monthly_amount: SupplyMonths;
  sap?: string;
}

const NO_PROGRAMMES: PracticePrograms = {};

/**
 * The public estimator: libs/domain's rules at the clock's today, with the chosen practice's
 * preferred status. At most one primary-key read per request, and usually none (the practice's
 * programmes are cached).
 */
@Injectable()
export class RewardEstimator {
  constructor(
    private readonly directory: PracticeDirectory,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async estimate(request: EstimateRequest): Promise<RewardEstimate> {
    const today = dayOf(this.clock.now().getTime());
    const programs = await this.programmesOf(request.sap);
    const result = estimateReward({
      date: today,
      brand: request.brand,
      months: request.monthly_amount,
      preferredActive: isPreferredActive(programs, today),
    });
    if (!result.ok) {
      const { code } = result.error;
      throw new Failure(code, code === 'PRODUCT_NOT_AVAILABLE' ? 'brand' : 'body');
    }
    return result.value;
  }

  async eligible(request: EligibleRewardsPublic): Promise<EligibleRewards> {
    const programs = await this.programmesOf(request.sap);
    return eligibleRewardsAt({
      today: dayOf(this.clock.now().getTime()),
      programs,
      brand: request.brand,
      months: request.monthly_amount,
    });
  }

  /** An unknown sap is NOT_FOUND; an inactive practice (or none chosen) has no programmes. */
  private async programmesOf(sap: string | undefined): Promise<PracticePrograms> {
    if (!sap) return NO_PROGRAMMES;
    const practice = await this.directory.programmesOf(sap);
    if (!practice) throw new Failure('NOT_FOUND', 'sap');
    return practice.status === 'active' ? practice.programs : NO_PROGRAMMES;
  }
}
