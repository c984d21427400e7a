import { PostgresEventStore, type RecordedEvent, checkpointStore } from '@lens/event-store';
import { createTestDatabase, type TestDatabase } from '@lens/event-store/testing';
import type { Pool } from 'pg';
import { waitUntil } from '../../testing/worker-kit';
import { type FollowerLogger, followEvents } from './event-follower';

const NAME = 'follower-under-test';

/**
 * The pool as the follower sees it, with every checkpoint update answered `delayMs` late: the
 * row is already written when the follower is still waiting to note it. That widens the window
 * between `advance()` and `checkpoint = next` in which the watcher used to look.
 */
function advancingSlowly(pool: Pool, delayMs: number): Pool {
  return new Proxy(pool, {
    get(target, property, receiver) {
      if (property === 'query')
        return async (...args: Parameters<Pool['query']>) => {
          const result = await (target.query as (...a: unknown[]) => Promise<unknown>)(...args);
          if (String(args[0]).includes('UPDATE es.checkpoints'))
            await new Promise((resolve) => setTimeout(resolve, delayMs));
          return result;
        };
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

describe('event follower: only a real foreign move of its checkpoint restarts it (real PostgreSQL)', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  beforeAll(async () => {
    db = await createTestDatabase({ poolSize: 6 });
    store = new PostgresEventStore({ pool: db.pool, pollIntervalMs: 50 });
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  function run(pool: Pool) {
    const handled: string[] = [];
    const warnings: string[] = [];
    const logger: FollowerLogger = {
      info: () => undefined,
      warn: (_context, message) => warnings.push(message),
      error: (_context, message) => warnings.push(message),
    };
    const controller = new AbortController();
    const done = followEvents(
      {
        name: NAME,
        pool,
        store,
        logger,
        maxBatchSize: 1,
        pollMs: 10,
        handle: async (events: readonly RecordedEvent[]) => {
          handled.push(...events.map((event) => event.streamId));
        },
      },
      controller.signal,
    );
    return { handled, warnings, stop: () => (controller.abort(), done) };
  }

  it('does not take its own advance for someone else’s while it is noting it', async () => {
    await checkpointStore.reset(db.pool, NAME, null);
    const follower = run(advancingSlowly(db.pool, 150));
    try {
      for (let n = 0; n < 4; n += 1)
        await store.append(`own-${n}`, [{ type: 'Done', data: {} }], 'no_stream');
      await waitUntil(async () => follower.handled.length >= 4, 'four events handled');
      // Several watcher polls (every 10 ms) fell inside each 150 ms window.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(follower.warnings).toEqual([]);
      expect(follower.handled).toEqual(['own-0', 'own-1', 'own-2', 'own-3']);
    } finally {
      await follower.stop();
    }
  });

  it('follows a real move (a replay asked for) even when no new event arrives', async () => {
    await checkpointStore.reset(db.pool, NAME, null);
    const follower = run(db.pool);
    try {
      await waitUntil(async () => follower.handled.length >= 4, 'the events so far');
      await checkpointStore.reset(db.pool, NAME, null);
      await waitUntil(async () => follower.handled.length >= 8, 'the events again');
      expect(follower.warnings).toEqual(['checkpoint moved by someone else; resuming from it']);
    } finally {
      await follower.stop();
    }
  });
});
