import type { SubmissionCommand } from '@lens/domain';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntryDecision } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { Failure } from '../../../platform/http/failure';
import { decided, entryDecisions } from '../entry-decisions';
import { EntryStreams } from '../../../features/submissions/entry-streams';
import { ProjectionWaiter } from '../../../platform/event-sourcing/projection-waiter';
import { writeAggregate } from '../../../platform/event-sourcing/write-aggregate';

/**
 * Support's decision on an entry held for a near-duplicate receipt: the comment, then the
 * approval (no exception needed: the review is the check; its receipt is not a second use) or
 * the rejection as a duplicate. 409 ILLEGAL_STATUS when the entry is not waiting for that review.
 */
export class ResolveReceiptReviewCommand extends Command<EntryDecision> {
  constructor(
    readonly actor: Actor,
    readonly submissionId: string,
    readonly decision: 'approve' | 'reject',
    readonly comment: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ResolveReceiptReviewCommand)
export class ResolveReceiptReviewHandler implements ICommandHandler<ResolveReceiptReviewCommand> {
  constructor(
    private readonly entries: EntryStreams,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute({ actor, submissionId, decision, comment, context }: ResolveReceiptReviewCommand) {
    const { entry, loaded } = await this.entries.read(submissionId);
    if (entry.status !== 'duplicate_review') throw new Failure('ILLEGAL_STATUS', 'submissionId');
    const adminId = actor.profileId;
    const verdict: SubmissionCommand =
      decision === 'approve'
        ? { type: 'ApproveSubmission', data: { submissionId, approvedBy: adminId } }
        : {
            type: 'RejectSubmission',
            data: { submissionId, reasons: ['DUPLICATE_RECEIPT'], rejectedBy: adminId },
          };
    const outcome = await writeAggregate({
      ...this.entries.of(submissionId),
      decider: entryDecisions,
      command: [{ type: 'AddAdminComment', data: { submissionId, adminId, comment } }, verdict],
      context,
      loaded,
    });
    return decided(this.waiter, submissionId, outcome);
  }
}
