import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Failure } from '../../../platform/http/failure';
import { ExpressEntries } from '../express-entries';

/** A fresh upload key for a claimed entry still open (an earlier key expires in 15 minutes). */
export class IssueExpressUploadKeyCommand extends Command<{
  upload: ReturnType<ExpressEntries['uploadKey']>;
}> {
  constructor(readonly submissionId: string) {
    super();
  }
}

@CommandHandler(IssueExpressUploadKeyCommand)
export class IssueExpressUploadKeyHandler implements ICommandHandler<IssueExpressUploadKeyCommand> {
  constructor(private readonly entries: ExpressEntries) {}

  async execute({ submissionId }: IssueExpressUploadKeyCommand) {
    const { entry } = await this.entries.load(submissionId);
    const claimant = entry.express?.claimant;
    if (!claimant || entry.express?.declinedAt)
      throw new Failure('EXPRESS_CLAIM_REQUIRED', 'submissionId');
    if (entry.confirmation) throw new Failure('ILLEGAL_STATUS', 'submissionId');
    return { upload: this.entries.uploadKey(submissionId, claimant.language) };
  }
}
