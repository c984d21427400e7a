import { Module } from '@nestjs/common';
import { EstimatorModule } from '../estimator/estimator.module';
import { JobsModule } from '../../platform/jobs/jobs.module';
import { PracticesModule } from '../practices/practices.module';
import { EstimateEmail } from './estimate-email';
import { OptInController } from './opt-in.controller';
import { OptInLinksModule } from './opt-in-links.module';
import { OptInService } from './opt-in-service';

/**
 * E-mail and SMS consent (double opt-in, signed withdrawal links, one-click unsubscribe), and
 * the estimator's "e-mail me my results". The SMS port is bound to the dev-inbox adapter.
 */
@Module({
  imports: [EstimatorModule, PracticesModule, JobsModule, OptInLinksModule],
  controllers: [OptInController],
  providers: [OptInService, EstimateEmail],
})
export class OptInModule {}
