import type { Checkpoint, RecordedEvent } from '../port/event-store';
import { PostgresEventStore } from '../postgres/postgres-event-store';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { type FollowOptions, backoffMs, followAll } from './follow-all';

async function waitUntil(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A consumer whose checkpoint lives in memory (shared by its followers, as a table row is). */
function consumer(db: TestDatabase, store: PostgresEventStore, lock: string) {
  const state = {
    checkpoint: null as Checkpoint | null,
    handled: [] as string[][],
    failures: [] as number[],
    moves: 0,
    /** Fails the next `failNext` batches. */
    failNext: 0,
  };
  const follower = (name: string, overrides: Partial<FollowOptions> = {}) => {
    const controller = new AbortController();
    const applied: string[] = [];
    const options: FollowOptions = {
      pool: db.pool,
      store,
      leaderLock: lock,
      maxBatchSize: 10,
      standbyRetryMs: 20,
      loadCheckpoint: async () => state.checkpoint,
      async applyBatch(after, events: readonly RecordedEvent[]) {
        if (state.failNext > 0) {
          state.failNext -= 1;
          throw new Error('batch failed');
        }
        if (after !== state.checkpoint) return null;
        applied.push(...events.map((e) => e.streamId));
        state.handled.push([name, ...events.map((e) => e.streamId)]);
        state.checkpoint = events[events.length - 1]!.position;
        return state.checkpoint;
      },
      onFailure: (_error, wait) => state.failures.push(wait),
      onCheckpointMoved: () => {
        state.moves += 1;
      },
      ...overrides,
    };
    const done = followAll(options, controller.signal);
    return { applied, stop: () => (controller.abort(), done) };
  };
  return { state, follower };
}

describe('followAll: the one follow loop (real PostgreSQL)', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  let n = 0;
  const append = (prefix: string) =>
    store.append(`${prefix}-${(n += 1)}`, [{ type: 'Done', data: {} }], 'no_stream');

  beforeAll(async () => {
    db = await createTestDatabase({ poolSize: 8 });
    store = new PostgresEventStore({ pool: db.pool, pollIntervalMs: 20 });
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  it('backs off by doubling steps', () => {
    expect([0, 1, 2, 3, 7, 8, 20].map(backoffMs)).toEqual([
      250, 500, 1_000, 2_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('has one leader per lock; a standby takes over from the checkpoint when it stops', async () => {
    const { state, follower } = consumer(db, store, 'follow-test:leader');
    const first = follower('first');
    await append('a');
    await waitUntil(() => first.applied.length === 1, 'the first follower to lead');
    const second = follower('second');
    await append('a');
    await waitUntil(() => first.applied.length === 2, 'the leader to go on');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(second.applied).toEqual([]);
    await first.stop();
    await append('a');
    await waitUntil(() => second.applied.length === 1, 'the standby to lead');
    await second.stop();
    // Nothing twice, nothing left out: the standby went on from the leader's checkpoint.
    const streams = state.handled.flatMap(([, ...s]) => s);
    expect(new Set(streams).size).toBe(streams.length);
    expect(streams).toHaveLength(3);
    expect(state.handled.at(-1)![0]).toBe('second');
  });

  it('starts over from its checkpoint after a back-off when a batch fails', async () => {
    const { state, follower } = consumer(db, store, 'follow-test:failing');
    const history = await store.readAll({ after: null, limit: 1_000 });
    state.checkpoint = history.checkpoint;
    state.failNext = 1;
    const one = follower('one');
    await append('b');
    await waitUntil(() => one.applied.length === 1, 'the batch to come again');
    await one.stop();
    expect(state.failures).toEqual([500]);
    expect(one.applied).toEqual([`b-${n}`]);
  });

  it('resumes from a checkpoint someone else moved, when the batch finds it moved', async () => {
    const { state, follower } = consumer(db, store, 'follow-test:moved');
    const one = follower('one');
    await waitUntil(() => state.checkpoint !== null, 'the history so far');
    const before = one.applied.length;
    // A rebuild (say) sets the checkpoint back to the beginning.
    state.checkpoint = null;
    await append('c');
    await waitUntil(() => state.moves === 1, 'the move to be noticed');
    await waitUntil(() => one.applied.length >= 2 * before + 1, 'everything again');
    await one.stop();
    expect(one.applied.slice(before)).toEqual(expect.arrayContaining(one.applied.slice(0, before)));
  });

  it('stops when told to while its checkpoint loads (the subscription does not poll on)', async () => {
    const controller = new AbortController();
    const done = followAll(
      {
        pool: db.pool,
        store,
        leaderLock: 'follow-test:stopped-while-loading',
        maxBatchSize: 10,
        standbyRetryMs: 20,
        async loadCheckpoint() {
          controller.abort();
          return null;
        },
        applyBatch: async (_after, events) => events[events.length - 1]!.position,
      },
      controller.signal,
    );
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      done.then(() => 'stopped'),
      new Promise((resolve) => (timer = setTimeout(() => resolve('still following'), 5_000))),
    ]);
    clearTimeout(timer);
    expect(outcome).toBe('stopped');
  });

  it('notices a moved checkpoint with no new event when told to watch it', async () => {
    const { state, follower } = consumer(db, store, 'follow-test:watched');
    const one = follower('one', { watchCheckpointMs: 20 });
    await waitUntil(() => state.checkpoint !== null, 'the history so far');
    const before = one.applied.length;
    state.checkpoint = null;
    await waitUntil(() => one.applied.length >= 2 * before, 'everything again, unprompted');
    await one.stop();
    expect(state.moves).toBe(1);
  });
});
