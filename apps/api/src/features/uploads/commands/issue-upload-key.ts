import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UploadTarget, UploaderKey } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config';
import { EntryStreams } from '../../submissions/entry-streams';
import { UPLOAD_HOST_PATH } from '../upload-grants';
import { UploadKeys } from '../upload-keys';

/** A short-lived key to upload a photo for one of the caller's entries (`uid`, the entry's id). */
export class IssueUploadKeyCommand extends Command<UploadTarget> {
  constructor(
    readonly actor: Actor,
    readonly request: UploaderKey,
  ) {
    super();
  }
}

@CommandHandler(IssueUploadKeyCommand)
export class IssueUploadKeyHandler implements ICommandHandler<IssueUploadKeyCommand> {
  constructor(
    private readonly entries: EntryStreams,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly keys: UploadKeys,
  ) {}

  async execute({ actor, request }: IssueUploadKeyCommand) {
    await this.entries.owned(actor, request.uid, 'uid');
    const { key } = this.keys.issue({
      submissionId: request.uid,
      profileId: actor.profileId,
      type: request.type,
      language: request.language,
    });
    return { uploadHost: this.config.siteUrl, uploadPath: `${UPLOAD_HOST_PATH}${key}` };
  }
}
