import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DiscardSubmission } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { SubmissionCommands } from '../submission-commands';

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
  constructor(private readonly submissions: SubmissionCommands) {}

  async execute({ actor, request, context }: DiscardSubmissionCommand) {
    const submissionId = request.purchase_submission_id;
    const outcome = await this.submissions.run(actor, context, {
      type: 'DiscardSubmission',
      data: { submissionId },
    });
    await this.submissions.settle(submissionId, outcome);
    return { discarded: true as const };
  }
}
