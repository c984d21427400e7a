import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { StaffSession } from '@lens/validation';
import type { CookieOptions } from 'express';
import type { Actor } from '../../../platform/auth/tokens';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config';
import { sessionCookieOptions, sessionOf } from '../session-cookie';

/** Opens the browser session: the staff token's cookie attributes, living as long as the token. */
export class OpenStaffSessionCommand extends Command<{
  session: StaffSession;
  cookie: CookieOptions;
}> {
  constructor(readonly actor: Actor) {
    super();
  }
}

@CommandHandler(OpenStaffSessionCommand)
export class OpenStaffSessionHandler implements ICommandHandler<OpenStaffSessionCommand> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ actor }: OpenStaffSessionCommand) {
    const maxAge = Math.max(0, actor.expiresAt * 1000 - this.clock.now().getTime());
    return {
      session: sessionOf(actor),
      cookie: { ...sessionCookieOptions(this.config), maxAge },
    };
  }
}
