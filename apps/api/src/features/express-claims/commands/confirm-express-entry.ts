import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { writeAggregate } from '../../../platform/event-sourcing/write-aggregate';
import { priorPurchasesOf } from '@lens/read-models';
import { ReadModels } from '../../../platform/read-models/read-models';
import { EXPRESS_OWNER, type ExpressClaimView } from '../express-entry';
import { ExpressEntries } from '../express-entries';

/** Confirms an express entry with the claimant's own history (rolling year, true-up), as a site entry would. */
export class ConfirmExpressEntryCommand extends Command<ExpressClaimView> {
  constructor(
    readonly submissionId: string,
    readonly channel: string | undefined,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ConfirmExpressEntryCommand)
export class ConfirmExpressEntryHandler implements ICommandHandler<ConfirmExpressEntryCommand> {
  constructor(
    private readonly entries: ExpressEntries,
    private readonly readModels: ReadModels,
  ) {}

  async execute({ submissionId, channel, context }: ConfirmExpressEntryCommand) {
    const loaded = await this.entries.load(submissionId);
    const { patientId } = loaded.entry;
    const priorPurchases =
      patientId === EXPRESS_OWNER
        ? []
        : await priorPurchasesOf(this.readModels, EXPRESS_OWNER, patientId);
    const { state } = await writeAggregate({
      ...this.entries.of(submissionId),
      command: {
        type: 'ConfirmSubmission',
        data: { submissionId, channel: channel ?? null, priorPurchases },
      },
      context,
      loaded: loaded.loaded,
    });
    return this.entries.view(state);
  }
}
