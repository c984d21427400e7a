import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { decodeSubmissionEvent } from '@lens/domain';
import {
  PROFILES_TABLE,
  type SubmissionEntryRow,
  submissionQueries,
  SUBMISSION_HISTORY_TABLE,
} from '@lens/read-models';
import type { HistoryItem } from '@lens/validation';
import { Failure } from '../../../platform/http/failure';
import { submissionStream } from '../../../features/submissions/submission-commands';
import { ReadModels } from '../../../features/submissions/read-models';
import { submissionView } from '../../../features/submissions/submission-view';
import { EntrySummaries, type EntrySummary } from '../entry-search';
import { summaryOf } from '../history-summary';

/** The worker's events are the system's (docs/decisions/worker.md). */
const SYSTEM_ACTOR = 'system';

/** A profile's first and last name from the `profiles` read model (staff have profiles too), or null. */
const displayName = (alias: string) =>
  `nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), '')`;

interface HistoryRow {
  revision: number;
  type: string;
  recorded_at: Date;
  actor_id: string | null;
  actor_name: string | null;
  impersonator_id: string | null;
  impersonator_name: string | null;
  comment: string | null;
  data: Record<string, unknown>;
}

/**
 * An entry's detail for support: its search summary, the dashboard view and the full timeline of
 * its events (the `submission-history` read model); 404 when unknown.
 */
export class EntryDetailQuery extends Query<{
  entry: EntrySummary;
  submission: ReturnType<typeof submissionView> | null;
  history: HistoryItem[];
}> {
  constructor(readonly submissionId: string) {
    super();
  }
}

@QueryHandler(EntryDetailQuery)
export class EntryDetailHandler implements IQueryHandler<EntryDetailQuery> {
  constructor(
    private readonly readModels: ReadModels,
    private readonly summaries: EntrySummaries,
  ) {}

  async execute({ submissionId }: EntryDetailQuery) {
    const entry = await this.summaries.one(submissionId);
    if (!entry) throw new Failure('NOT_FOUND', 'submissionId');
    const [row] = await this.readModels.rows<SubmissionEntryRow>(submissionQueries.byId, [
      submissionId,
    ]);
    return {
      entry,
      submission: row ? submissionView(row) : null,
      history: await this.history(submissionId),
    };
  }

  private async history(submissionId: string): Promise<HistoryItem[]> {
    const rows = await this.readModels.rows<HistoryRow>(
      `SELECT h.revision, h.type, h.recorded_at, h.actor_id, h.impersonator_id, h.comment, h.data,
              CASE WHEN h.actor_id = $2 THEN 'System' ELSE ${displayName('a')} END AS actor_name,
              ${displayName('i')} AS impersonator_name
         FROM ${SUBMISSION_HISTORY_TABLE} h
         LEFT JOIN ${PROFILES_TABLE} a ON a.profile_id = h.actor_id
         LEFT JOIN ${PROFILES_TABLE} i ON i.profile_id = h.impersonator_id
        WHERE h.stream_id = $1 ORDER BY h.revision`,
      [submissionStream(submissionId), SYSTEM_ACTOR],
    );
    return rows.map((row) => ({
      revision: row.revision,
      type: row.type,
      recordedAt: row.recorded_at.toISOString(),
      actorId: row.actor_id,
      actorName: row.actor_name,
      impersonatorId: row.impersonator_id,
      impersonatorName: row.impersonator_name,
      comment: row.comment,
      summary: summaryOf(decodeSubmissionEvent({ type: row.type, data: row.data })),
    }));
  }
}
