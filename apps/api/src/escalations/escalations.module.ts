import { Module } from '@nestjs/common';
import { CaptchaVerifier } from './captcha-verifier';
import { EscalationService } from './escalation-service';
import { EscalationsController } from './escalations.controller';

/** Contact support (the escalation form), with its captcha. */
@Module({
  controllers: [EscalationsController],
  providers: [EscalationService, CaptchaVerifier],
})
export class EscalationsModule {}
