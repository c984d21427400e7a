import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Confirm, ConfirmQuery } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { SupplyLedger } from '../../ledger/supply-ledger';
import { SubmissionCommands } from '../submission-commands';
import { SubmissionQueries } from '../submission-queries';
import type { SubmissionView } from '../submission-view';

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
    private readonly views: SubmissionQueries,
    private readonly ledger: SupplyLedger,
  ) {}

  async execute({ actor, request, query, context }: ConfirmSubmissionCommand) {
    const submissionId = request.purchase_submission_id;
    const { entry, loaded } = await this.submissions.ownedWithStream(actor, submissionId);
    const priorPurchases = await this.ledger.priorPurchases(actor.profileId, entry.patientId);
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
    return { submission: await this.views.owned(actor, submissionId) };
  }
}
