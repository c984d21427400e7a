import { Controller, Get, Headers, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Language } from '@lens/domain';
import {
  type Login,
  type PasswordResetCheck,
  type PasswordResetConfirm,
  type PasswordResetRequest,
  type Register,
  loginSchema,
  passwordResetCheckSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerSchema,
  profileResultSchema,
  passwordResetRequestedSchema,
  passwordResetDoneSchema,
  passwordResetUsableSchema,
  signedOutSchema,
} from '@lens/validation';
import {
  ChangesSignIn,
  CurrentActor,
  Public,
  TwoStepPendingAllowed,
} from '../../platform/auth/access';
import { TOKEN_HEADER } from '../../platform/auth/auth.guard';
import { RequestContext, RequestLanguage } from '../../platform/auth/request-context';
import { bodyKey } from '../../platform/auth/request-keys';
import type { Actor } from '../../platform/auth/tokens';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { Body, Fails, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { RateLimit } from '../../platform/rate-limit/rate-limit';
import { ConfirmPasswordResetCommand } from './commands/confirm-password-reset';
import { LogInCommand } from './commands/log-in';
import { LogOutCommand } from './commands/log-out';
import { RegisterProfileCommand } from './commands/register-profile';
import { RequestPasswordResetCommand } from './commands/request-password-reset';
import { CheckPasswordResetQuery } from './queries/check-password-reset';
import { CurrentProfileQuery } from './queries/current-profile';

@Controller('api/profiles')
export class ProfilesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /**
   * Registers a profile and signs it in: 201 `{ profile }` with its token. Limited per address
   * (20 an hour): each registration costs a password hash.
   */
  @Public()
  @Post()
  @Returns(profileResultSchema)
  @HttpCode(201)
  @RateLimit({ name: 'register', points: 20, windowSeconds: 3_600 })
  async register(
    @Body(registerSchema) body: Register,
    @RequestContext() context: CommandContext,
    @RequestLanguage() lang: Language,
    @Ip() ip: string,
  ) {
    return ok(await this.commands.execute(new RegisterProfileCommand(body, context, lang, ip)));
  }

  /**
   * Signs in. Wrong passwords are limited per address and account, per address, and softly per
   * account (LoginThrottle), so a guesser cannot lock the owner out; requests of any outcome are
   * also limited per address (60 in 10 minutes).
   */
  @Public()
  @Post('login')
  @Returns(profileResultSchema)
  @HttpCode(200)
  @Fails(401)
  @RateLimit({ name: 'login', points: 60, windowSeconds: 600 })
  async login(@Body(loginSchema) body: Login, @Ip() ip: string) {
    return ok(await this.commands.execute(new LogInCommand(body, ip)));
  }

  /**
   * Asks for a reset link: 202 whether or not the address is registered (a registered one gets
   * the e-mail, in the profile's language). Counted per caller address and per (e-mail, caller
   * address), 5 an hour each: nobody can spend another caller's tries for an e-mail. How many
   * links an inbox receives is capped apart, silently (RequestPasswordResetHandler).
   */
  @Public()
  @Post('password-reset')
  @Returns(passwordResetRequestedSchema)
  @HttpCode(202)
  @RateLimit({
    name: 'password-reset',
    points: 5,
    windowSeconds: 3_600,
    keyOf: (r) => {
      const email = bodyKey(r, 'email');
      return email && `${email}|${r.ip ?? 'unknown'}`;
    },
  })
  async requestPasswordReset(
    @Body(passwordResetRequestSchema) body: PasswordResetRequest,
    @RequestContext() context: CommandContext,
  ) {
    return ok(await this.commands.execute(new RequestPasswordResetCommand(body.email, context)));
  }

  /**
   * Whether a reset link still works, asked when its page opens: 200, or 400 INVALID_TOKEN on
   * `token` for an unknown, used or expired link. Uses nothing up; limited per address.
   */
  @Public()
  @Post('password-reset/check')
  @Returns(passwordResetUsableSchema)
  @HttpCode(200)
  @RateLimit({ name: 'password-reset-check', points: 20, windowSeconds: 900 })
  async checkPasswordReset(@Body(passwordResetCheckSchema) body: PasswordResetCheck) {
    return ok(await this.queries.execute(new CheckPasswordResetQuery(body)));
  }

  /**
   * Sets a new password through a reset link: 200; 400 INVALID_TOKEN on `token` for an unknown,
   * used or expired link; every earlier session ends. Staff acting for the patient may not.
   */
  @Public()
  @Post('password-reset/confirm')
  @Returns(passwordResetDoneSchema)
  @HttpCode(200)
  @ChangesSignIn()
  @RateLimit({ name: 'password-reset-confirm', points: 10, windowSeconds: 900 })
  async confirmPasswordReset(
    @Body(passwordResetConfirmSchema) body: PasswordResetConfirm,
    @RequestContext() context: CommandContext,
  ) {
    return ok(await this.commands.execute(new ConfirmPasswordResetCommand(body, context)));
  }

  /** Signs out: the token's session ends at once (its every later use is 401). */
  @Post('logout')
  @Returns(signedOutSchema)
  @HttpCode(200)
  @TwoStepPendingAllowed()
  async logout(@CurrentActor() actor: Actor) {
    return ok(await this.commands.execute(new LogOutCommand(actor)));
  }

  /** Also for a sign-in waiting for its two-step code (`twoStepRequired: true`). */
  @Get('me')
  @Returns(profileResultSchema)
  @TwoStepPendingAllowed()
  async me(@CurrentActor() actor: Actor, @Headers(TOKEN_HEADER) token: string) {
    return ok(await this.queries.execute(new CurrentProfileQuery(actor, token)));
  }
}
