import { Client, type Pool } from 'pg';
import type { Checkpoint, EventStore, RecordedEvent } from '../port/event-store';

/**
 * One consumer of $all (a projection, the process manager, the Kafka relay): what it does with a
 * batch and where its checkpoint lives. The loop around it (leader lock, back-off, resuming from
 * a moved checkpoint) is `followAll`'s.
 */
export interface FollowOptions {
  /** The pool whose connection settings open the leader's own session. */
  pool: Pool;
  store: EventStore;
  /** The advisory lock's name: one active follower of it across processes. */
  leaderLock: string;
  maxBatchSize: number;
  /** How often a standby retries for leadership. */
  standbyRetryMs: number;
  /** The checkpoint to follow from (read again after each move by someone else). */
  loadCheckpoint(): Promise<Checkpoint | null>;
  /**
   * Does the work of a batch (in global order) and moves the checkpoint from `after` past it.
   * Resolves to the new checkpoint, or to null when the stored checkpoint is no longer `after`
   * (someone else moved it: a rebuild, a reset): the loop then resumes from the stored one. If it
   * throws, the cycle starts again after a back-off and the batch comes again.
   */
  applyBatch(
    after: Checkpoint | null,
    events: readonly RecordedEvent[],
  ): Promise<Checkpoint | null>;
  /**
   * When set, the stored checkpoint is looked at this often while following, so a move by someone
   * else is noticed even when no event arrives (a reset asking for a replay).
   */
  watchCheckpointMs?: number;
  /** Leadership is held: runs before following (e.g. making tables ready; a failure backs off). */
  onLeader?(): Promise<void>;
  /** A cycle failed; the next one starts after `backoffMs`. */
  onFailure?(error: unknown, backoffMs: number): void;
  /** Someone else moved the checkpoint; following resumes from it. */
  onCheckpointMoved?(): void;
}

/** Waits `ms`, or less when the signal aborts, and leaves no listener behind. */
export function pauseFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    if (signal.aborted) return done();
    signal.addEventListener('abort', done, { once: true });
  });
}

/** 250 ms doubling per failure in a row, at most 30 s. */
export const backoffMs = (failures: number) => Math.min(30_000, 250 * 2 ** Math.min(failures, 7));

/**
 * Follows $all for as long as the signal allows, with at most one active follower of a lock
 * across processes: waits to become leader (a PostgreSQL session lock on a session of its own,
 * never a pooled connection, so it dies with the process), then follows from the stored
 * checkpoint. A lost leader session or a failing cycle starts over after a back-off.
 */
export async function followAll(options: FollowOptions, signal: AbortSignal): Promise<void> {
  let failures = 0;
  while (!signal.aborted) {
    const leader = new Client(options.pool.options);
    const leadership = new AbortController();
    const stop = () => leadership.abort();
    signal.addEventListener('abort', stop);
    leader.on('error', stop);
    try {
      await leader.connect();
      // A standby keeps its session and retries the lock on it; a lost session starts over.
      if (!(await becomeLeader(leader, options, leadership.signal))) continue;
      await options.onLeader?.();
      await follow(options, leadership.signal);
      failures = 0;
    } catch (error) {
      failures += 1;
      const wait = backoffMs(failures);
      options.onFailure?.(error, wait);
      await pauseFor(wait, signal);
    } finally {
      signal.removeEventListener('abort', stop);
      // Ending the session releases the leader lock.
      await leader.end().catch(() => undefined);
    }
  }
}

async function becomeLeader(
  leader: Client,
  options: FollowOptions,
  signal: AbortSignal,
): Promise<boolean> {
  while (!signal.aborted) {
    const { rows } = await leader.query<{ ok: boolean }>(
      'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS ok',
      [options.leaderLock],
    );
    if (rows[0]?.ok === true) return true;
    await pauseFor(options.standbyRetryMs, signal);
  }
  return false;
}

/**
 * Runs one piece of work at a time. A batch's advance (moving the checkpoint, then noting the new
 * value) and the watcher's look at the stored checkpoint take turns through it, so the watcher
 * can never read the fresh value before it is noted and take it for someone else's move.
 */
function oneAtATime() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work);
    tail = run.catch(() => undefined);
    return run;
  };
}

type Exclusive = ReturnType<typeof oneAtATime>;

async function follow(options: FollowOptions, signal: AbortSignal): Promise<void> {
  while (!signal.aborted) {
    // The stop is heard before the first await: one arriving while the checkpoint loads would
    // otherwise be missed, and the subscription would poll on after its owner had stopped.
    const subscription = new AbortController();
    const stop = () => subscription.abort();
    signal.addEventListener('abort', stop);
    let watch: Promise<void> = Promise.resolve();
    try {
      const own = { checkpoint: await options.loadCheckpoint() };
      const exclusive = oneAtATime();
      if (options.watchCheckpointMs)
        watch = watchCheckpoint(options, options.watchCheckpointMs, own, exclusive, subscription);
      for await (const batch of options.store.subscribeToAll({
        after: own.checkpoint,
        signal: subscription.signal,
        maxBatchSize: options.maxBatchSize,
      })) {
        const next = await exclusive(async () => {
          const moved = await options.applyBatch(own.checkpoint, batch);
          if (moved !== null) own.checkpoint = moved;
          return moved;
        });
        if (next === null) break;
      }
    } finally {
      signal.removeEventListener('abort', stop);
      subscription.abort();
      await watch;
    }
    if (!signal.aborted) options.onCheckpointMoved?.();
  }
}

async function watchCheckpoint(
  options: FollowOptions,
  pollMs: number,
  own: { readonly checkpoint: Checkpoint | null },
  exclusive: Exclusive,
  subscription: AbortController,
): Promise<void> {
  while (!subscription.signal.aborted) {
    await pauseFor(pollMs, subscription.signal);
    if (subscription.signal.aborted) return;
    const movedByOthers = await exclusive(
      async () => (await options.loadCheckpoint()) !== own.checkpoint,
    ).catch(() => false);
    if (movedByOthers) subscription.abort();
  }
}
