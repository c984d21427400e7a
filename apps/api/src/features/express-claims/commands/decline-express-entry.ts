import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { writeAggregate } from '../../../platform/event-sourcing/write-aggregate';
import type { ExpressClaimView } from '../express-entry';
import { ExpressEntries } from '../express-entries';

/** The holder of the link says the express reward is not needed. */
export class DeclineExpressEntryCommand extends Command<ExpressClaimView> {
  constructor(
    readonly submissionId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(DeclineExpressEntryCommand)
export class DeclineExpressEntryHandler implements ICommandHandler<DeclineExpressEntryCommand> {
  constructor(private readonly entries: ExpressEntries) {}

  async execute({ submissionId, context }: DeclineExpressEntryCommand) {
    const { loaded } = await this.entries.load(submissionId);
    const { state } = await writeAggregate({
      ...this.entries.of(submissionId),
      command: { type: 'DeclineExpressEntry', data: { submissionId } },
      context,
      loaded,
    });
    return this.entries.view(state);
  }
}
