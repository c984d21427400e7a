import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Language } from '@lens/domain';
import { type Register, apiError } from '@lens/validation';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { ProjectionWaiter } from '../../../platform/event-sourcing/projection-waiter';
import { Failure, FieldFailures } from '../../../platform/http/failure';
import { Accounts } from '../accounts';
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

@CommandHandler(RegisterProfileCommand)
export class RegisterProfileHandler implements ICommandHandler<RegisterProfileCommand> {
  constructor(
    private readonly accounts: Accounts,
    private readonly waiter: ProjectionWaiter,
    private readonly throttle: LoginThrottle,
    private readonly sessions: ProfileSessions,
  ) {}

  async execute({ body, context, lang, ip }: RegisterProfileCommand) {
    // The new profile is the actor of its own registration, whoever's token came along.
    const own = { requestId: context.requestId };
    const account = await this.accounts.createAccount(body, own).catch((error: unknown) => {
      if (error instanceof Failure && error.code === 'DUPLICATE_EMAIL')
        throw new FieldFailures(409, [apiError('email', 'DUPLICATE', 'DUPLICATE_EMAIL', lang)]);
      throw error;
    });
    // The next call (profiles/me, patients) reads the read model: let it see this profile.
    if (account.position && !account.inline)
      await this.waiter.waitFor(account.position, [PROFILES_PROJECTION]);
    await this.throttle.remember(ip, account.email);
    const phone = { number: body.phone_number || null, verified: false };
    return { profile: await this.sessions.signIn(account.profile, account.role, phone, false) };
  }
}
