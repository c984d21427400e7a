import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Language } from '@lens/domain';
import { type Register, apiError } from '@lens/validation';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { ProjectionWaiter } from '../../../platform/event-sourcing/projection-waiter';
import { Failure, FieldFailures } from '../../../platform/http/failure';
import { PinoLogger } from 'nestjs-pino';
import { Tokens } from '../../../platform/auth/tokens';
import { type Account, Accounts } from '../accounts';
import { LoginThrottle } from '../login-throttle';
import { ProfileSessions } from '../profile-sessions';
import { PROFILES_PROJECTION } from '../profile-stream';
import type { ProfileView } from '../profile-view';

/** Registers and signs in; the address it registers from counts as the owner's (LoginThrottle). */
export class RegisterProfileCommand extends Command<{ profile: ProfileView }> {
  constructor(
    readonly body: Register,
    readonly context: CommandContext,
    readonly lang: Language,
    readonly ip: string,
  ) {
    super();
  }
}

/**
 * Once the profile's events are appended the registration has happened: nothing after them may
 * turn it into a failure (a 503 would send the client to retry into DUPLICATE_EMAIL; issue 26.12).
 * So the session is opened before the append, and what follows is either pure (the answer) or
 * done at best (the read-your-writes wait, remembering the address).
 */
@CommandHandler(RegisterProfileCommand)
export class RegisterProfileHandler implements ICommandHandler<RegisterProfileCommand> {
  constructor(
    private readonly accounts: Accounts,
    private readonly waiter: ProjectionWaiter,
    private readonly throttle: LoginThrottle,
    private readonly sessions: ProfileSessions,
    private readonly tokens: Tokens,
    private readonly logger: PinoLogger,
  ) {}

  async execute({ body, context, lang, ip }: RegisterProfileCommand) {
    const profileId = randomUUID();
    const session = await this.tokens.issue({ profileId, role: 'patient', twoStepPending: false });
    // The new profile is the actor of its own registration, whoever's token came along.
    const own = { requestId: context.requestId };
    const account = await this.accounts
      .createAccount({ ...body, profileId, role: 'patient' }, own)
      .catch(async (error: unknown) => {
        await this.tokens.end({ ...session, profileId }).catch(() => undefined);
        if (error instanceof Failure && error.code === 'DUPLICATE_EMAIL')
          throw new FieldFailures(409, [apiError('email', 'DUPLICATE', 'DUPLICATE_EMAIL', lang)]);
        throw error;
      });
    await this.settle(account, ip);
    const phone = { number: body.phone_number || null, verified: false };
    return {
      profile: this.sessions.registeredView(account.profile, account.role, phone, session.token),
    };
  }

  /** After the append, at best: a failure is logged, never answered. */
  private async settle(account: Account, ip: string): Promise<void> {
    // The next call (profiles/me, patients) reads the read model: let it see this profile.
    if (account.position && !account.inline)
      await this.waiter
        .waitFor(account.position, [PROFILES_PROJECTION])
        .catch((error: unknown) =>
          this.logger.warn({ err: error }, 'registration: read model not awaited'),
        );
    await this.throttle
      .remember(ip, account.email)
      .catch((error: unknown) =>
        this.logger.warn({ err: error }, 'registration: sign-in address not remembered'),
      );
  }
}
