import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { entryByConfirmationCode, entrySummary } from '@lens/read-models';
import type { EntrySearchQuery, EntrySummary } from '@lens/validation';
import { Failure } from '../../../platform/http/failure';
import { ReadModels } from '../../../platform/read-models/read-models';

/** Purchase-validation search: the one entry with this id or confirmation code; 404 otherwise. */
export class EntryLookupQuery extends Query<{ entry: EntrySummary }> {
  constructor(readonly query: EntrySearchQuery) {
    super();
  }
}

@QueryHandler(EntryLookupQuery)
export class EntryLookupHandler implements IQueryHandler<EntryLookupQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ query }: EntryLookupQuery) {
    const entry = query.entry_id
      ? await entrySummary(this.readModels, query.entry_id)
      : await entryByConfirmationCode(this.readModels, query.confirmation_code ?? '');
    if (!entry) throw new Failure('NOT_FOUND', query.entry_id ? 'entry_id' : 'confirmation_code');
    return { entry };
  }
}
