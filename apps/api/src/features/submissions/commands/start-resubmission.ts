import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Resubmit, SubmissionView } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { ProjectionWaiter } from '../../../platform/event-sourcing/projection-waiter';
import { writeAggregate } from '../../../platform/event-sourcing/write-aggregate';
import { EntryStreams, PURCHASE_READ_MODELS } from '../entry-streams';
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
    private readonly entries: EntryStreams,
    private readonly waiter: ProjectionWaiter,
    private readonly readModels: ReadModels,
  ) {}

  async execute({ actor, request, context }: StartResubmissionCommand) {
    const submissionId = request.purchase_submission_id;
    const outcome = await writeAggregate({
      ...this.entries.ofCaller(actor, submissionId),
      command: {
        type: 'StartResubmission',
        data: { submissionId, isAdminResubmit: isAdminActing(actor) },
      },
      context,
    });
    await this.waiter.settle(outcome, PURCHASE_READ_MODELS);
    return {
      submission: await ownedSubmissionView(this.readModels, actor.profileId, submissionId),
    };
  }
}
