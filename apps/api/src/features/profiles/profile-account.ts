import { Inject, Injectable } from '@nestjs/common';
import { profileDecider } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { decideAndAppend } from '../../platform/event-sourcing/decide-and-append';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { Credentials } from './credentials';
import { profileStream } from './profile-stream';

/**
 * Changes to how a profile signs in, each recorded on its `profile-<id>` stream with the actor's
 * metadata before the `profile_credentials` row that sign-in reads follows it.
 */
@Injectable()
export class ProfileAccount {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly credentials: Credentials,
  ) {}

  /** A texted code proved `phoneNumber`: `PhoneNumberVerified`, then the credentials row. */
  async verifyPhone(profileId: string, phoneNumber: string, context: CommandContext) {
    const now = this.clock.now();
    await decideAndAppend(
      this.store,
      profileStream(profileId),
      profileDecider,
      { type: 'VerifyPhoneNumber', data: { phoneNumber } },
      { now: now.getTime() },
      context,
    );
    await this.credentials.recordVerifiedPhone(profileId, phoneNumber, now);
  }
}
