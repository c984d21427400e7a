import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { type EarlierEntry, type ProductCode, dayOf, patientTypeOf } from '@lens/domain';
import type { EligibleRewardsPublic } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { type EligibleRewards, eligibleRewardsAt } from '../eligible-rewards';
import { RewardEstimator } from '../reward-estimator';

/** The brand asked about, or (none yet) the brands worn before: a wearer of any is current. */
const wornOrChosen = (earlier: readonly EarlierEntry[], brand?: ProductCode) =>
  brand ? [brand] : earlier.flatMap((entry) => entry.brands);

/**
 * The rewards a purchase would earn today; a signed-in caller naming one of their patients gets
 * that patient's (as the estimate does).
 */
export class PublicEligibleRewardsQuery extends Query<EligibleRewards> {
  constructor(
    readonly request: EligibleRewardsPublic,
    readonly actor: Actor | undefined,
  ) {
    super();
  }
}

@QueryHandler(PublicEligibleRewardsQuery)
export class PublicEligibleRewardsHandler implements IQueryHandler<PublicEligibleRewardsQuery> {
  constructor(
    private readonly estimator: RewardEstimator,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ request, actor }: PublicEligibleRewardsQuery): Promise<EligibleRewards> {
    const { history, programs } = await this.estimator.circumstancesOf(request, actor);
    return eligibleRewardsAt({
      today: dayOf(this.clock.now().getTime()),
      programs,
      brand: request.brand,
      months: request.monthly_amount,
      ...(history && {
        patient: {
          priorPurchases: history.priorPurchases,
          patientType: patientTypeOf(history.earlier, wornOrChosen(history.earlier, request.brand)),
        },
      }),
    });
  }
}
