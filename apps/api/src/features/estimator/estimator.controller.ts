import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  type EligibleRewardsPublic,
  type EstimateQuery,
  eligibleRewardsPublicSchema,
  estimateQuerySchema,
  estimateResultSchema,
  eligibleRewardsSchema,
} from '@lens/validation';
import { OptionalActor, Public } from '../../platform/auth/access';
import type { Actor } from '../../platform/auth/tokens';
import { Body, Query, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { RewardEstimator } from './reward-estimator';

@Public()
@Controller('api')
export class EstimatorController {
  constructor(private readonly estimator: RewardEstimator) {}

  /**
   * A visitor's estimate; a signed-in caller naming one of their patients (`patientId`) gets
   * that patient's: their practice unless `sap` says otherwise, and their history (true-up,
   * subsequent purchases, new wearer). `profileId` is the token's, whatever the query says.
   */
  @Get('rewards/estimate')
  @Returns(estimateResultSchema)
  async estimate(
    @Query(estimateQuerySchema) query: EstimateQuery,
    @OptionalActor() actor: Actor | undefined,
  ) {
    const { awardAmount, bonusAmount, newWearer } = await this.estimator.estimate(query, actor);
    return ok({ awardAmount, bonusAmount, newWearer });
  }

  @Post('eligible-rewards/public')
  @Returns(eligibleRewardsSchema)
  @HttpCode(200)
  async eligible(
    @Body(eligibleRewardsPublicSchema) body: EligibleRewardsPublic,
    @OptionalActor() actor: Actor | undefined,
  ) {
    return ok(await this.estimator.eligible(body, actor));
  }
}
