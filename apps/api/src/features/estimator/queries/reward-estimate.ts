import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { RewardEstimate } from '@lens/domain';
import type { EstimateQuery } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import { RewardEstimator } from '../reward-estimator';

type EstimateFigures = Pick<RewardEstimate, 'awardAmount' | 'bonusAmount' | 'newWearer'>;

/**
 * A visitor's estimate; a signed-in caller naming one of their patients (`patientId`) gets
 * that patient's: their practice unless `sap` says otherwise, and their history (true-up,
 * subsequent purchases, new wearer). `profileId` is the token's, whatever the query says.
 */
export class RewardEstimateQuery extends Query<EstimateFigures> {
  constructor(
    readonly request: EstimateQuery,
    readonly actor: Actor | undefined,
  ) {
    super();
  }
}

@QueryHandler(RewardEstimateQuery)
export class RewardEstimateHandler implements IQueryHandler<RewardEstimateQuery> {
  constructor(private readonly estimator: RewardEstimator) {}

  async execute({ request, actor }: RewardEstimateQuery): Promise<EstimateFigures> {
    const { awardAmount, bonusAmount, newWearer } = await this.estimator.estimate(request, actor);
    return { awardAmount, bonusAmount, newWearer };
  }
}
