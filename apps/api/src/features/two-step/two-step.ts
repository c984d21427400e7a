import { Injectable } from '@nestjs/common';
import type { Language } from '@lens/domain';
import type { SendCode, ValidateCode } from '@lens/validation';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { Failure } from '../../platform/http/failure';
import { Credentials } from '../profiles/credentials';
import { ProfileAccount } from '../profiles/profile-account';
import { ProfileSessions } from '../profiles/profile-sessions';
import { PhoneCodes } from '../../platform/auth/phone-codes';
import { type Actor, Tokens } from '../../platform/auth/tokens';

/**
 * Two-step codes. The body's `token` is the caller's own token (the `profile-token` the web
 * holds); it must be valid and name the caller's own profile.
 *
 * - A signed-in profile proves a (new) phone number: the code goes to the number sent and, once
 *   checked, that number is the profile's verified phone (`PhoneNumberVerified` on its stream).
 *   Staff acting for the patient may do neither (the routes refuse impersonation tokens).
 * - A sign-in waiting for its second step (a profile with a verified phone signed in with its
 *   password): the code always goes to the verified number on file, whatever the body names,
 *   and only a code sent to that number completes the sign-in with a full session token.
 */
@Injectable()
export class TwoStep {
  constructor(
    private readonly tokens: Tokens,
    private readonly codes: PhoneCodes,
    private readonly credentials: Credentials,
    private readonly sessions: ProfileSessions,
    private readonly account: ProfileAccount,
  ) {}

  async sendCode(actor: Actor, body: SendCode, lang: Language) {
    await this.checkToken(actor, body.token);
    const phoneNumber = actor.twoStepPending ? await this.verifiedPhone(actor) : body.phone_number;
    if (!phoneNumber) throw new Failure('NULL', 'phone_number');
    const { expiresAt } = await this.codes.send(actor.profileId, phoneNumber, lang);
    return { sent: true, expiresAt: expiresAt.toISOString() };
  }

  async validateCode(actor: Actor, body: ValidateCode, context: CommandContext) {
    await this.checkToken(actor, body.token);
    const onlyTo = actor.twoStepPending ? await this.verifiedPhone(actor) : undefined;
    const proved = await this.codes.validate(actor.profileId, body.code, onlyTo);
    if (!proved) throw new Failure('INVALID_PHONE_CODE', 'code');
    if (actor.twoStepPending)
      return { isValid: true, profile: await this.sessions.completeTwoStep(actor) };
    await this.account.verifyPhone(actor.profileId, proved, context);
    return { isValid: true };
  }

  /** The number a pending sign-in's code goes to; a profile without one cannot finish. */
  private async verifiedPhone(actor: Actor): Promise<string> {
    const phone = await this.credentials.phoneOf(actor.profileId);
    if (!phone.verified || !phone.number) throw new Failure('UNAUTHORIZED', 'token');
    return phone.number;
  }

  private async checkToken(actor: Actor, token: string): Promise<void> {
    const named = await this.tokens.verify(token).catch(() => null);
    if (named?.profileId !== actor.profileId) throw new Failure('UNAUTHORIZED', 'token');
  }
}
