import { Module } from '@nestjs/common';
import { DevInboxModule } from '../dev-inbox/dev-inbox.module';
import { InboxSmsSender } from '../dev-inbox/inbox-sms-sender';
import { ProfilesModule } from '../profiles/profiles.module';
import { PhoneCodes } from './phone-codes';
import { SmsSender } from './sms-sender';
import { TwoStep } from './two-step';
import { TwoStepController } from './two-step.controller';

/**
 * Two-step codes by SMS (proving a phone; completing a sign-in); the SMS port is bound to the
 * dev-inbox adapter (no provider yet).
 */
@Module({
  imports: [DevInboxModule, ProfilesModule],
  controllers: [TwoStepController],
  providers: [PhoneCodes, TwoStep, { provide: SmsSender, useExisting: InboxSmsSender }],
})
export class TwoStepModule {}
