import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { writeAggregate } from '../../../platform/event-sourcing/write-aggregate';
import { Failure } from '../../../platform/http/failure';
import { Uploads } from '../../uploads/uploads';
import { EXPRESS_OWNER, type ExpressClaimView } from '../express-entry';
import { ExpressEntries } from '../express-entries';

/** Attaches the photo the upload host kept for this express entry, with its content hash. */
export class AttachExpressPhotoCommand extends Command<ExpressClaimView> {
  constructor(
    readonly submissionId: string,
    readonly url: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(AttachExpressPhotoCommand)
export class AttachExpressPhotoHandler implements ICommandHandler<AttachExpressPhotoCommand> {
  constructor(
    private readonly entries: ExpressEntries,
    private readonly uploads: Uploads,
  ) {}

  async execute({ submissionId, url, context }: AttachExpressPhotoCommand) {
    const upload = await this.uploads.ofEntry(url, EXPRESS_OWNER, submissionId);
    if (!upload) throw new Failure('UPLOAD_NOT_FOUND', 'url');
    const { loaded } = await this.entries.load(submissionId);
    const { state } = await writeAggregate({
      ...this.entries.of(submissionId),
      command: {
        type: 'AttachReceiptImage',
        data: { submissionId, url, contentHash: upload.sha256 },
      },
      context,
      loaded,
    });
    return this.entries.view(state);
  }
}
