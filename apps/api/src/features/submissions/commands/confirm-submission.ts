import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { priorPurchasesOf } from '@lens/read-models';
import type { Confirm, ConfirmQuery, SubmissionView } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { ReadModels } from '../../../platform/read-models/read-models';
import { SubmissionCommands } from '../submission-commands';
import { ownedSubmissionView } from '../submission-view';

/** Confirms the caller's entry once (a second confirm appends nothing): the dashboard entry. */
export class ConfirmSubmissionCommand extends Command<{ submission: SubmissionView }> {
  constructor(
    readonly actor: Actor,
    readonly request: Confirm,
    readonly query: ConfirmQuery,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ConfirmSubmissionCommand)
export class ConfirmSubmissionHandler implements ICommandHandler<ConfirmSubmissionCommand> {
  constructor(
    private readonly submissions: SubmissionCommands,
    private readonly readModels: ReadModels,
  ) {}

  async execute({ actor, request, query, context }: ConfirmSubmissionCommand) {
    const submissionId = request.purchase_submission_id;
    const { entry, loaded } = await this.submissions.ownedWithStream(actor, submissionId);
    const priorPurchases = await priorPurchasesOf(
      this.readModels,
      actor.profileId,
      entry.patientId,
    );
    const outcome = await this.submissions.run(
      actor,
      context,
      {
        type: 'ConfirmSubmission',
        data: {
          submissionId,
          resubmission: request.resubmission,
          channel: query.channel ?? null,
          priorPurchases,
        },
      },
      { loaded },
    );
    await this.submissions.settle(submissionId, outcome);
    return {
      submission: await ownedSubmissionView(this.readModels, actor.profileId, submissionId),
    };
  }
}
