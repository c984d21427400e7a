import { Controller, Get, Headers, HttpCode, Ip, Post } from '@nestjs/common';
import type { Language } from '@lens/domain';
import { type Login, type Register, loginSchema, registerSchema } from '@lens/validation';
import { CurrentActor, Public, TwoStepPendingAllowed } from '../auth/access';
import { TOKEN_HEADER } from '../auth/auth.guard';
import { RequestContext, RequestLanguage } from '../auth/request-context';
import type { Actor } from '../auth/tokens';
import type { CommandContext } from '../event-sourcing/command-context';
import { Body } from '../http/contract';
import { ok } from '../http/envelope';
import { RateLimit } from '../rate-limit/rate-limit';
import { ProfileSessions } from './profile-sessions';

@Controller('api/profiles')
export class ProfilesController {
  constructor(private readonly sessions: ProfileSessions) {}

  /** Registers a profile and signs it in: 201 `{ profile }` with its token. */
  @Public()
  @Post()
  @HttpCode(201)
  async register(
    @Body(registerSchema) body: Register,
    @RequestContext() context: CommandContext,
    @RequestLanguage() lang: Language,
  ) {
    return ok({ profile: await this.sessions.register(body, context, lang) });
  }

  /**
   * Signs in. Wrong passwords are limited per address and account, per address, and softly per
   * account (LoginThrottle), so a guesser cannot lock the owner out; requests of any outcome are
   * also limited per address (60 in 10 minutes).
   */
  @Public()
  @Post('login')
  @HttpCode(200)
  @RateLimit({ name: 'login', points: 60, windowSeconds: 600 })
  async login(@Body(loginSchema) body: Login, @Ip() ip: string) {
    return ok({ profile: await this.sessions.login(body, ip) });
  }

  /** Signs out: the token's session ends at once (its every later use is 401). */
  @Post('logout')
  @HttpCode(200)
  @TwoStepPendingAllowed()
  async logout(@CurrentActor() actor: Actor) {
    await this.sessions.logout(actor);
    return ok({ signedOut: true });
  }

  /** Also for a sign-in waiting for its two-step code (`twoStepRequired: true`). */
  @Get('me')
  @TwoStepPendingAllowed()
  async me(@CurrentActor() actor: Actor, @Headers(TOKEN_HEADER) token: string) {
    return ok({ profile: await this.sessions.me(actor, token) });
  }
}
