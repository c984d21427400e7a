import type { Checkpoint } from '@lens/event-store';
import type { Queryable } from '../projection';
import { PROGRESS_CHANNEL, checkpointName } from './locks';

/** A projection's checkpoint moving from `after` past a batch to `next`. */
export interface Move {
  projection: string;
  after: Checkpoint;
  next: Checkpoint;
}

/** Reads stored checkpoints by name and locks their rows until the transaction ends. */
export async function lockedCheckpoints(
  client: Queryable,
  names: readonly string[],
): Promise<Map<string, Checkpoint | null>> {
  const { rows } = await client.query<{ name: string; checkpoint: string | null }>({
    name: 'projector_lock_checkpoints',
    text: 'SELECT name, checkpoint FROM es.checkpoints WHERE name = ANY($1::text[]) ORDER BY name FOR UPDATE',
    values: [names],
  });
  return new Map(rows.map((row) => [row.name, row.checkpoint]));
}

/**
 * Compare-and-set of stored checkpoints, each from its `after` to its `next`, each announced in
 * the same statement (delivered when the surrounding transaction, if any, commits). Answers the
 * projections whose checkpoint moved. Outside a transaction it stands in for the batch lock on a
 * batch with no rows to write: a rebuild's swap (which resets the checkpoint under that lock)
 * makes it match nothing, and so does a missing row; the caller then takes the full path, which
 * tells the two apart.
 */
export async function moveCheckpoints(db: Queryable, moves: readonly Move[]): Promise<Set<string>> {
  if (moves.length === 0) return new Set();
  const { rows } = await db.query<{ projection: string }>({
    name: 'projector_move_checkpoints',
    text: `WITH moves AS (
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])
         AS m(name, projection, after, next)),
     moved AS (
       UPDATE es.checkpoints c SET checkpoint = m.next, updated_at = now()
         FROM moves m WHERE c.name = m.name AND c.checkpoint = m.after
       RETURNING m.projection, m.next)
     SELECT projection, pg_notify($5, projection || ' ' || next) FROM moved`,
    values: [
      moves.map((move) => checkpointName(move.projection)),
      moves.map((move) => move.projection),
      moves.map((move) => move.after),
      moves.map((move) => move.next),
      PROGRESS_CHANNEL,
    ],
  });
  return new Set(rows.map((row) => row.projection));
}
