import {
  type Checkpoint,
  type EventStore,
  type RecordedEvent,
  checkpointStore,
  followAll,
  inTransaction,
} from '@lens/event-store';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { type Projection, liveSchema } from '../projection';
import { lockedCheckpoints, moveCheckpoints } from './checkpoints';
import { announceProgress, checkpointName, leaderLock, lockBatch } from './locks';
import { ensureReady } from './rebuild';
import { pause } from './pause';
import { relevant } from './transaction';

export interface RunnerOptions {
  pool: Pool;
  store: EventStore;
  logger: Logger;
  batchSize: number;
  /** How often a standby process retries for leadership (ms). */
  standbyRetryMs: number;
  /**
   * Test hook: after a batch's rows are written and before its checkpoint is, log
   * `batch rows written` and wait this long, so a test can kill the process in that window.
   */
  pauseBeforeCheckpointMs?: number;
  /**
   * Applies the batches of several projections together (`BatchGroup`); without it each
   * projection applies its own.
   */
  group?: {
    apply(
      projection: Projection,
      after: Checkpoint | null,
      events: readonly RecordedEvent[],
    ): Promise<Checkpoint | null>;
  };
}

/**
 * Applies one batch and moves the checkpoint in the same transaction, under the projection's
 * batch lock. Returns the new checkpoint, or `null` when the stored checkpoint is no longer the
 * one this batch was read after (a rebuild swapped tables in): the caller then resumes from it.
 */
export async function applyBatch(
  options: Pick<RunnerOptions, 'pool' | 'logger' | 'pauseBeforeCheckpointMs'>,
  projection: Projection,
  after: Checkpoint | null,
  events: readonly RecordedEvent[],
): Promise<Checkpoint | null> {
  const name = checkpointName(projection.name);
  const next = events[events.length - 1]!.position;
  const mine = relevant(projection, events);
  // Most batches hold nothing for a given projection (a journey's events concern a few of the
  // twelve): its checkpoint moves, and is announced, in one statement instead of a transaction.
  if (
    mine.length === 0 &&
    after !== null &&
    (await moveCheckpoints(options.pool, [{ projection: projection.name, after, next }])).size
  )
    return next;
  return inTransaction(options.pool, async (client) => {
    await lockBatch(client, projection.name);
    // A stored checkpoint's row exists: lock and read it; only a first batch may have to make it.
    const stored =
      after === null
        ? await checkpointStore.loadForUpdate(client, name)
        : ((await lockedCheckpoints(client, [name])).get(name) ?? null);
    if (stored !== after) return null;
    if (mine.length > 0) await projection.apply(client, liveSchema(projection), mine);
    if (options.pauseBeforeCheckpointMs) {
      options.logger.info(
        { projection: projection.name, events: mine.length },
        'batch rows written',
      );
      await pause(options.pauseBeforeCheckpointMs);
    }
    if (after === null) {
      if (!(await checkpointStore.advance(client, name, after, next)))
        throw new Error(`Checkpoint of ${projection.name} moved under the batch lock`);
      await announceProgress(client, projection.name, next);
    } else if (
      !(await moveCheckpoints(client, [{ projection: projection.name, after, next }])).size
    ) {
      throw new Error(`Checkpoint of ${projection.name} moved under the batch lock`);
    }
    return next;
  });
}

/**
 * Runs one projection for as long as the signal allows: waits to become leader (one active
 * process per projection), makes its tables ready (rebuilding on a new version), then follows
 * $all from its checkpoint (the loop is @lens/event-store's `followAll`). A lost leader
 * connection or a failing batch starts the cycle again.
 */
export function runProjection(
  options: RunnerOptions,
  projection: Projection,
  signal: AbortSignal,
): Promise<void> {
  const log = options.logger.child({ projection: projection.name });
  return followAll(
    {
      pool: options.pool,
      store: options.store,
      leaderLock: leaderLock(projection.name),
      maxBatchSize: options.batchSize,
      standbyRetryMs: options.standbyRetryMs,
      loadCheckpoint: () => checkpointStore.load(options.pool, checkpointName(projection.name)),
      applyBatch: (after, events) =>
        options.group
          ? options.group.apply(projection, after, events)
          : applyBatch(options, projection, after, events),
      async onLeader() {
        log.info({ pid: process.pid }, 'projection active');
        await ensureReady(options, projection);
      },
      onFailure: (error, backoffMs) =>
        log.error({ err: error, backoffMs }, 'projection failed; retrying'),
      onCheckpointMoved: () =>
        options.logger.info(
          { projection: projection.name },
          'projection checkpoint replaced; resuming from it',
        ),
    },
    signal,
  );
}
