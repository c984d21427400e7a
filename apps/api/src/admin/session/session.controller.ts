import { Controller, Delete, Get, Headers, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import {
  staffSessionSchema,
  staffSessionDetailSchema,
  staffSignedOutSchema,
} from '@lens/validation';
import type { Request, Response } from 'express';
import { CurrentActor } from '../../platform/auth/access';
import { TOKEN_HEADER } from '../../platform/auth/auth.guard';
import { type Actor, Tokens } from '../../platform/auth/tokens';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { ProfilesReadModel } from '../../features/profiles/profiles-read-model';
import {
  ADMIN_SESSION_COOKIE,
  ADMIN_SESSION_PATH,
  cookieValue,
} from '../access/admin-session-cookie';
import { StaffOnly } from '../access/staff';

/**
 * The admin session for browser-only pages (the queue board, CSV downloads): after signing in
 * through `POST /api/profiles/login`, the back office hands its staff token to `POST
 * /admin/api/session`, which sets it as an HttpOnly, SameSite=Strict cookie on /admin (Secure
 * in production) that lives as long as the token; `DELETE` clears it.
 */
@Controller('admin/api/session')
@StaffOnly()
export class SessionController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly profiles: ProfilesReadModel,
    private readonly tokens: Tokens,
  ) {}

  @Post()
  @Returns(staffSessionSchema)
  @HttpCode(200)
  open(
    @CurrentActor() actor: Actor,
    @Headers(TOKEN_HEADER) token: string,
    @Res({ passthrough: true }) response: Response,
  ) {
    const maxAge = Math.max(0, actor.expiresAt * 1000 - this.clock.now().getTime());
    response.cookie(ADMIN_SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.config.env === 'production',
      path: ADMIN_SESSION_PATH,
      maxAge,
    });
    return ok(this.sessionOf(actor));
  }

  /** Who the session (header or cookie) belongs to. */
  @Get()
  @Returns(staffSessionDetailSchema)
  async current(@CurrentActor() actor: Actor) {
    const profile = await this.profiles.profile(actor.profileId);
    return ok({
      ...this.sessionOf(actor),
      email: profile?.email ?? null,
      firstName: profile?.firstName ?? null,
    });
  }

  /** Signs out: the session of the token (and of the cookie's, if another) ends at once. */
  @Delete()
  @Returns(staffSignedOutSchema)
  @HttpCode(200)
  async close(
    @CurrentActor() actor: Actor,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    await this.tokens.end(actor);
    const cookie = cookieValue(request.headers.cookie, ADMIN_SESSION_COOKIE);
    const cookieActor = cookie ? await this.tokens.verify(cookie).catch(() => null) : null;
    if (cookieActor && cookieActor.profileId === actor.profileId)
      await this.tokens.end(cookieActor);
    response.clearCookie(ADMIN_SESSION_COOKIE, {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.config.env === 'production',
      path: ADMIN_SESSION_PATH,
    });
    return ok({ signedOut: true });
  }

  private sessionOf(actor: Actor) {
    return {
      profileId: actor.profileId,
      role: actor.role,
      expiresAt: new Date(actor.expiresAt * 1000).toISOString(),
    };
  }
}
