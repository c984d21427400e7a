import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@lens/event-store';
import type { UploadTarget, UploaderKey } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config';
import { EVENT_STORE } from '../../../platform/infrastructure/tokens';
import { ownedEntry } from '../../submissions/submission-commands';
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
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly keys: UploadKeys,
  ) {}

  async execute({ actor, request }: IssueUploadKeyCommand) {
    await ownedEntry(this.store, actor, request.uid, 'uid');
    const { key } = this.keys.issue({
      submissionId: request.uid,
      profileId: actor.profileId,
      type: request.type,
      language: request.language,
    });
    return { uploadHost: this.config.siteUrl, uploadPath: `${UPLOAD_HOST_PATH}${key}` };
  }
}
