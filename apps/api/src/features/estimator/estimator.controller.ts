import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
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
import { PublicEligibleRewardsQuery } from './queries/public-eligible-rewards';
import { RewardEstimateQuery } from './queries/reward-estimate';

@Public()
@Controller('api')
export class EstimatorController {
  constructor(private readonly queries: QueryBus) {}

  @Get('rewards/estimate')
  @Returns(estimateResultSchema)
  async estimate(
    @Query(estimateQuerySchema) query: EstimateQuery,
    @OptionalActor() actor: Actor | undefined,
  ) {
    return ok(await this.queries.execute(new RewardEstimateQuery(query, actor)));
  }

  @Post('eligible-rewards/public')
  @Returns(eligibleRewardsSchema)
  @HttpCode(200)
  async eligible(
    @Body(eligibleRewardsPublicSchema) body: EligibleRewardsPublic,
    @OptionalActor() actor: Actor | undefined,
  ) {
    return ok(await this.queries.execute(new PublicEligibleRewardsQuery(body, actor)));
  }
}
