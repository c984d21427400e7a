import { PostgresEventStore, checkpointStore } from '@lens/event-store';
import { createTestDatabase, type TestDatabase } from '@lens/event-store/testing';
import pino from 'pino';
import { projectorMigrations } from '../migrations';
import { promoUsageProjection } from '@lens/read-models';
import { appendSubmissions, progressListener, waitFor } from '../testing/fixtures';
import { checkpointName, lockBatch } from './locks';
import { applyBatch } from './projection-runner';
import { ensureReady } from './rebuild';

const logger = pino({ level: 'silent' });
const name = checkpointName(promoUsageProjection.name);

describe('a batch with nothing for the projection (real PostgreSQL)', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  let listener: Awaited<ReturnType<typeof progressListener>>;
  const heard = () => listener.heard;

  beforeAll(async () => {
    db = await createTestDatabase({ migrations: [projectorMigrations], poolSize: 4 });
    store = new PostgresEventStore({ pool: db.pool });
    await ensureReady({ pool: db.pool, store, logger }, promoUsageProjection);
    await appendSubmissions(store, 3);
    listener = await progressListener(db.pool);
  });

  afterAll(async () => {
    await listener.end();
    await store.close();
    await db.drop();
  });

  /**
   * Events of $all after `after` none of which the promo-usage projection reads (waiting while
   * an open transaction elsewhere on the server holds the readers' watermark back).
   */
  const unreadBatch = (after: string | null) =>
    waitFor(
      async () => {
        const { events } = await store.readAll({ after, limit: 100 });
        const batch = events.filter((e) => !promoUsageProjection.eventTypes.has(e.type));
        return batch.length > 1 && batch;
      },
      10_000,
      'events to read',
    );

  it('moves the stored checkpoint and announces it, without writing rows', async () => {
    const events = await unreadBatch(null);
    const [first, ...rest] = events;
    // The first batch takes the full path (no checkpoint yet); the next one the short path.
    const afterFirst = await applyBatch({ pool: db.pool, logger }, promoUsageProjection, null, [
      first!,
    ]);
    expect(afterFirst).toBe(first!.position);
    const next = await applyBatch(
      { pool: db.pool, logger },
      promoUsageProjection,
      afterFirst,
      rest,
    );
    const last = rest[rest.length - 1]!.position;
    expect(next).toBe(last);
    expect(await checkpointStore.load(db.pool, name)).toBe(last);
    await waitFor(
      async () => heard().includes(`${promoUsageProjection.name} ${last}`),
      5_000,
      'the announcement',
    );
  });

  it('takes no batch lock for it: a rebuild holding the lock does not hold it up', async () => {
    const after = await checkpointStore.load(db.pool, name);
    await appendSubmissions(store, 1);
    const events = (await unreadBatch(after)).filter((e) => e.position !== after);
    const rebuilding = await db.pool.connect();
    try {
      await rebuilding.query('BEGIN');
      await lockBatch(rebuilding, promoUsageProjection.name);
      const next = await applyBatch({ pool: db.pool, logger }, promoUsageProjection, after, events);
      expect(next).toBe(events[events.length - 1]!.position);
    } finally {
      await rebuilding.query('ROLLBACK');
      rebuilding.release();
    }
  });

  it('finds a checkpoint a rebuild replaced and leaves it as the rebuild left it', async () => {
    const stored = await checkpointStore.load(db.pool, name);
    const events = await unreadBatch(null);
    // A rebuild swapped its tables in with a checkpoint of its own.
    await checkpointStore.reset(db.pool, name, events[0]!.position);
    const result = await applyBatch(
      { pool: db.pool, logger },
      promoUsageProjection,
      stored,
      events.slice(1),
    );
    expect(result).toBeNull();
    expect(await checkpointStore.load(db.pool, name)).toBe(events[0]!.position);
  });
});
