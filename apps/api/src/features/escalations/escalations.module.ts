import { Module } from '@nestjs/common';
import { JobsModule } from '../../platform/jobs/jobs.module';
import { CaptchaVerifier } from './captcha-verifier';
import { SubmitEscalationHandler } from './commands/submit-escalation';
import { EscalationsController } from './escalations.controller';

/** Contact support (the escalation form), with its captcha. */
@Module({
  imports: [JobsModule],
  controllers: [EscalationsController],
  providers: [SubmitEscalationHandler, CaptchaVerifier],
})
export class EscalationsModule {}
