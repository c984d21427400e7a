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

export const checkpointName = (projection: string) => `projection:${projection}`;

/** Other processes (the API's read-your-writes waiter) hear of each committed checkpoint here. */
export const PROGRESS_CHANNEL = 'projector_progress';

/** Announces a projection's new checkpoint; delivered when the surrounding transaction commits. */
export async function announceProgress(
  db: Queryable,
  projection: string,
  checkpoint: string | null,
): Promise<void> {
  if (checkpoint)
    await db.query('SELECT pg_notify($1, $2)', [PROGRESS_CHANNEL, `${projection} ${checkpoint}`]);
}
