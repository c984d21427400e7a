import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { decodeSubmissionEvent } from '@lens/domain';
import { entryHistory, entrySummary, submissionById } from '@lens/read-models';
import type { EntryDetail } from '@lens/validation';
import { Failure } from '../../../platform/http/failure';
import { ReadModels } from '../../../platform/read-models/read-models';
import { submissionView } from '../../../features/submissions/submission-view';
import { summaryOf } from '../history-summary';

/**
 * An entry's detail for support: its search summary, the dashboard view and the full timeline of
 * its events (the `submission-history` read model); 404 when unknown.
 */
export class EntryDetailQuery extends Query<EntryDetail> {
  constructor(readonly submissionId: string) {
    super();
  }
}

@QueryHandler(EntryDetailQuery)
export class EntryDetailHandler implements IQueryHandler<EntryDetailQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ submissionId }: EntryDetailQuery): Promise<EntryDetail> {
    const entry = await entrySummary(this.readModels, submissionId);
    if (!entry) throw new Failure('NOT_FOUND', 'submissionId');
    const row = await submissionById(this.readModels, submissionId);
    const history = await entryHistory(this.readModels, submissionId);
    return {
      entry,
      submission: row ? submissionView(row) : null,
      history: history.map((row) => ({
        revision: row.revision,
        type: row.type,
        recordedAt: row.recorded_at.toISOString(),
        actorId: row.actor_id,
        actorName: row.actor_name,
        impersonatorId: row.impersonator_id,
        impersonatorName: row.impersonator_name,
        comment: row.comment,
        summary: summaryOf(decodeSubmissionEvent({ type: row.type, data: row.data })),
      })),
    };
  }
}
