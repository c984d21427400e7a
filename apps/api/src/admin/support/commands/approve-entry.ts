import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntryDecision } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { approvalAsException, decided, entryDecisions } from '../entry-decisions';
import { EntryStreams } from '../../../features/submissions/entry-streams';
import { ProjectionWaiter } from '../../../platform/event-sourcing/projection-waiter';
import { writeAggregate } from '../../../platform/event-sourcing/write-aggregate';

/** Approves an entry as an exception: the exception and the approval, together. */
export class ApproveEntryCommand extends Command<EntryDecision> {
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

@CommandHandler(ApproveEntryCommand)
export class ApproveEntryHandler implements ICommandHandler<ApproveEntryCommand> {
  constructor(
    private readonly entries: EntryStreams,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute({ actor, submissionId, exceptionId, comment, context }: ApproveEntryCommand) {
    const { loaded } = await this.entries.read(submissionId);
    const outcome = await writeAggregate({
      ...this.entries.of(submissionId),
      decider: entryDecisions,
      command: approvalAsException(actor, submissionId, exceptionId, comment),
      context,
      loaded,
    });
    return decided(this.waiter, submissionId, outcome);
  }
}
