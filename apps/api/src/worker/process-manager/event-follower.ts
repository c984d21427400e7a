import {
  type Checkpoint,
  type EventStore,
  type RecordedEvent,
  checkpointStore,
  followAll,
} from '@lens/event-store';
import type { Pool } from 'pg';

export interface FollowerLogger {
  info(context: object, message: string): void;
  warn(context: object, message: string): void;
  error(context: object, message: string): void;
}

export interface FollowerOptions {
  /** The consumer's name: its checkpoint row in es.checkpoints and its leader lock. */
  name: string;
  pool: Pool;
  store: EventStore;
  logger: FollowerLogger;
  maxBatchSize: number;
  /**
   * Does the consumer's work for a batch (in global order). The checkpoint moves past the batch
   * only once this resolves; if it throws, the batch is delivered again after a back-off.
   */
  handle(events: readonly RecordedEvent[]): Promise<void>;
  /** How often a standby retries for leadership, and the leader looks for a moved checkpoint. */
  pollMs?: number;
}

/**
 * Follows $all from the consumer's own checkpoint for as long as the signal allows, with at most
 * one active follower of a name across processes (the loop is @lens/event-store's `followAll`).
 * After each batch the checkpoint is advanced by compare-and-set; when someone else moved it (a
 * replay was asked for by resetting it), the follower resumes from the stored value.
 */
export function followEvents(options: FollowerOptions, signal: AbortSignal): Promise<void> {
  const { name, pool, logger } = options;
  const pollMs = options.pollMs ?? 1_000;
  return followAll(
    {
      pool,
      store: options.store,
      leaderLock: `consumer:leader:${name}`,
      maxBatchSize: options.maxBatchSize,
      standbyRetryMs: pollMs,
      // A reset checkpoint must be noticed even when no new event arrives to fail the CAS.
      watchCheckpointMs: pollMs,
      loadCheckpoint: () => checkpointStore.load(pool, name),
      async applyBatch(after, events) {
        await options.handle(events);
        const next: Checkpoint = events[events.length - 1]!.position;
        return (await checkpointStore.advance(pool, name, after, next)) ? next : null;
      },
      onLeader: async () => logger.info({ consumer: name, pid: process.pid }, 'following events'),
      onFailure: (error, backoffMs) =>
        logger.error(
          { err: error, consumer: name, backoffMs },
          'event consumer failed; retrying from its checkpoint',
        ),
      onCheckpointMoved: () =>
        logger.warn({ consumer: name }, 'checkpoint moved by someone else; resuming from it'),
    },
    signal,
  );
}
