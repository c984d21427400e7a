import type { ExpectedRevision } from '../port/event-store';

/** One round trip per append: es.append_events (see the migration) does the whole write. */
export function appendSql(
  stream: string,
  count: number,
  payload: string,
  expected: ExpectedRevision,
): { name: string; text: string; values: unknown[] } {
  return {
    // Named: each pooled connection parses and plans it once (it runs on every command).
    name: 'es_append_events',
    text: `SELECT out_revision::text AS revision, out_position::text AS position, out_transaction_id AS transaction_id
             FROM es.append_events($1, $2, $3::jsonb, $4)`,
    values: [stream, count, payload, String(expected)],
  };
}
