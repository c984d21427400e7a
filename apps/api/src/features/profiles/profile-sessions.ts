import { Inject, Injectable } from '@nestjs/common';
import { type RegisteredProfile, profileDecider } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import { type Role, Tokens } from '../../platform/auth/tokens';
import { load } from '../../platform/event-sourcing/write-aggregate';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import type { PhoneOnFile } from './credentials';
import { ExpressNotices } from './express-notices';
import { profileStream } from './profile-stream';
import { ProfileStandings } from './profile-standing';
import type { ProfileFacts } from '@lens/read-models';
import { type ProfileView, profileView } from './profile-view';

/** What registration, sign-in and a completed two-step share: the profile with a new session. */
@Injectable()
export class ProfileSessions {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly tokens: Tokens,
    private readonly notices: ExpressNotices,
    private readonly standings: ProfileStandings,
  ) {}

  /** The profile as its own stream holds it (sign-in is a command issuing a session). */
  async registered(profileId: string): Promise<RegisteredProfile | null> {
    const { state } = await load(this.store, profileStream(profileId), profileDecider);
    return state.kind === 'registered' ? state : null;
  }

  /**
   * The answer to a registration: the profile just registered with the session opened for it
   * beforehand, and the standing of a new profile (no read that could fail after the append).
   */
  registeredView(
    profile: RegisteredProfile,
    role: Role,
    phone: PhoneOnFile,
    token: string,
  ): ProfileView {
    return profileView(
      profile,
      { token, role, phone, twoStepRequired: false, expressSubmissions: [] },
      this.standings.ofNewProfile(),
    );
  }

  /** Issues a session token and answers the profile with it. */
  async signIn(
    profile: RegisteredProfile | ProfileFacts,
    role: Role,
    phone: PhoneOnFile,
    twoStepPending: boolean,
  ): Promise<ProfileView> {
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
