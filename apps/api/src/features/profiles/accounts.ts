import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type RegisteredProfile, type RegisterProfile, dayOf, profileDecider } from '@lens/domain';
import type { Checkpoint, EventStore } from '@lens/event-store';
import { type Register, registerSchema } from '@lens/validation';
import { ROLES, type Role } from '../../platform/auth/tokens';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { writeAggregate } from '../../platform/event-sourcing/write-aggregate';
import { Failure, ValidationFailure } from '../../platform/http/failure';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { birthdayRefusal } from './age';
import { type Credential, Credentials } from './credentials';
import { Passwords } from './passwords';
import { profileStream, profilesInline } from './profile-stream';

/**
 * A new sign-in: the registration form's fields, the role (patient unless said) and, for seeds
 * that want stable ids, the profile id (a new UUID otherwise).
 */
export type NewAccount = Register & { role?: Role; profileId?: string };

export interface Account {
  profileId: string;
  email: string;
  role: Role;
  /** The profile as its stream now holds it. */
  profile: RegisteredProfile;
  /** Where its registration sits in $all (for read-your-writes). */
  position: Checkpoint | null;
  /** The profile's rows were written with the registration (no wait for the projector). */
  inline: boolean;
}

/**
 * Accounts: a profile stream plus its credentials row. Used by registration and sign-in, and by
 * the demo seed to create staff and demo users.
 */
@Injectable()
export class Accounts {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly credentials: Credentials,
    private readonly passwords: Passwords,
  ) {}

  /**
   * Registers a profile. Fails with VALIDATION/NULL (the registration schema),
   * BIRTHDAY_IN_FUTURE (after the clock's today: a typo, a field error), INELIGIBLE_AGE (under
   * 18 at the clock's today) or DUPLICATE_EMAIL. The e-mail is reserved first, so of two
   * concurrent registrations exactly one wins; the reservation is given back if the stream
   * cannot be started.
   */
  async createAccount(input: NewAccount, context: CommandContext = {}): Promise<Account> {
    const { role = 'patient', profileId = randomUUID(), ...fields } = input;
    const parsed = registerSchema.safeParse(fields);
    if (!parsed.success) throw new ValidationFailure(parsed.error, 'body');
    if (!ROLES.includes(role)) throw new Failure('VALIDATION', 'role');
    const details = parsed.data;
    const now = this.clock.now();
    const refusal = birthdayRefusal(details.birthday, dayOf(now.getTime()));
    if (refusal) throw new Failure(refusal, 'birthday');

    // A taken e-mail is refused before the costly hash (argon2id: 19 MiB, ~30 ms of CPU), so
    // duplicates cannot be used to burn the server's memory and CPU; the reservation below still
    // settles two concurrent registrations of a new e-mail.
    if (await this.credentials.findByEmail(details.email))
      throw new Failure('DUPLICATE_EMAIL', 'email');
    const reserved = await this.credentials.reserve({
      profileId,
      email: details.email,
      passwordHash: await this.passwords.hash(details.password),
      role,
      phoneNumber: details.phone_number || null,
      createdAt: now,
    });
    if (!reserved) throw new Failure('DUPLICATE_EMAIL', 'email');

    const command: RegisterProfile = {
      type: 'RegisterProfile',
      data: {
        profileId,
        email: details.email,
        firstName: details.first_name,
        lastName: details.last_name,
        language: details.language,
      },
    };
    try {
      const outcome = await writeAggregate({
        store: this.store,
        stream: profileStream(profileId),
        decider: profileDecider,
        command,
        env: { now: now.getTime() },
        context: { ...context, actor: context.actor ?? { profileId } },
        inline: profilesInline,
      });
      const profile = outcome.state as RegisteredProfile;
      return {
        profileId,
        email: profile.email,
        role,
        profile,
        position: outcome.position,
        inline: outcome.inline,
      };
    } catch (error) {
      await this.credentials.release(profileId);
      throw error;
    }
  }

  /**
   * The credentials an e-mail and password sign in with; INVALID_CREDENTIALS otherwise, with the
   * same answer and about the same time for an unknown e-mail as for a wrong password.
   */
  async authenticate(email: string, password: string): Promise<Credential> {
    const credential = await this.credentials.findByEmail(email);
    const valid = credential
      ? await this.passwords.verify(credential.passwordHash, password)
      : await this.passwords.verifyNothing(password);
    if (!credential || !valid) throw new Failure('INVALID_CREDENTIALS', 'password');
    if (this.passwords.isOutdated(credential.passwordHash)) {
      await this.credentials.replaceHash(credential.profileId, await this.passwords.hash(password));
    }
    return credential;
  }

  /** The account holding an e-mail (any case), e.g. for a seed that runs more than once. */
  async findByEmail(email: string): Promise<Omit<Credential, 'passwordHash'> | null> {
    const credential = await this.credentials.findByEmail(email);
    if (!credential) return null;
    const { passwordHash: _, ...account } = credential;
    return account;
  }
}
