import { Inject, Injectable } from '@nestjs/common';
import { submissionDecider } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import type { EntryPhotoParams } from '@lens/validation';
import { load } from '../../platform/event-sourcing/decide-and-append';
import { Failure } from '../../platform/http/failure';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { submissionStream } from '../../features/submissions/submission-commands';
import { Uploads } from '../../features/uploads/uploads';

/** The receipt and product photos of an entry, for support and admins checking it. */
@Injectable()
export class EntryPhotos {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly uploads: Uploads,
  ) {}

  /** The entry's current photo of that kind; 404 when it has none or it is no longer stored. */
  async photo({ submissionId, kind }: EntryPhotoParams) {
    const { state } = await load(this.store, submissionStream(submissionId), submissionDecider);
    if (state.kind !== 'entry') throw new Failure('NOT_FOUND', 'submissionId');
    const url = (kind === 'receipt' ? state.receiptImage : state.productImage)?.url;
    const file = url ? await this.uploads.ofEntryForStaff(url, submissionId) : null;
    if (!file) throw new Failure('NOT_FOUND', 'kind');
    return file;
  }
}
