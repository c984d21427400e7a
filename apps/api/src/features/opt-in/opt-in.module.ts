import { Module } from '@nestjs/common';
import { EstimatorModule } from '../estimator/estimator.module';
import { JobsModule } from '../../platform/jobs/jobs.module';
import { PracticesModule } from '../practices/practices.module';
import { ConfirmOptInHandler } from './commands/confirm-opt-in';
import { RecordProfileOptInHandler } from './commands/record-profile-opt-in';
import { RequestVisitorOptInHandler } from './commands/request-visitor-opt-in';
import { SendEstimateResultsHandler } from './commands/send-estimate-results';
import { WithdrawOptInHandler } from './commands/withdraw-opt-in';
import { OptInController } from './opt-in.controller';
import { OptInLinksModule } from './opt-in-links.module';
import { OptInRequests } from './opt-in-requests';
import { ConsentHandler } from './queries/consent';
import { EstimateEmailLimitHandler } from './queries/estimate-email-limit';

/**
 * E-mail and SMS consent (double opt-in, signed withdrawal links, one-click unsubscribe), and
 * the estimator's "e-mail me my results". The SMS port is bound to the dev-inbox adapter.
 */
@Module({
  imports: [EstimatorModule, PracticesModule, JobsModule, OptInLinksModule],
  controllers: [OptInController],
  providers: [
    OptInRequests,
    ConsentHandler,
    RequestVisitorOptInHandler,
    RecordProfileOptInHandler,
    ConfirmOptInHandler,
    WithdrawOptInHandler,
    SendEstimateResultsHandler,
    EstimateEmailLimitHandler,
  ],
})
export class OptInModule {}
