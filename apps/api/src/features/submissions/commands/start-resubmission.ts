import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Resubmit, SubmissionView } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { SubmissionCommands } from '../submission-commands';
import { ReadModels } from '../../../platform/read-models/read-models';
import { ownedSubmissionView } from '../submission-view';
import { isAdminActing } from './admin-acting';

/**
 * Starts sending a rejected entry again (status resub_started): the patient then submits
 * supplies, receipt and confirm with `resubmission: true`, and the approval judges it again.
 */
export class StartResubmissionCommand extends Command<{ submission: SubmissionView }> {
  constructor(
    readonly actor: Actor,
    readonly request: Resubmit,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(StartResubmissionCommand)
export class StartResubmissionHandler implements ICommandHandler<StartResubmissionCommand> {
  constructor(
    private readonly submissions: SubmissionCommands,
    private readonly readModels: ReadModels,
  ) {}

  async execute({ actor, request, context }: StartResubmissionCommand) {
    const submissionId = request.purchase_submission_id;
    const outcome = await this.submissions.run(actor, context, {
      type: 'StartResubmission',
      data: { submissionId, isAdminResubmit: isAdminActing(actor) },
    });
    await this.submissions.settle(submissionId, outcome);
    return {
      submission: await ownedSubmissionView(this.readModels, actor.profileId, submissionId),
    };
  }
}
