import { Module } from '@nestjs/common';
import { PracticesModule } from '../practices/practices.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { EstimatorController } from './estimator.controller';
import { PublicEligibleRewardsHandler } from './queries/public-eligible-rewards';
import { RewardEstimateHandler } from './queries/reward-estimate';
import { RewardEstimator } from './reward-estimator';

/** The public reward estimator and the visitor's eligible rewards. */
@Module({
  imports: [PracticesModule, SubmissionsModule],
  controllers: [EstimatorController],
  providers: [RewardEstimator, RewardEstimateHandler, PublicEligibleRewardsHandler],
  exports: [RewardEstimator],
})
export class EstimatorModule {}
