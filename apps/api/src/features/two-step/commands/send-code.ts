import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Language } from '@lens/domain';
import type { SendCode } from '@lens/validation';
import { PhoneCodes } from '../../../platform/auth/phone-codes';
import { type Actor, Tokens } from '../../../platform/auth/tokens';
import { Failure } from '../../../platform/http/failure';
import { Credentials } from '../../profiles/credentials';
import { checkOwnToken, verifiedPhoneOf } from '../caller-checks';

/**
 * Texts a code: to the number sent, or for a sign-in waiting for its second step always to the
 * verified number on file, whatever the body names.
 */
export class SendCodeCommand extends Command<{ sent: true; expiresAt: string }> {
  constructor(
    readonly actor: Actor,
    readonly body: SendCode,
    readonly lang: Language,
  ) {
    super();
  }
}

@CommandHandler(SendCodeCommand)
export class SendCodeHandler implements ICommandHandler<SendCodeCommand> {
  constructor(
    private readonly tokens: Tokens,
    private readonly codes: PhoneCodes,
    private readonly credentials: Credentials,
  ) {}

  async execute({ actor, body, lang }: SendCodeCommand) {
    await checkOwnToken(this.tokens, actor, body.token);
    const phoneNumber = actor.twoStepPending
      ? await verifiedPhoneOf(this.credentials, actor)
      : body.phone_number;
    if (!phoneNumber) throw new Failure('NULL', 'phone_number');
    const { expiresAt } = await this.codes.send(actor.profileId, phoneNumber, lang);
    return { sent: true as const, expiresAt: expiresAt.toISOString() };
  }
}
