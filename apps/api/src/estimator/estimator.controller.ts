import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  type EligibleRewardsPublic,
  type EstimateQuery,
  eligibleRewardsPublicSchema,
  estimateQuerySchema,
} from '@lens/validation';
import { Public } from '../auth/access';
import { Body, Query } from '../http/contract';
import { ok } from '../http/envelope';
import { RewardEstimator } from './reward-estimator';

@Public()
@Controller('api')
export class EstimatorController {
  constructor(private readonly estimator: RewardEstimator) {}

  /** `profileId` and `patientId` are accepted but not used: the estimate is a visitor's. */
  @Get('rewards/estimate')
  async estimate(@Query(estimateQuerySchema) query: EstimateQuery) {
    const { awardAmount, bonusAmount, newWearer } = await this.estimator.estimate(query);
    return ok({ awardAmount, bonusAmount, newWearer });
  }

  @Post('eligible-rewards/public')
  @HttpCode(200)
  async eligible(@Body(eligibleRewardsPublicSchema) body: EligibleRewardsPublic) {
    return ok(await this.estimator.eligible(body));
  }
}
