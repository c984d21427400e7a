import type { RejectionReason } from '@lens/domain';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntryDecision } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { decided, entryDecisions } from '../entry-decisions';
import { EntryStreams } from '../../../features/submissions/entry-streams';
import { ProjectionWaiter } from '../../../platform/event-sourcing/projection-waiter';
import { writeAggregate } from '../../../platform/event-sourcing/write-aggregate';

/**
 * Rejects an entry by an admin's decision: the reason as an admin comment naming the exception
 * id, then the rejection with its reason codes (OTHER unless given).
 */
export class RejectEntryCommand extends Command<EntryDecision> {
  constructor(
    readonly actor: Actor,
    readonly submissionId: string,
    readonly request: {
      exceptionId: string;
      comment: string;
      reasons?: readonly RejectionReason[];
    },
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RejectEntryCommand)
export class RejectEntryHandler implements ICommandHandler<RejectEntryCommand> {
  constructor(
    private readonly entries: EntryStreams,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute({ actor, submissionId, request, context }: RejectEntryCommand) {
    const adminId = actor.profileId;
    const { loaded } = await this.entries.read(submissionId);
    const outcome = await writeAggregate({
      ...this.entries.of(submissionId),
      decider: entryDecisions,
      command: [
        {
          type: 'AddAdminComment',
          data: { submissionId, adminId, comment: `[${request.exceptionId}] ${request.comment}` },
        },
        {
          type: 'RejectSubmission',
          data: { submissionId, reasons: request.reasons ?? ['OTHER'], rejectedBy: adminId },
        },
      ],
      context,
      loaded,
    });
    return decided(this.waiter, submissionId, outcome);
  }
}
