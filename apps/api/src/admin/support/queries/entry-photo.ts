import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { submissionDecider, submissionStream } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import type { EntryPhotoParams } from '@lens/validation';
import { load } from '../../../platform/event-sourcing/write-aggregate';
import { Failure } from '../../../platform/http/failure';
import { EVENT_STORE } from '../../../platform/infrastructure/tokens';
import { type StoredFile, Uploads } from '../../../features/uploads/uploads';

/**
 * The entry's current receipt or product photo, for support and admins checking it; 404 when it
 * has none or it is no longer stored.
 */
export class EntryPhotoQuery extends Query<StoredFile> {
  constructor(readonly params: EntryPhotoParams) {
    super();
  }
}

@QueryHandler(EntryPhotoQuery)
export class EntryPhotoHandler implements IQueryHandler<EntryPhotoQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly uploads: Uploads,
  ) {}

  async execute({ params: { submissionId, kind } }: EntryPhotoQuery) {
    const { state } = await load(this.store, submissionStream(submissionId), submissionDecider);
    if (state.kind !== 'entry') throw new Failure('NOT_FOUND', 'submissionId');
    const url = (kind === 'receipt' ? state.receiptImage : state.productImage)?.url;
    const file = url ? await this.uploads.ofEntryForStaff(url, submissionId) : null;
    if (!file) throw new Failure('NOT_FOUND', 'kind');
    return file;
  }
}
