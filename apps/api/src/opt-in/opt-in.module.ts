import { Module } from '@nestjs/common';
import { SmsSender } from '../auth/sms-sender';
import { DevInboxModule } from '../dev-inbox/dev-inbox.module';
import { InboxSmsSender } from '../dev-inbox/inbox-sms-sender';
import { EstimatorModule } from '../estimator/estimator.module';
import { JobsModule } from '../jobs/jobs.module';
import { PracticesModule } from '../practices/practices.module';
import { SignedLinks } from '../signed-links/signed-links';
import { EstimateEmail } from './estimate-email';
import { OptInController } from './opt-in.controller';
import { OptInLinks } from './opt-in-links';
import { OptInService } from './opt-in-service';

/**
 * E-mail and SMS consent (double opt-in, signed withdrawal links, one-click unsubscribe), and
 * the estimator's "e-mail me my results". The SMS port is bound to the dev-inbox adapter.
 */
@Module({
  imports: [EstimatorModule, PracticesModule, JobsModule, DevInboxModule],
  controllers: [OptInController],
  providers: [
    OptInService,
    EstimateEmail,
    OptInLinks,
    SignedLinks,
    { provide: SmsSender, useExisting: InboxSmsSender },
  ],
})
export class OptInModule {}
