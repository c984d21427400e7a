import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntryDecision } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { commentingAdmin, decided, entryDecisions } from '../entry-decisions';
import { EntryStreams } from '../../../features/submissions/entry-streams';
import { ProjectionWaiter } from '../../../platform/event-sourcing/projection-waiter';
import { writeAggregate } from '../../../platform/event-sourcing/write-aggregate';

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
  constructor(
    private readonly entries: EntryStreams,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute({ actor, submissionId, comment, context }: CommentOnEntryCommand) {
    const { entry, loaded } = await this.entries.read(submissionId);
    const adminId = commentingAdmin(actor, entry);
    const outcome = await writeAggregate({
      ...this.entries.of(submissionId),
      decider: entryDecisions,
      command: [{ type: 'AddAdminComment', data: { submissionId, adminId, comment } }],
      context,
      loaded,
    });
    return decided(this.waiter, submissionId, outcome);
  }
}
