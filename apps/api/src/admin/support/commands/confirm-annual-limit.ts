import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntryDecision } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { Failure } from '../../../platform/http/failure';
import { approvalAsException, decided, entryDecisions } from '../entry-decisions';
import { EntryStreams } from '../../../features/submissions/entry-streams';
import { ProjectionWaiter } from '../../../platform/event-sourcing/projection-waiter';
import { writeAggregate } from '../../../platform/event-sourcing/write-aggregate';

/** The exception recorded when an admin confirms an entry over the annual supply limit. */
const ANNUAL_LIMIT_EXCEPTION = 'annual-limit-confirmed';

/**
 * Confirms an entry over the annual supply limit: an entry rejected for that reason alone is
 * approved with the admin's confirmation recorded as its exception.
 */
export class ConfirmAnnualLimitCommand extends Command<EntryDecision> {
  constructor(
    readonly actor: Actor,
    readonly submissionId: string,
    readonly comment: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ConfirmAnnualLimitCommand)
export class ConfirmAnnualLimitHandler implements ICommandHandler<ConfirmAnnualLimitCommand> {
  constructor(
    private readonly entries: EntryStreams,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute({ actor, submissionId, comment, context }: ConfirmAnnualLimitCommand) {
    const { entry, loaded } = await this.entries.read(submissionId);
    const { status, rejectionReasons: reasons } = entry;
    if (status !== 'rejected' || reasons.length !== 1 || reasons[0] !== 'ANNUAL_LIMIT_EXCEEDED')
      throw new Failure('LIMIT_CONFIRMATION_NOT_APPLICABLE', 'submissionId');
    const outcome = await writeAggregate({
      ...this.entries.of(submissionId),
      decider: entryDecisions,
      command: approvalAsException(actor, submissionId, ANNUAL_LIMIT_EXCEPTION, comment),
      context,
      loaded,
    });
    return decided(this.waiter, submissionId, outcome);
  }
}
