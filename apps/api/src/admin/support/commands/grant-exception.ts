import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntryDecision } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { grant, decided, entryDecisions } from '../entry-decisions';
import { EntryStreams } from '../../../features/submissions/entry-streams';
import { ProjectionWaiter } from '../../../platform/event-sourcing/projection-waiter';
import { writeAggregate } from '../../../platform/event-sourcing/write-aggregate';

/** Grants an exception: the entry's rules are waived when it is next assessed. */
export class GrantExceptionCommand extends Command<EntryDecision> {
  constructor(
    readonly actor: Actor,
    readonly submissionId: string,
    readonly exceptionId: string,
    readonly comment: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(GrantExceptionCommand)
export class GrantExceptionHandler implements ICommandHandler<GrantExceptionCommand> {
  constructor(
    private readonly entries: EntryStreams,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute({ actor, submissionId, exceptionId, comment, context }: GrantExceptionCommand) {
    const { loaded } = await this.entries.read(submissionId);
    const outcome = await writeAggregate({
      ...this.entries.of(submissionId),
      decider: entryDecisions,
      command: [grant(actor, submissionId, exceptionId, comment)],
      context,
      loaded,
    });
    return decided(this.waiter, submissionId, outcome);
  }
}
