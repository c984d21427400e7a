import type { IncompleteReason } from '@lens/domain';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntryDecision } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { EntryDecider, commentingAdmin } from '../entry-decider';

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
  constructor(private readonly decider: EntryDecider) {}

  async execute({ actor, submissionId, request, context }: LogIncompleteCommand) {
    const read = await this.decider.load(submissionId);
    const adminId = commentingAdmin(actor, read.entry);
    return this.decider.decide(
      submissionId,
      [{ type: 'LogIncomplete', data: { submissionId, adminId, ...request } }],
      context,
      read,
    );
  }
}
