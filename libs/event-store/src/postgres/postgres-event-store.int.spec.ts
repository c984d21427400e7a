import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { type InlineWork, type RecordedEvent, WrongExpectedVersion } from '../port/event-store';
import { composeUpcasters } from '../port/upcasting';
import { eventStoreContract } from '../testing/event-store.contract';
import { createTestDatabase, databaseOutage, type TestDatabase } from '../testing/test-database';
import { EVENTS_CHANNEL, PostgresEventStore } from './postgres-event-store';

eventStoreContract('PostgreSQL', async () => {
  const db = await createTestDatabase({ poolSize: 12 });
  const store = new PostgresEventStore({ pool: db.pool });
  return {
    store,
    cleanup: async () => {
      await store.close();
      await db.drop();
    },
  };
});

/** Appends inside an explicit transaction that stays open `holdMs` before committing. */
async function appendCommittingLate(
  store: PostgresEventStore,
  pool: Pool,
  stream: string,
  data: unknown,
  holdMs: number,
) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await store.appendWithin(client, stream, [{ type: 'Late', data }], 'any');
    await new Promise((resolve) => setTimeout(resolve, holdMs));
    await client.query('COMMIT');
  } finally {
    client.release();
  }
}

describe('PostgreSQL adapter: late commits and the watermark', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await createTestDatabase({ poolSize: 12 });
    store = new PostgresEventStore({ pool: db.pool, pollIntervalMs: 50 });
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  it('does not hand out an event that committed first while an earlier-positioned one is still open', async () => {
    const client = await db.pool.connect();
    await client.query('BEGIN');
    await store.appendWithin(client, 'late-a', [{ type: 'First', data: {} }], 'no_stream');

    await store.append('late-b', [{ type: 'Second', data: {} }], 'no_stream');
    // The second event is committed, but the first transaction (lower position) is open: a
    // reader that took the second now and checkpointed after it would later skip the first.
    expect(await store.readAll({ after: null, limit: 100 })).toEqual({
      events: [],
      checkpoint: null,
      heldBack: true,
    });

    await client.query('COMMIT');
    client.release();
    // Visible once no older transaction anywhere on the server is still open.
    let types: string[] = [];
    for (const deadline = Date.now() + 10_000; types.length < 2 && Date.now() < deadline;) {
      types = (await store.readAll({ after: null, limit: 100 })).events.map((e) => e.type);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(types).toEqual(['First', 'Second']);
  });

  it('a short page says whether committed events wait after it behind an open transaction', async () => {
    const start = await store.headCheckpoint();
    await store.append('short-a', [{ type: 'Before', data: {} }], 'no_stream');
    const client = await db.pool.connect();
    await client.query('BEGIN');
    await store.appendWithin(client, 'short-b', [{ type: 'Open', data: {} }], 'no_stream');
    await store.append('short-c', [{ type: 'After', data: {} }], 'no_stream');

    // The page holds what committed before the open transaction; the rest waits behind it.
    const page = await store.readAll({ after: start, limit: 100 });
    expect(page.events.map((e) => e.type)).toEqual(['Before']);
    expect(page.heldBack).toBe(true);
    expect(page.caughtUp).toBeUndefined();

    await client.query('COMMIT');
    client.release();
    let last = page;
    for (const deadline = Date.now() + 10_000; !last.caughtUp && Date.now() < deadline;) {
      last = await store.readAll({ after: page.checkpoint, limit: 100 });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(last.events.map((e) => e.type)).toEqual(['Open', 'After']);
    expect(last.caughtUp).toBe(true);
    // A full page is never taken for the end.
    expect((await store.readAll({ after: page.checkpoint, limit: 2 })).caughtUp).toBeUndefined();
  });

  it('a subscriber that has read to the end reads $all again only when an append wakes it', async () => {
    const quiet = new PostgresEventStore({ pool: db.pool, pollIntervalMs: 60_000 });
    // Reads that found nothing and nothing held back (held-back reads retry by design: another
    // transaction open anywhere on the shared server holds events back for a moment).
    const read = quiet.readAll.bind(quiet);
    let emptyReads = 0;
    jest.spyOn(quiet, 'readAll').mockImplementation(async (options) => {
      const page = await read(options);
      if (page.events.length === 0 && !page.heldBack) emptyReads += 1;
      return page;
    });
    const controller = new AbortController();
    const start = await quiet.headCheckpoint();
    const seen: string[] = [];
    const following = (async () => {
      for await (const batch of quiet.subscribeToAll({ after: start, signal: controller.signal }))
        seen.push(...batch.filter((e) => e.streamId.startsWith('woken-')).map((e) => e.type));
    })();
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (let i = 0; i < 5; i += 1) {
      // Another store appends, as another process would: its NOTIFY is the only wake-up.
      await store.append(`woken-${i}`, [{ type: `E${i}`, data: {} }], 'no_stream');
      for (const deadline = Date.now() + 5_000; seen.length <= i && Date.now() < deadline;)
        await new Promise((resolve) => setTimeout(resolve, 5));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    controller.abort();
    await following;
    await quiet.close();

    expect(seen).toEqual(['E0', 'E1', 'E2', 'E3', 'E4']);
    // The first read and the one when the listener has connected find nothing; after that
    // every read finds the append that woke it (it used to read once more after each page and
    // find nothing: one wasted read per append, 7 here).
    expect(emptyReads).toBeLessThanOrEqual(2);
  }, 30_000);

  it('a subscriber under writers that commit late in random order still gets every event once, in order', async () => {
    const seen: RecordedEvent[] = [];
    const controller = new AbortController();
    const total = 8 * 60;
    const subscriber = (async () => {
      for await (const batch of store.subscribeToAll({
        after: null,
        signal: controller.signal,
        maxBatchSize: 7,
      })) {
        seen.push(...batch.filter((e) => e.type === 'Late'));
        if (seen.length >= total) break;
      }
    })();
    await Promise.all(
      Array.from({ length: 8 }, async (_, writer) => {
        for (let i = 0; i < 60; i += 1) {
          await appendCommittingLate(
            store,
            db.pool,
            `late-${(writer + i) % 5}`,
            { writer, i },
            Math.random() * 15,
          );
        }
      }),
    );
    const timeout = setTimeout(() => controller.abort(), 20_000);
    await subscriber;
    clearTimeout(timeout);

    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((e) => e.id)).size).toBe(total);
    for (let i = 1; i < seen.length; i += 1)
      expect(store.compare(seen[i - 1]!.position, seen[i]!.position)).toBeLessThan(0);
  }, 60_000);

  it('subscribers following side by side share their reads, and each still gets every event once, in order', async () => {
    const shared = store;
    const reads = jest.spyOn(shared, 'readAll');
    const subscribers = 8;
    const rounds = 30;
    const start = await shared.headCheckpoint();
    const controller = new AbortController();
    const seen: RecordedEvent[][] = Array.from({ length: subscribers }, () => []);
    const following = seen.map(async (mine) => {
      for await (const batch of shared.subscribeToAll({
        after: start,
        signal: controller.signal,
        maxBatchSize: 50,
      })) {
        mine.push(...batch.filter((e) => e.type === 'Shared'));
        if (mine.length >= rounds * 2) break;
      }
    });
    // Let every subscriber reach the tail and wait there, then count only the reads that follow.
    await new Promise((resolve) => setTimeout(resolve, 300));
    reads.mockClear();
    for (let round = 0; round < rounds; round += 1) {
      await shared.append(
        `shared-${round}`,
        [
          { type: 'Shared', data: { round, n: 0 } },
          { type: 'Shared', data: { round, n: 1 } },
        ],
        'any',
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const timeout = setTimeout(() => controller.abort(), 20_000);
    await Promise.all(following);
    clearTimeout(timeout);
    reads.mockRestore();

    for (const mine of seen) {
      expect(mine.map((e) => e.data)).toEqual(
        Array.from({ length: rounds }, (_, round) => [
          { round, n: 0 },
          { round, n: 1 },
        ]).flat(),
      );
    }
    // Unshared, each subscriber reads at least twice per round (the page, then nothing new):
    // 2 × 8 × 30 = 480 reads or more; shared, about two per round.
    expect(reads.mock.calls.length).toBeLessThan(subscribers * rounds);
  }, 60_000);

  it('delivers an event held back by an open transaction soon after it ends, without waiting for the poll', async () => {
    const patient = new PostgresEventStore({ pool: db.pool, pollIntervalMs: 120_000 });
    const { checkpoint } = await patient.readAll({ after: null, limit: 100_000 });
    const controller = new AbortController();
    const received = (async () => {
      for await (const batch of patient.subscribeToAll({
        after: checkpoint,
        signal: controller.signal,
      }))
        if (batch.some((e) => e.type === 'HeldBack')) return true;
      return false;
    })();
    const blocker = await db.pool.connect();
    await blocker.query('BEGIN');
    await blocker.query('SELECT pg_current_xact_id()');
    // The append wakes the subscriber, whose read finds nothing visible yet.
    await patient.append(`held-${randomUUID()}`, [{ type: 'HeldBack', data: {} }], 'no_stream');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Ending the blocker sends no notification: only the held-back retry can find the event.
    await blocker.query('COMMIT');
    blocker.release();
    const timeout = setTimeout(() => controller.abort(), 30_000);
    expect(await received).toBe(true);
    clearTimeout(timeout);
    await patient.close();
  });

  it('logs a warning naming a transaction that holds readers back', async () => {
    const warnings: string[] = [];
    const watched = new PostgresEventStore({
      pool: db.pool,
      pollIntervalMs: 20,
      stallWarningMs: 100,
      logger: { warn: (message) => warnings.push(message) },
    });
    const { checkpoint } = await watched.readAll({ after: null, limit: 100_000 });
    const client = await db.pool.connect();
    await client.query('BEGIN');
    await client.query('SELECT pg_current_xact_id()');
    await watched.append(`stalled-${randomUUID()}`, [{ type: 'Waiting', data: {} }], 'no_stream');

    const controller = new AbortController();
    setTimeout(() => controller.abort(), 600);
    for await (const _ of watched.subscribeToAll({ after: checkpoint, signal: controller.signal }))
      break;
    await client.query('ROLLBACK');
    client.release();
    await watched.close();
    expect(warnings).toContain('event store readers are held back by an open transaction');
  });

  it('orders $all by transaction id as a number across a digit boundary (9 before 10)', async () => {
    const fresh = await createTestDatabase();
    const reader = new PostgresEventStore({ pool: fresh.pool });
    // Transaction ids 9 and 10 are long finished on any server, so both are below the watermark;
    // inserted 10 first so position order alone would also be wrong.
    for (const [txid, name] of [
      [10, 'ten'],
      [9, 'nine'],
      [100, 'hundred'],
    ] as const) {
      await fresh.pool.query(
        `INSERT INTO es.events (transaction_id, event_id, stream_id, revision, type, data, metadata)
         VALUES ($1::text::xid8, gen_random_uuid(), $2, 0, 'Numbered', '{}', '{"schemaVersion":1}')`,
        [String(txid), name],
      );
    }
    const all = await reader.readAll({ after: null, limit: 10 });
    expect(all.events.map((e) => e.streamId)).toEqual(['nine', 'ten', 'hundred']);
    const paged: string[] = [];
    let checkpoint: string | null = null;
    for (let page = 0; page < 5; page += 1) {
      const result = await reader.readAll({ after: checkpoint, limit: 1 });
      paged.push(...result.events.map((e) => e.streamId));
      checkpoint = result.checkpoint;
    }
    expect(paged).toEqual(['nine', 'ten', 'hundred']);
    await reader.close();
    await fresh.drop();
  });

  it('upcasts events written under an older schema version', async () => {
    const upcasting = new PostgresEventStore({
      pool: db.pool,
      upcast: composeUpcasters([
        {
          type: 'Renamed',
          fromVersion: 1,
          upcast: (data) => ({ fullName: (data as { name: string }).name }),
        },
        {
          type: 'Renamed',
          fromVersion: 2,
          upcast: (data) => ({ ...(data as object), language: 'en' }),
        },
      ]),
    });
    await upcasting.append('upcast-1', [{ type: 'Renamed', data: { name: 'Ana' } }], 'no_stream');
    await upcasting.append(
      'upcast-1',
      [
        {
          type: 'Renamed',
          data: { fullName: 'Bo', language: 'es' },
          metadata: { schemaVersion: 3 },
        },
      ],
      0,
    );
    const events = await upcasting.readStream('upcast-1');
    expect(events.map((e) => [e.data, e.metadata.schemaVersion])).toEqual([
      [{ fullName: 'Ana', language: 'en' }, 3],
      [{ fullName: 'Bo', language: 'es' }, 3],
    ]);
    await upcasting.close();
  });
});

describe('PostgreSQL adapter: reading at the tail', () => {
  it('costs an index probe, not a scan of every event (a subscriber reads there after each batch)', async () => {
    const db = await createTestDatabase({ poolSize: 1 });
    const store = new PostgresEventStore({ pool: db.pool });
    try {
      await store.append(
        'tail-probe',
        Array.from({ length: 3_000 }, (_, i) => ({ type: 'Filler', data: { i } })),
        'no_stream',
      );
      await db.pool.query('ANALYZE es.events');
      const { checkpoint } = await store.readAll({ after: null, limit: 10_000 });
      const seqScans = async () => {
        const { rows } = await db.pool.query<{ n: string }>(
          "SELECT seq_scan AS n FROM pg_stat_user_tables WHERE schemaname = 'es' AND relname = 'events'",
        );
        return Number(rows[0]!.n);
      };
      // One pooled connection: its counters are flushed on demand before they are read.
      const flushed = async () => {
        await db.pool.query('SELECT pg_stat_force_next_flush()');
        await db.pool.query('SELECT pg_stat_clear_snapshot()');
        return seqScans();
      };
      const before = await flushed();
      for (let i = 0; i < 20; i += 1) {
        const page = await store.readAll({ after: checkpoint, limit: 500 });
        expect(page.events).toEqual([]);
      }
      expect((await flushed()) - before).toBe(0);
    } finally {
      await store.close();
      await db.drop();
    }
  }, 60_000);
});

describe('PostgreSQL adapter: the wake-up listener survives its connection', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ poolSize: 4 });
  });
  afterAll(async () => {
    await databaseOutage.refuseConnections(db.name, false);
    await db.drop();
  });

  const until = async (probe: () => Promise<boolean> | boolean, what: string) => {
    const deadline = Date.now() + 15_000;
    while (!(await probe())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const listeners = () => databaseOutage.listeners(db.name, EVENTS_CHANNEL);

  /** Collects what a subscription from the start yields, until stopped. */
  function subscribe(store: PostgresEventStore) {
    const seen: string[] = [];
    const controller = new AbortController();
    const done = (async () => {
      for await (const batch of store.subscribeToAll({ after: null, signal: controller.signal }))
        seen.push(...batch.map((event) => event.streamId));
    })();
    return { seen, stop: () => (controller.abort(), done) };
  }

  it('subscribes while connections are refused (polling), and listens once they are allowed', async () => {
    // Idle connections in the pool keep serving reads; only new connections are refused.
    await Promise.all([1, 2, 3].map(() => db.pool.query('SELECT pg_sleep(0.05)')));
    await databaseOutage.refuseConnections(db.name, true);
    const store = new PostgresEventStore({ pool: db.pool, pollIntervalMs: 100 });
    const subscription = subscribe(store);
    try {
      await store.append('refused-1', [{ type: 'Done', data: {} }], 'no_stream');
      await until(() => subscription.seen.includes('refused-1'), 'the event, by polling');
      expect(store.listening).toBe(false);

      await databaseOutage.refuseConnections(db.name, false);
      await until(async () => (await listeners()) === 1, 'the listener to connect');
      await store.append('refused-2', [{ type: 'Done', data: {} }], 'no_stream');
      await until(() => subscription.seen.includes('refused-2'), 'the next event');
    } finally {
      await databaseOutage.refuseConnections(db.name, false);
      await subscription.stop();
      await store.close();
    }
  });

  it('reconnects with back-off after its backend is terminated, without a new subscription', async () => {
    const store = new PostgresEventStore({ pool: db.pool, pollIntervalMs: 100 });
    const subscription = subscribe(store);
    try {
      await until(async () => (await listeners()) === 1, 'the listener');
      await databaseOutage.refuseConnections(db.name, true);
      expect(await databaseOutage.terminateListeners(db.name, EVENTS_CHANNEL)).toBe(1);
      await until(() => !store.listening, 'the listener to notice');
      // Its reconnection attempts fail for a while …
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await listeners()).toBe(0);
      // … and the first one after connections are allowed again succeeds.
      await databaseOutage.refuseConnections(db.name, false);
      await until(async () => (await listeners()) === 1 && store.listening, 'a new listener');
      await store.append('after-terminate', [{ type: 'Done', data: {} }], 'no_stream');
      await until(() => subscription.seen.includes('after-terminate'), 'the event');
    } finally {
      await databaseOutage.refuseConnections(db.name, false);
      await subscription.stop();
      await store.close();
    }
  });
});

