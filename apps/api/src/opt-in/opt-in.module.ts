import { Module } from '@nestjs/common';
import { EstimatorModule } from '../estimator/estimator.module';
import { JobsModule } from '../jobs/jobs.module';
import { PracticesModule } from '../practices/practices.module';
import { EstimateEmail } from './estimate-email';
import { OptInController } from './opt-in.controller';
import { OptInService } from './opt-in-service';

/** E-mail and SMS consent, and the estimator's "e-mail me my results". */
@Module({
  imports: [EstimatorModule, PracticesModule, JobsModule],
  controllers: [OptInController],
  providers: [OptInService, EstimateEmail],
})
export class OptInModule {}
