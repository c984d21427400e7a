import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntryDecision } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { EntryDecider, approvalAsException } from '../entry-decider';

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
  constructor(private readonly decider: EntryDecider) {}

  async execute({ actor, submissionId, exceptionId, comment, context }: ApproveEntryCommand) {
    return this.decider.decide(
      submissionId,
      approvalAsException(actor, submissionId, exceptionId, comment),
      context,
    );
  }
}
