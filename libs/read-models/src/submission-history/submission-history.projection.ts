import { SUBMISSION_EVENT_TYPES, submissionIdOf } from '@lens/domain';
import { PROJECTION_NAMES } from '../names';
import { type Projection, ident } from '../projection';

/** Support's audit timeline: one row per event of a submission stream, with who did it. */
export const submissionHistoryProjection: Projection = {
  name: PROJECTION_NAMES.submissionHistory,
  version: 1,
  eventTypes: new Set<string>(SUBMISSION_EVENT_TYPES),

  async createTables(db, schema) {
    await db.query(`
      CREATE TABLE ${ident(schema)}.submission_history (
        stream_id text NOT NULL,
        revision integer NOT NULL,
        position text NOT NULL,
        type text NOT NULL,
        actor_id text,
        impersonator_id text,
        comment text,
        recorded_at timestamptz NOT NULL,
        data jsonb NOT NULL,
        PRIMARY KEY (stream_id, revision)
      );
    `);
  },

  // A plain INSERT: applying an event twice would violate the key, never pass silently.
  async apply(db, schema, events) {
    const rows = events
      .filter((event) => submissionIdOf(event.streamId) !== null)
      .map((event) => ({
        stream_id: event.streamId,
        revision: event.revision,
        position: event.position,
        type: event.type,
        actor_id: event.metadata.actorId ?? null,
        impersonator_id: event.metadata.impersonatorId ?? null,
        comment: event.metadata.comment ?? null,
        recorded_at: event.recordedAt.toISOString(),
        data: event.data,
      }));
    if (rows.length === 0) return;
    const table = `${ident(schema)}.submission_history`;
    await db.query(
      `INSERT INTO ${table} SELECT * FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`,
      [JSON.stringify(rows)],
    );
  },

  async forgetStream(db, schema, streamId) {
    await db.query(`DELETE FROM ${ident(schema)}.submission_history WHERE stream_id = $1`, [
      streamId,
    ]);
  },
};
