import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CookieOptions } from 'express';
import { type Actor, Tokens } from '../../../platform/auth/tokens';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config';
import { ADMIN_SESSION_COOKIE, cookieValue } from '../../access/admin-session-cookie';
import { sessionCookieOptions } from '../session-cookie';

/** Signs out: the session of the token (and of the cookie's, if another) ends at once. */
export class CloseStaffSessionCommand extends Command<{
  signedOut: true;
  cookie: CookieOptions;
}> {
  constructor(
    readonly actor: Actor,
    /** The request's `Cookie` header. */
    readonly cookies: string | undefined,
  ) {
    super();
  }
}

@CommandHandler(CloseStaffSessionCommand)
export class CloseStaffSessionHandler implements ICommandHandler<CloseStaffSessionCommand> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: Tokens,
  ) {}

  async execute({ actor, cookies }: CloseStaffSessionCommand) {
    await this.tokens.end(actor);
    const cookie = cookieValue(cookies, ADMIN_SESSION_COOKIE);
    const cookieActor = cookie ? await this.tokens.verify(cookie).catch(() => null) : null;
    if (cookieActor && cookieActor.profileId === actor.profileId)
      await this.tokens.end(cookieActor);
    return { signedOut: true as const, cookie: sessionCookieOptions(this.config) };
  }
}
