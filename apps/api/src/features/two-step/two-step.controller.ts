import { Controller, HttpCode, Post } from '@nestjs/common';
import type { Language } from '@lens/domain';
import {
  type SendCode,
  type ValidateCode,
  sendCodeSchema,
  validateCodeSchema,
  codeSentSchema,
  codeValidatedSchema,
} from '@lens/validation';
import { Body, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { RateLimit } from '../../platform/rate-limit/rate-limit';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { ChangesSignIn, CurrentActor, TwoStepPendingAllowed } from '../../platform/auth/access';
import { RequestContext, RequestLanguage } from '../../platform/auth/request-context';
import { phoneKey } from '../../platform/auth/request-keys';
import type { Actor } from '../../platform/auth/tokens';
import { TwoStep } from './two-step';

@Controller('api/auth')
export class TwoStepController {
  constructor(private readonly twoStep: TwoStep) {}

  /**
   * Texts a code; counted per address and per number (5 in 15 minutes each). A sign-in waiting
   * for its code is counted per profile: its code always goes to the verified number.
   */
  @Post('sendCode')
  @Returns(codeSentSchema)
  @HttpCode(200)
  @TwoStepPendingAllowed()
  @ChangesSignIn()
  @RateLimit({
    name: 'sendCode',
    points: 5,
    windowSeconds: 900,
    keyOf: (request) =>
      request.actor?.twoStepPending
        ? `profile:${request.actor.profileId}`
        : phoneKey(request, 'phone_number'),
  })
  async sendCode(
    @CurrentActor() actor: Actor,
    @Body(sendCodeSchema) body: SendCode,
    @RequestLanguage() lang: Language,
  ) {
    return ok(await this.twoStep.sendCode(actor, body, lang));
  }

  /**
   * Checks a code; counted per address and per profile, which holds one pending code for one
   * number at a time (10 in 15 minutes each; each code also allows only 5 tries). For a sign-in
   * waiting for its code, success answers the profile with a full session token.
   */
  @Post('validateCode')
  @Returns(codeValidatedSchema)
  @HttpCode(200)
  @TwoStepPendingAllowed()
  @ChangesSignIn()
  @RateLimit({
    name: 'validateCode',
    points: 10,
    windowSeconds: 900,
    keyOf: (request) => request.actor?.profileId,
  })
  async validateCode(
    @CurrentActor() actor: Actor,
    @Body(validateCodeSchema) body: ValidateCode,
    @RequestContext() context: CommandContext,
  ) {
    return ok(await this.twoStep.validateCode(actor, body, context));
  }
}
