import { Inject, Injectable } from '@nestjs/common';
import {
  type Language,
  type SubmissionEntryState,
  type SubmissionState,
  submissionStream,
} from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { type Loaded, load } from '../../platform/event-sourcing/write-aggregate';
import { Failure } from '../../platform/http/failure';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { PracticeDirectory } from '../practices/practice-directory';
import { EntryStreams } from '../submissions/entry-streams';
import { UPLOAD_HOST_PATH } from '../uploads/upload-grants';
import { UploadKeys } from '../uploads/upload-keys';
import { EXPRESS_OWNER, type ExpressClaimView, expressDecider, publicView } from './express-entry';

/** An express entry and its stream as read (for the command that follows). */
export interface LoadedExpressEntry {
  entry: SubmissionEntryState;
  loaded: Loaded<SubmissionState>;
}

/**
 * What every step of an express claim needs (DESIGN §9): the entry's stream, read once and
 * decided on by the submission decider, its public view, and the keys to upload its photo with.
 */
@Injectable()
export class ExpressEntries {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly entries: EntryStreams,
    private readonly directory: PracticeDirectory,
    private readonly keys: UploadKeys,
  ) {}

  /** An express entry, or 404 for anything else (unknown, unguessed, or a patient's own entry). */
  async load(submissionId: string): Promise<LoadedExpressEntry> {
    const loaded = await load(this.store, submissionStream(submissionId), expressDecider);
    const { state } = loaded;
    if (state.kind !== 'entry' || state.profileId !== EXPRESS_OWNER)
      throw new Failure('NOT_FOUND', 'submissionId');
    return { entry: state, loaded };
  }

  /** An express entry's stream as `writeAggregate` takes it. */
  of(submissionId: string) {
    return { ...this.entries.of(submissionId), decider: expressDecider };
  }

  /** The entry's public view (after a command: its state then). */
  async view(entry: SubmissionState): Promise<ExpressClaimView> {
    if (entry.kind !== 'entry') throw new Error('an express entry is always an entry');
    const practice = entry.supplies ? await this.directory.bySap(entry.supplies.sap) : null;
    return publicView(entry, practice);
  }

  uploadKey(submissionId: string, language: Language) {
    const { key, expiresAt } = this.keys.issue({
      submissionId,
      profileId: EXPRESS_OWNER,
      type: 'receipt',
      language,
    });
    return { uploadHost: this.config.siteUrl, uploadPath: `${UPLOAD_HOST_PATH}${key}`, expiresAt };
  }
}
