import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SubmitReceiptImage } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { writeAggregate } from '../../../platform/event-sourcing/write-aggregate';
import { Failure } from '../../../platform/http/failure';
import { Uploads } from '../../uploads/uploads';
import { EntryStreams } from '../entry-streams';

/** The receipt photo of an entry: one this profile uploaded for this entry (its hash is known). */
export class AttachReceiptCommand extends Command<{ purchaseSubmissionId: string }> {
  constructor(
    readonly actor: Actor,
    readonly request: SubmitReceiptImage,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(AttachReceiptCommand)
export class AttachReceiptHandler implements ICommandHandler<AttachReceiptCommand> {
  constructor(
    private readonly entries: EntryStreams,
    private readonly uploads: Uploads,
  ) {}

  async execute({ actor, request, context }: AttachReceiptCommand) {
    const submissionId = request.purchase_submission_id;
    const { loaded } = await this.entries.owned(actor, submissionId);
    const url = request.receipt_image_url;
    const upload = await this.uploads.ofEntry(url, actor.profileId, submissionId);
    if (!upload) throw new Failure('UPLOAD_NOT_FOUND', 'receipt_image_url');
    await writeAggregate({
      ...this.entries.ofCaller(actor, submissionId),
      command: { type: 'AttachReceiptImage', data: { submissionId, url, contentHash: upload.sha256 } },
      context,
      loaded,
    });
    return { purchaseSubmissionId: submissionId };
  }
}
