import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { searchEntries } from '@lens/read-models';
import type { AdminEntrySearchQuery, EntryPage } from '@lens/validation';
import { ReadModels } from '../../../platform/read-models/read-models';

/**
 * Support's entry search over the `submission-search` read model: free text (an entry id's
 * start, a confirmation code, any part of a patient's or profile's name or e-mail) and fields,
 * newest change first, one page at a time.
 */
export class EntriesQuery extends Query<EntryPage> {
  constructor(readonly query: AdminEntrySearchQuery) {
    super();
  }
}

@QueryHandler(EntriesQuery)
export class EntriesHandler implements IQueryHandler<EntriesQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ query }: EntriesQuery) {
    return searchEntries(this.readModels, query);
  }
}
