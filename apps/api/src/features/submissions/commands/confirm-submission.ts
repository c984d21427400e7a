import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { priorPurchasesOf } from '@lens/read-models';
import type { Confirm, ConfirmQuery, SubmissionView } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { ProjectionWaiter } from '../../../platform/event-sourcing/projection-waiter';
import { writeAggregate } from '../../../platform/event-sourcing/write-aggregate';
import { ReadModels } from '../../../platform/read-models/read-models';
import { EntryStreams, PURCHASE_READ_MODELS } from '../entry-streams';
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
    private readonly entries: EntryStreams,
    private readonly waiter: ProjectionWaiter,
    private readonly readModels: ReadModels,
  ) {}

  async execute({ actor, request, query, context }: ConfirmSubmissionCommand) {
    const submissionId = request.purchase_submission_id;
    const { entry, loaded } = await this.entries.owned(actor, submissionId);
    const priorPurchases = await priorPurchasesOf(
      this.readModels,
      actor.profileId,
      entry.patientId,
    );
    const outcome = await writeAggregate({
      ...this.entries.ofCaller(actor, submissionId),
      command: {
        type: 'ConfirmSubmission',
        data: {
          submissionId,
          resubmission: request.resubmission,
          channel: query.channel ?? null,
          priorPurchases,
        },
      },
      context,
      loaded,
      // The worker writes into the entry's stream too (the receipt's reading): a confirm that
      // meets its append decides again on the stream read anew instead of answering 409.
      tries: 2,
    });
    await this.waiter.settle(outcome, PURCHASE_READ_MODELS);
    return {
      submission: await ownedSubmissionView(this.readModels, actor.profileId, submissionId),
    };
  }
}
