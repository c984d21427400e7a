import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RegisteredProfile } from '@lens/domain';
import type { Login } from '@lens/validation';
import { SmsSender } from '../../../platform/auth/sms-sender';
import { Failure } from '../../../platform/http/failure';
import { Accounts } from '../accounts';
import { Credentials, type PhoneOnFile } from '../credentials';
import { LoginThrottle } from '../login-throttle';
import { ProfileSessions } from '../profile-sessions';
import type { ProfileView } from '../profile-view';

/**
 * Signs in with e-mail and password, within the sign-in limits of the caller's address and the
 * account (LoginThrottle). A profile with a verified phone gets a token whose second
 * step is still to come (`twoStepRequired`): the texted code (auth/validateCode) completes it.
 * Where texts cannot be sent (no SMS provider in production) there is no second step.
 */
export class LogInCommand extends Command<{ profile: ProfileView }> {
  constructor(
    readonly body: Login,
    readonly ip: string,
  ) {
    super();
  }
}

@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand> {
  constructor(
    private readonly accounts: Accounts,
    private readonly credentials: Credentials,
    private readonly throttle: LoginThrottle,
    private readonly sessions: ProfileSessions,
    private readonly sms: SmsSender,
  ) {}

  async execute({ body, ip }: LogInCommand) {
    const attempt = await this.throttle.begin(ip, body.email);
    const credential = await this.accounts
      .authenticate(body.email, body.password)
      .catch(async (error: unknown) => {
        // A wrong password stays counted (it was counted before the check).
        if (!(error instanceof Failure && error.code === 'INVALID_CREDENTIALS'))
          await this.throttle.undecided(attempt).catch(() => undefined);
        throw error;
      });
    await this.throttle.succeeded(attempt);
    const profile = await this.sessions.registered(credential.profileId);
    // Credentials whose profile stream was never started (a crash mid-registration).
    if (!profile) throw new Failure('INVALID_CREDENTIALS', 'password');
    const phone = await this.phoneOf(profile);
    // No code can be texted without an SMS provider: the second step would lock the profile out.
    const twoStep = phone.verified && this.sms.available;
    return { profile: await this.sessions.signIn(profile, credential.role, phone, twoStep) };
  }

  /**
   * The phone on file, caught up with the stream: a `PhoneNumberVerified` whose credentials row
   * was never written (the process stopped in between) is written now, so a proved second
   * factor is never skipped.
   */
  private async phoneOf(profile: RegisteredProfile): Promise<PhoneOnFile> {
    const phone = await this.credentials.phoneOf(profile.profileId);
    const proved = profile.verifiedPhone;
    if (!proved || (phone.verified && phone.number === proved.number)) return phone;
    await this.credentials.recordVerifiedPhone(
      profile.profileId,
      proved.number,
      new Date(proved.at),
    );
    return this.credentials.phoneOf(profile.profileId);
  }
}
