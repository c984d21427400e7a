import type { IncompleteReason } from '@lens/domain';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntryDecision } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { commentingAdmin, decided, entryDecisions } from '../entry-decisions';
import { EntryStreams } from '../../../features/submissions/entry-streams';
import { ProjectionWaiter } from '../../../platform/event-sourcing/projection-waiter';
import { writeAggregate } from '../../../platform/event-sourcing/write-aggregate';

/**
 * The OAMOE override's "log incomplete" (spec 001 §3): the reason, batch and comment recorded
 * on the entry in progress (it stays in progress). Who may, as for a comment.
 */
export class LogIncompleteCommand extends Command<EntryDecision> {
  constructor(
    readonly actor: Actor,
    readonly submissionId: string,
    readonly request: { reason: IncompleteReason; batchId: string | null; comment: string },
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(LogIncompleteCommand)
export class LogIncompleteHandler implements ICommandHandler<LogIncompleteCommand> {
  constructor(
    private readonly entries: EntryStreams,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute({ actor, submissionId, request, context }: LogIncompleteCommand) {
    const { entry, loaded } = await this.entries.read(submissionId);
    const adminId = commentingAdmin(actor, entry);
    const outcome = await writeAggregate({
      ...this.entries.of(submissionId),
      decider: entryDecisions,
      command: [{ type: 'LogIncomplete', data: { submissionId, adminId, ...request } }],
      context,
      loaded,
    });
    return decided(this.waiter, submissionId, outcome);
  }
}
