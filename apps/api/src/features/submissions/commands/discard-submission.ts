import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DiscardSubmission } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { ProjectionWaiter } from '../../../platform/event-sourcing/projection-waiter';
import { writeAggregate } from '../../../platform/event-sourcing/write-aggregate';
import { EntryStreams, PURCHASE_READ_MODELS } from '../entry-streams';

/**
 * Throws away the caller's entry in progress (once; again changes nothing). It leaves the
 * dashboard; anything else of it (confirmed, rejected, resubmitting) is 409 ILLEGAL_STATUS.
 */
export class DiscardSubmissionCommand extends Command<{ discarded: true }> {
  constructor(
    readonly actor: Actor,
    readonly request: DiscardSubmission,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(DiscardSubmissionCommand)
export class DiscardSubmissionHandler implements ICommandHandler<DiscardSubmissionCommand> {
  constructor(
    private readonly entries: EntryStreams,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute({ actor, request, context }: DiscardSubmissionCommand) {
    const submissionId = request.purchase_submission_id;
    const outcome = await writeAggregate({
      ...this.entries.ofCaller(actor, submissionId),
      command: { type: 'DiscardSubmission', data: { submissionId } },
      context,
    });
    await this.waiter.settle(outcome, PURCHASE_READ_MODELS);
    return { discarded: true as const };
  }
}
