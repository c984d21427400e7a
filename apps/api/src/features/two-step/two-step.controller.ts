import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
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
import { SendCodeCommand } from './commands/send-code';
import { ValidateCodeCommand } from './commands/validate-code';

/**
 * Two-step codes. The body's `token` is the caller's own token (the `profile-token` the web
 * holds); it must be valid and name the caller's own profile.
 *
 * - A signed-in profile proves a (new) phone number: the code goes to the number sent and, once
 *   checked, that number is the profile's verified phone (`PhoneNumberVerified` on its stream).
 *   Staff acting for the patient may do neither (the routes refuse impersonation tokens).
 * - A sign-in waiting for its second step (a profile with a verified phone signed in with its
 *   password): the code always goes to the verified number on file, whatever the body names,
 *   and only a code sent to that number completes the sign-in with a full session token.
 */
@Controller('api/auth')
export class TwoStepController {
  constructor(private readonly commands: CommandBus) {}

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
    return ok(await this.commands.execute(new SendCodeCommand(actor, body, lang)));
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
    return ok(await this.commands.execute(new ValidateCodeCommand(actor, body, context)));
  }
}
