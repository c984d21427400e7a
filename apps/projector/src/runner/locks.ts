import { PROGRESS_CHANNEL } from '@lens/read-models';
import type { Queryable } from '../projection';

/**
 * Two advisory locks per projection:
 * - leader (session): held for as long as a process is the active one for the projection;
 * - batch (transaction): taken by every transaction that writes the projection's tables or
 *   checkpoint (live batches, rebuild swap, stream re-projection), so they never interleave.
 */
const key = (kind: 'leader' | 'batch', projection: string) => `projector:${kind}:${projection}`;

/** The leader lock's name (`followAll` takes it on a session of its own). */
export const leaderLock = (projection: string) => key('leader', projection);

export async function lockBatch(db: Queryable, projection: string): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
    key('batch', projection),
  ]);
}

/** The batch locks of several projections, taken in the order given (one round trip). */
export async function lockBatches(db: Queryable, projections: readonly string[]): Promise<void> {
  await db.query({
    name: 'projector_lock_batches',
    text: 'SELECT pg_advisory_xact_lock(hashtextextended(k, 0)) FROM unnest($1::text[]) WITH ORDINALITY AS l(k, n) ORDER BY n',
    values: [projections.map((projection) => key('batch', projection))],
  });
}

export const checkpointName = (projection: string) => `projection:${projection}`;

/** Other processes (the API's read-your-writes waiter) hear of each committed checkpoint here. */
export { PROGRESS_CHANNEL };

/** Announces a projection's new checkpoint; delivered when the surrounding transaction commits. */
export async function announceProgress(
  db: Queryable,
  projection: string,
  checkpoint: string | null,
): Promise<void> {
  if (checkpoint)
    await db.query('SELECT pg_notify($1, $2)', [PROGRESS_CHANNEL, `${projection} ${checkpoint}`]);
}
