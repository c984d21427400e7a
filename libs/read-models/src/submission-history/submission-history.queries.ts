import { submissionStream } from '@lens/domain';
import { PROJECTION_NAMES, liveTable } from '../names';
import { PROFILES_TABLE } from '../profiles/profiles.queries';
import { type ReadDb, rowsOf } from '../read-db';

/** Support's audit timeline table, as the queries name it. */
export const SUBMISSION_HISTORY_TABLE = liveTable(
  PROJECTION_NAMES.submissionHistory,
  'submission_history',
);

/** The worker's events are the system's (docs/decisions/worker.md). */
const SYSTEM_ACTOR = 'system';

/** A profile's first and last name (staff have profiles too), or null. */
const displayName = (alias: string) =>
  `nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), '')`;

/** An event of an entry's timeline, with who acted by name (`System` for the worker). */
export interface HistoryRow {
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

/** The timeline of an entry's events, first to last. */
export const entryHistory = (db: ReadDb, submissionId: string) =>
  rowsOf<HistoryRow>(
    db,
    `SELECT h.revision, h.type, h.recorded_at, h.actor_id, h.impersonator_id, h.comment, h.data,
            CASE WHEN h.actor_id = $2 THEN 'System' ELSE ${displayName('a')} END AS actor_name,
            ${displayName('i')} AS impersonator_name
       FROM ${SUBMISSION_HISTORY_TABLE} h
       LEFT JOIN ${PROFILES_TABLE} a ON a.profile_id = h.actor_id
       LEFT JOIN ${PROFILES_TABLE} i ON i.profile_id = h.impersonator_id
      WHERE h.stream_id = $1 ORDER BY h.revision`,
    [submissionStream(submissionId), SYSTEM_ACTOR],
  );
