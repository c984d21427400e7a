import { Controller, Delete, Get, Headers, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  staffSessionSchema,
  staffSessionDetailSchema,
  staffSignedOutSchema,
} from '@lens/validation';
import type { Response } from 'express';
import { CurrentActor } from '../../platform/auth/access';
import { TOKEN_HEADER } from '../../platform/auth/auth.guard';
import type { Actor } from '../../platform/auth/tokens';
import { Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { ADMIN_SESSION_COOKIE } from '../access/admin-session-cookie';
import { StaffOnly } from '../access/staff';
import { CloseStaffSessionCommand } from './commands/close-staff-session';
import { OpenStaffSessionCommand } from './commands/open-staff-session';
import { StaffSessionQuery } from './queries/staff-session';

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
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @Returns(staffSessionSchema)
  @HttpCode(200)
  async open(
    @CurrentActor() actor: Actor,
    @Headers(TOKEN_HEADER) token: string,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { session, cookie } = await this.commands.execute(new OpenStaffSessionCommand(actor));
    response.cookie(ADMIN_SESSION_COOKIE, token, cookie);
    return ok(session);
  }

  /** Who the session (header or cookie) belongs to. */
  @Get()
  @Returns(staffSessionDetailSchema)
  async current(@CurrentActor() actor: Actor) {
    return ok(await this.queries.execute(new StaffSessionQuery(actor)));
  }

  /** Signs out: the session of the token (and of the cookie's, if another) ends at once. */
  @Delete()
  @Returns(staffSignedOutSchema)
  @HttpCode(200)
  async close(
    @CurrentActor() actor: Actor,
    @Headers('cookie') cookies: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { cookie, ...answer } = await this.commands.execute(
      new CloseStaffSessionCommand(actor, cookies),
    );
    response.clearCookie(ADMIN_SESSION_COOKIE, cookie);
    return ok(answer);
  }
}
