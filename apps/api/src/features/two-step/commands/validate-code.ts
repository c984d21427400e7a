import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { profileDecider } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import type { ValidateCode } from '@lens/validation';
import { PhoneCodes } from '../../../platform/auth/phone-codes';
import { type Actor, Tokens } from '../../../platform/auth/tokens';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { writeAggregate } from '../../../platform/event-sourcing/write-aggregate';
import { Failure } from '../../../platform/http/failure';
import { EVENT_STORE } from '../../../platform/infrastructure/tokens';
import { Credentials } from '../../profiles/credentials';
import { ProfileSessions } from '../../profiles/profile-sessions';
import { profileStream } from '../../profiles/profile-stream';
import type { ProfileView } from '../../profiles/profile-view';
import { checkOwnToken, verifiedPhoneOf } from '../caller-checks';

/**
 * Checks a texted code. A signed-in profile proves a (new) phone number: `PhoneNumberVerified`
 * on its stream, then the credentials row. A sign-in waiting for its second step completes
 * (only with a code sent to the verified number on file) with a full session token.
 */
export class ValidateCodeCommand extends Command<{ isValid: true; profile?: ProfileView }> {
  constructor(
    readonly actor: Actor,
    readonly body: ValidateCode,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ValidateCodeCommand)
export class ValidateCodeHandler implements ICommandHandler<ValidateCodeCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly tokens: Tokens,
    private readonly codes: PhoneCodes,
    private readonly credentials: Credentials,
    private readonly sessions: ProfileSessions,
  ) {}

  async execute({ actor, body, context }: ValidateCodeCommand) {
    await checkOwnToken(this.tokens, actor, body.token);
    const onlyTo = actor.twoStepPending
      ? await verifiedPhoneOf(this.credentials, actor)
      : undefined;
    const proved = await this.codes.validate(actor.profileId, body.code, onlyTo);
    if (!proved) throw new Failure('INVALID_PHONE_CODE', 'code');
    if (actor.twoStepPending) return { isValid: true as const, profile: await this.signIn(actor) };
    await this.verifyPhone(actor.profileId, proved, context);
    return { isValid: true as const };
  }

  /**
   * The sign-in after its two-step code: the profile with a full session token; the waiting
   * token's session ends.
   */
  private async signIn(actor: Actor): Promise<ProfileView> {
    const profile = await this.sessions.registered(actor.profileId);
    if (!profile) throw new Failure('UNAUTHORIZED', 'token');
    const phone = await this.credentials.phoneOf(actor.profileId);
    const view = await this.sessions.signIn(profile, actor.role, phone, false);
    await this.tokens.end(actor);
    return view;
  }

  /** A texted code proved `phoneNumber`: `PhoneNumberVerified`, then the credentials row. */
  private async verifyPhone(profileId: string, phoneNumber: string, context: CommandContext) {
    const now = this.clock.now();
    await writeAggregate({
      store: this.store,
      stream: profileStream(profileId),
      decider: profileDecider,
      command: { type: 'VerifyPhoneNumber', data: { phoneNumber } },
      env: { now: now.getTime() },
      context,
    });
    await this.credentials.recordVerifiedPhone(profileId, phoneNumber, now);
  }
}
