import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { EntrySearchQuery } from '@lens/validation';
import { Failure } from '../../../platform/http/failure';
import { ReadModels } from '../../../features/submissions/read-models';
import { ENTRY_SUMMARY_SQL, EntrySummaries, type EntrySummary, codeKey } from '../entry-search';

/** Purchase-validation search: the one entry with this id or confirmation code; 404 otherwise. */
export class EntryLookupQuery extends Query<{ entry: EntrySummary }> {
  constructor(readonly query: EntrySearchQuery) {
    super();
  }
}

@QueryHandler(EntryLookupQuery)
export class EntryLookupHandler implements IQueryHandler<EntryLookupQuery> {
  constructor(
    private readonly summaries: EntrySummaries,
    private readonly readModels: ReadModels,
  ) {}

  async execute({ query }: EntryLookupQuery) {
    const entry = query.entry_id
      ? await this.summaries.one(query.entry_id)
      : await this.byConfirmationCode(query.confirmation_code ?? '');
    if (!entry) throw new Failure('NOT_FOUND', query.entry_id ? 'entry_id' : 'confirmation_code');
    return { entry };
  }

  /** The entry a confirmation code belongs to (a resubmission keeps its entry's code). */
  private async byConfirmationCode(code: string): Promise<EntrySummary | undefined> {
    const [row] = await this.readModels.rows<EntrySummary>(
      `${ENTRY_SUMMARY_SQL} WHERE e.confirmation_code = $1 LIMIT 1`,
      [codeKey(code)],
    );
    return row;
  }
}
