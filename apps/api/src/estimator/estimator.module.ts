import { Module } from '@nestjs/common';
import { PracticesModule } from '../practices/practices.module';
import { EstimatorController } from './estimator.controller';
import { RewardEstimator } from './reward-estimator';

/** The public reward estimator and the visitor's eligible rewards. */
@Module({
  imports: [PracticesModule],
  controllers: [EstimatorController],
  providers: [RewardEstimator],
  exports: [RewardEstimator],
})
export class EstimatorModule {}
