import { Inject, Injectable } from '@nestjs/common';
import { type Language, type RegisteredProfile, profileDecider } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import { type Login, type Register, apiError } from '@lens/validation';
import { type Actor, type Role, Tokens } from '../../platform/auth/tokens';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { load } from '../../platform/event-sourcing/decide-and-append';
import { ProjectionWaiter } from '../../platform/event-sourcing/projection-waiter';
import { Failure, FieldFailures } from '../../platform/http/failure';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { Accounts } from './accounts';
import { Credentials, type PhoneOnFile } from './credentials';
import { ExpressNotices } from './express-notices';
import { LoginThrottle } from './login-throttle';
import { PROFILES_PROJECTION, profileStream } from './profile-stream';
import { ProfileStandings } from './profile-standing';
import { type ProfileFacts, type ProfileView, profileView } from './profile-view';
import { ProfilesReadModel } from './profiles-read-model';

/** Registration, sign-in and "who am I": each answers the profile with its session token. */
@Injectable()
export class ProfileSessions {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly accounts: Accounts,
    private readonly tokens: Tokens,
    private readonly waiter: ProjectionWaiter,
    private readonly readModel: ProfilesReadModel,
    private readonly credentials: Credentials,
    private readonly notices: ExpressNotices,
    private readonly throttle: LoginThrottle,
    private readonly standings: ProfileStandings,
  ) {}

  /** Registers and signs in; the address it registers from counts as the owner's (LoginThrottle). */
  async register(
    body: Register,
    context: CommandContext,
    lang: Language,
    ip: string,
  ): Promise<ProfileView> {
    // The new profile is the actor of its own registration, whoever's token came along.
    const own = { requestId: context.requestId };
    const account = await this.accounts.createAccount(body, own).catch((error: unknown) => {
      if (error instanceof Failure && error.code === 'DUPLICATE_EMAIL')
        throw new FieldFailures(409, [apiError('email', 'DUPLICATE', 'DUPLICATE_EMAIL', lang)]);
      throw error;
    });
    // The next call (profiles/me, patients) reads the read model: let it see this profile.
    if (account.position) await this.waiter.waitFor(account.position, [PROFILES_PROJECTION]);
    await this.throttle.remember(ip, account.email);
    const phone = { number: body.phone_number || null, verified: false };
    return this.signIn(account.profile, account.role, phone, false);
  }

  /**
   * Signs in with e-mail and password, within the sign-in limits of the caller's address and the
   * account (LoginThrottle). A profile with a verified phone gets a token whose second
   * step is still to come (`twoStepRequired`): the texted code (auth/validateCode) completes it.
   */
  async login(body: Login, ip: string): Promise<ProfileView> {
    const attempt = await this.throttle.begin(ip, body.email);
    const credential = await this.accounts
      .authenticate(body.email, body.password)
      .catch(async (error: unknown) => {
        if (error instanceof Failure && error.code === 'INVALID_CREDENTIALS')
          await this.throttle.failed(attempt);
        throw error;
      });
    await this.throttle.succeeded(attempt);
    const profile = await this.registered(credential.profileId);
    // Credentials whose profile stream was never started (a crash mid-registration).
    if (!profile) throw new Failure('INVALID_CREDENTIALS', 'password');
    const phone = await this.phoneOf(profile);
    return this.signIn(profile, credential.role, phone, phone.verified);
  }

  /**
   * The sign-in after its two-step code: the profile with a full session token; the waiting
   * token's session ends.
   */
  async completeTwoStep(actor: Actor): Promise<ProfileView> {
    const profile = await this.registered(actor.profileId);
    if (!profile) throw new Failure('UNAUTHORIZED', 'token');
    const phone = await this.credentials.phoneOf(actor.profileId);
    const view = await this.signIn(profile, actor.role, phone, false);
    await this.tokens.end(actor);
    return view;
  }

  /** Sign-out: the caller's session ends. */
  async logout(actor: Actor): Promise<void> {
    await this.tokens.end(actor);
  }

  /** The signed-in profile, with the token it was asked with. */
  async me(actor: Actor, token: string): Promise<ProfileView> {
    const facts = await this.readModel.profile(actor.profileId);
    if (!facts) throw new Failure('NOT_FOUND');
    const [phone, standing, expressSubmissions] = await Promise.all([
      this.credentials.phoneOf(actor.profileId),
      this.standings.of(actor.profileId),
      this.notices.waitingFor(actor.profileId),
    ]);
    return profileView(
      facts,
      {
        token,
        role: actor.role,
        phone,
        twoStepRequired: actor.twoStepPending === true,
        expressSubmissions,
      },
      standing,
    );
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

  /** The profile as its own stream holds it (sign-in is a command issuing a session). */
  private async registered(profileId: string): Promise<RegisteredProfile | null> {
    const { state } = await load(this.store, profileStream(profileId), profileDecider);
    return state.kind === 'registered' ? state : null;
  }

  private async signIn(
    profile: RegisteredProfile | ProfileFacts,
    role: Role,
    phone: PhoneOnFile,
    twoStepPending: boolean,
  ) {
    const [{ token }, standing, expressSubmissions] = await Promise.all([
      this.tokens.issue({ profileId: profile.profileId, role, twoStepPending }),
      this.standings.of(profile.profileId),
      this.notices.waitingFor(profile.profileId),
    ]);
    return profileView(
      profile,
      { token, role, phone, twoStepRequired: twoStepPending, expressSubmissions },
      standing,
    );
  }
}
