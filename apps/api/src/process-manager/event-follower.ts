import {
  type Checkpoint,
  type EventStore,
  type RecordedEvent,
  checkpointStore,
} from '@lens/event-store';
import { Client, type Pool } from 'pg';

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

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

/**
 * Follows $all from the consumer's own checkpoint for as long as the signal allows, with at most
 * one active follower of a name across processes (a PostgreSQL session lock: it dies with the
 * process). After each batch the checkpoint is advanced by compare-and-set; when someone else
 * moved it (a replay was asked for by resetting it), the follower resumes from the stored value.
 */
export async function followEvents(options: FollowerOptions, signal: AbortSignal): Promise<void> {
  const pollMs = options.pollMs ?? 1_000;
  let failures = 0;
  while (!signal.aborted) {
    const leader = new Client(options.pool.options);
    const leadership = new AbortController();
    const stop = () => leadership.abort();
    signal.addEventListener('abort', stop);
    leader.on('error', stop);
    try {
      await leader.connect();
      if (!(await becomeLeader(leader, options.name, pollMs, leadership.signal))) continue;
      options.logger.info({ consumer: options.name, pid: process.pid }, 'following events');
      await follow(options, pollMs, leadership.signal);
      failures = 0;
    } catch (error) {
      failures += 1;
      const backoffMs = Math.min(30_000, 250 * 2 ** Math.min(failures, 7));
      options.logger.error(
        { err: error, consumer: options.name, backoffMs },
        'event consumer failed; retrying from its checkpoint',
      );
      await sleep(backoffMs, signal);
    } finally {
      signal.removeEventListener('abort', stop);
      // Ending the session releases the leader lock.
      await leader.end().catch(() => undefined);
    }
  }
}

async function becomeLeader(
  leader: Client,
  name: string,
  retryMs: number,
  signal: AbortSignal,
): Promise<boolean> {
  while (!signal.aborted) {
    const { rows } = await leader.query<{ ok: boolean }>(
      'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS ok',
      [`consumer:leader:${name}`],
    );
    if (rows[0]?.ok) return true;
    await sleep(retryMs, signal);
  }
  return false;
}

/**
 * Runs one piece of work at a time. The follower's own advance (compare-and-set, then noting the
 * new value) and the watcher's look at the stored checkpoint take turns through it, so the
 * watcher can never read the follower's fresh value before the follower has noted it and take
 * it for someone else's move.
 */
function oneAtATime() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work);
    tail = run.catch(() => undefined);
    return run;
  };
}

async function follow(options: FollowerOptions, pollMs: number, signal: AbortSignal) {
  while (!signal.aborted) {
    const own = { checkpoint: await checkpointStore.load(options.pool, options.name) };
    const exclusive = oneAtATime();
    const subscription = new AbortController();
    const stop = () => subscription.abort();
    signal.addEventListener('abort', stop);
    // A reset checkpoint must be noticed even when no new event arrives to fail the CAS.
    const watch = watchCheckpoint(options, own, exclusive, pollMs, subscription);
    try {
      for await (const batch of options.store.subscribeToAll({
        after: own.checkpoint,
        signal: subscription.signal,
        maxBatchSize: options.maxBatchSize,
      })) {
        await options.handle(batch);
        const next: Checkpoint = batch[batch.length - 1]!.position;
        const advanced = await exclusive(async () => {
          if (!(await checkpointStore.advance(options.pool, options.name, own.checkpoint, next)))
            return false;
          own.checkpoint = next;
          return true;
        });
        if (!advanced) break;
      }
    } finally {
      signal.removeEventListener('abort', stop);
      subscription.abort();
      await watch;
    }
    if (!signal.aborted)
      options.logger.warn(
        { consumer: options.name },
        'checkpoint moved by someone else; resuming from it',
      );
  }
}

async function watchCheckpoint(
  options: FollowerOptions,
  own: { readonly checkpoint: Checkpoint | null },
  exclusive: ReturnType<typeof oneAtATime>,
  pollMs: number,
  subscription: AbortController,
): Promise<void> {
  while (!subscription.signal.aborted) {
    await sleep(pollMs, subscription.signal);
    if (subscription.signal.aborted) return;
    const movedByOthers = await exclusive(async () => {
      const stored = await checkpointStore.load(options.pool, options.name);
      return stored !== own.checkpoint;
    }).catch(() => false);
    if (movedByOthers) subscription.abort();
  }
}
