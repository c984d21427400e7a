import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Language } from '@lens/domain';
import type { OptIn } from '@lens/validation';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { Failure, ValidationFailure } from '../../../platform/http/failure';
import { OptInRequests, channelsOf } from '../opt-in-requests';
import { visitorOptInStream } from '../opt-in-streams';

/**
 * A visitor's sign-up: `{ accepted: true }` whatever was stored or sent, so the answer never
 * says what is stored; each ticked address gets a confirmation link.
 */
export class RequestVisitorOptInCommand extends Command<{ accepted: true }> {
  constructor(
    readonly optIn: OptIn,
    readonly language: Language,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RequestVisitorOptInCommand)
export class RequestVisitorOptInHandler implements ICommandHandler<RequestVisitorOptInCommand> {
  constructor(private readonly requests: OptInRequests) {}

  async execute({ optIn, language, context }: RequestVisitorOptInCommand) {
    if (optIn.profile_id) throw new Failure('UNAUTHORIZED', 'profile_id');
    const inputs = channelsOf(optIn).filter((input) => input.address);
    const ticked = inputs.filter((input) => input.ticked);
    // Nothing ticked: refused (the channel of the address given, e-mail first).
    const asked = ticked.length ? ticked : inputs.slice(0, 1);
    if (asked.length === 0)
      throw new ValidationFailure(
        { issues: [{ code: 'custom', path: ['email'], message: 'required', input: undefined }] },
        'body',
      );
    for (const input of asked) {
      const address = input.address as string;
      await this.requests.request(visitorOptInStream(input.channel, address), input, optIn, {
        profileId: null,
        language,
        context,
        whenLimited: 'skip',
      });
    }
    return { accepted: true as const };
  }
}
