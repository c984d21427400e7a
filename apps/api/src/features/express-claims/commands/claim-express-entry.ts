import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Language } from '@lens/domain';
import type { ExpressClaim } from '@lens/validation';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { writeAggregate } from '../../../platform/event-sourcing/write-aggregate';
import type { ExpressClaimView } from '../express-entry';
import { ExpressEntries } from '../express-entries';
import { expressPatientId } from '../express-patients';

export interface ExpressClaimed {
  upload: ReturnType<ExpressEntries['uploadKey']>;
  claim: ExpressClaimView;
}

/** Names the claimant of an express entry, and hands out the key to upload the photo with. */
export class ClaimExpressEntryCommand extends Command<ExpressClaimed> {
  constructor(
    readonly submissionId: string,
    readonly claim: ExpressClaim,
    readonly language: Language,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ClaimExpressEntryCommand)
export class ClaimExpressEntryHandler implements ICommandHandler<ClaimExpressEntryCommand> {
  constructor(private readonly entries: ExpressEntries) {}

  async execute({ submissionId, claim, language, context }: ClaimExpressEntryCommand) {
    const { language: chosen, address2, ...fields } = claim;
    const claimant = { ...fields, address2: address2 ?? '', language: chosen ?? language };
    // Each claimant is a patient of their own, known by their mailbox (issue 14 item 13), the
    // one the checkout named if it named one (issue 26 item 8).
    const { entry, loaded } = await this.entries.load(submissionId);
    const patientId = expressPatientId(entry.express?.contact?.email, claimant.email);
    const { state } = await writeAggregate({
      ...this.entries.of(submissionId),
      command: { type: 'ClaimExpressEntry', data: { submissionId, claimant, patientId } },
      context,
      loaded,
    });
    return {
      upload: this.entries.uploadKey(submissionId, claimant.language),
      claim: await this.entries.view(state),
    };
  }
}
