import { Module } from '@nestjs/common';
import { ProfilesModule } from '../profiles/profiles.module';
import { PhoneCodes } from '../../platform/auth/phone-codes';
import { SendCodeHandler } from './commands/send-code';
import { ValidateCodeHandler } from './commands/validate-code';
import { TwoStepController } from './two-step.controller';

/**
 * Two-step codes by SMS (proving a phone; completing a sign-in); the SMS port's one binding is
 * the dev inbox module's (no provider yet).
 */
@Module({
  imports: [ProfilesModule],
  controllers: [TwoStepController],
  providers: [PhoneCodes, SendCodeHandler, ValidateCodeHandler],
})
export class TwoStepModule {}