describe('PostgreSQL adapter: appends with inline work', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  const warnings: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase({ poolSize: 4 });
    store = new PostgresEventStore({
      pool: db.pool,
      logger: { warn: (message) => warnings.push(message) },
    });
    await db.pool.query('CREATE TABLE inline_rows (stream text, revisions int[])');
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  const rowsOf = async (stream: string) =>
    (
      await db.pool.query<{ revisions: number[] }>(
        'SELECT revisions FROM inline_rows WHERE stream = $1',
        [stream],
      )
    ).rows.map((row) => row.revisions);
  /** Writes a row of the stream's revisions as read inside the append's transaction. */
  const recordRevisions: InlineWork = async (client, readStream) => {
    const events = await readStream(0);
    await client.query('INSERT INTO inline_rows VALUES ($1, $2)', [
      events[0]!.streamId,
      events.map((event) => event.revision),
    ]);
  };

  it('writes the inline rows with the events, seeing the new events in the stream', async () => {
    const stream = `inline-${randomUUID()}`;
    await store.append(stream, [{ type: 'First', data: {} }], 'no_stream');
    const result = await store.appendInline(
      stream,
      [{ type: 'Second', data: {} }],
      0,
      recordRevisions,
    );
    expect(result).toMatchObject({ inline: true, nextExpectedRevision: 1 });
    expect(await rowsOf(stream)).toEqual([[0, 1]]);
  });

  it('appends the events alone, once, when the inline work fails, and keeps none of its rows', async () => {
    const stream = `inline-${randomUUID()}`;
    const failing: InlineWork = async (client, readStream) => {
      await recordRevisions(client, readStream);
      throw new Error('read model not ready');
    };
    const result = await store.appendInline(
      stream,
      [{ type: 'Only', data: {} }],
      'no_stream',
      failing,
    );
    expect(result).toMatchObject({ inline: false, nextExpectedRevision: 0 });
    expect((await store.readStream(stream)).map((event) => event.type)).toEqual(['Only']);
    expect(await rowsOf(stream)).toEqual([]);
    expect(warnings).toContain('inline projection failed; appending without it');
  });

  it('refuses a wrong expected revision without trying again or running the inline work', async () => {
    const stream = `inline-${randomUUID()}`;
    await store.append(stream, [{ type: 'First', data: {} }], 'no_stream');
    let ran = 0;
    const counting: InlineWork = async () => {
      ran += 1;
    };
    await expect(
      store.appendInline(stream, [{ type: 'Late', data: {} }], 5, counting),
    ).rejects.toThrow(WrongExpectedVersion);
    expect(ran).toBe(0);
    expect(await store.readStream(stream)).toHaveLength(1);
  });
});
