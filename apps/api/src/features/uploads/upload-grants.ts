import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@lens/event-store';
import type { UploadTarget, UploaderKey } from '@lens/validation';
import type { Actor } from '../../platform/auth/tokens';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { ownedEntry } from '../submissions/submission-commands';
import { UploadKeys } from './upload-keys';

/** The path under which the upload host takes a file: `/api/uploader/upload/<signed key>`. */
export const UPLOAD_HOST_PATH = '/api/uploader/upload/';

/** Issues the upload key for one of the actor's own entries (`uid` is the entry's id). */
@Injectable()
export class UploadGrants {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly keys: UploadKeys,
  ) {}

  async issue(actor: Actor, request: UploaderKey): Promise<UploadTarget> {
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
