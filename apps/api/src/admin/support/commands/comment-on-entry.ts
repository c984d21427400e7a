import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntryDecision } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { EntryDecider, commentingAdmin } from '../entry-decider';

/**
 * An admin comment on an entry (spec 000 §7), also posted from the patient app by an admin
 * acting for the patient, after the purchase detail confirmation.
 */
export class CommentOnEntryCommand extends Command<EntryDecision> {
  constructor(
    readonly actor: Actor,
    readonly submissionId: string,
    readonly comment: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(CommentOnEntryCommand)
export class CommentOnEntryHandler implements ICommandHandler<CommentOnEntryCommand> {
  constructor(private readonly decider: EntryDecider) {}

  async execute({ actor, submissionId, comment, context }: CommentOnEntryCommand) {
    const read = await this.decider.load(submissionId);
    const adminId = commentingAdmin(actor, read.entry);
    return this.decider.decide(
      submissionId,
      [{ type: 'AddAdminComment', data: { submissionId, adminId, comment } }],
      context,
      read,
    );
  }
}
