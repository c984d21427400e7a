import { PostgresEventStore } from '@lens/event-store';
import { createTestDatabase, type TestDatabase } from '@lens/event-store/testing';
import { submissionsProjection } from '@lens/read-models';
import pino from 'pino';
import { projectorMigrations } from '../migrations';
import { type Projection, liveSchema } from '../projection';
import { appendSubmissions } from '../testing/fixtures';
import { rebuild } from './rebuild';

const logger = pino({ level: 'silent' });

describe('rebuild reading ahead in pages (real PostgreSQL)', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  let ids: string[];

  beforeAll(async () => {
    db = await createTestDatabase({ migrations: [projectorMigrations], poolSize: 4 });
    store = new PostgresEventStore({ pool: db.pool });
    ids = await appendSubmissions(store, 6);
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  it('applies every page once, in order, across many small pages', async () => {
    const result = await rebuild(
      { pool: db.pool, store, logger, rebuildBatchSize: 3 },
      submissionsProjection,
    );
    const { rows } = await db.pool.query<{ submission_id: string; event_count: number }>(
      `SELECT submission_id, event_count FROM ${liveSchema(submissionsProjection)}.submissions`,
    );
    expect(rows.map((row) => row.submission_id).sort()).toEqual([...ids].sort());
    const { rows: counted } = await db.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM es.events WHERE stream_id LIKE 'submission-%'`,
    );
    expect(rows.reduce((sum, row) => sum + row.event_count, 0)).toBe(Number(counted[0]!.n));
    const { rows: all } = await db.pool.query<{ n: string }>('SELECT count(*) AS n FROM es.events');
    expect(result.events).toBe(Number(all[0]!.n));
    expect(result.checkpoint).toEqual(await store.headCheckpoint());
  });

  it('moves past pages with nothing for the projection without losing its place', async () => {
    const pagesApplied: number[] = [];
    const picky: Projection = {
      ...submissionsProjection,
      eventTypes: new Set(['SubmissionConfirmed']),
      async apply(client, schema, events) {
        pagesApplied.push(events.length);
        await submissionsProjection.apply(client, schema, events);
      },
    };
    const result = await rebuild({ pool: db.pool, store, logger, rebuildBatchSize: 2 }, picky);
    const { rows } = await db.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM es.events WHERE type = 'SubmissionConfirmed'`,
    );
    expect(pagesApplied.reduce((sum, n) => sum + n, 0)).toBe(Number(rows[0]!.n));
    const { rows: all } = await db.pool.query<{ n: string }>('SELECT count(*) AS n FROM es.events');
    expect(result.events).toBe(Number(all[0]!.n));
    expect(result.checkpoint).toEqual(await store.headCheckpoint());
  });

  it('fails when a page fails to apply, leaving the live tables and no read unhandled', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    const failing: Projection = {
      ...submissionsProjection,
      async apply(client, schema, events) {
        await submissionsProjection.apply(client, schema, events);
        throw new Error('apply failed');
      },
    };
    // The read ahead of the failing page fails too, later, when no one waits for it any more.
    const read = store.readAll.bind(store);
    const reads = jest
      .spyOn(store, 'readAll')
      .mockImplementationOnce(read)
      .mockImplementation(async () => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        throw new Error('read failed');
      });
    try {
      await expect(
        rebuild({ pool: db.pool, store, logger, rebuildBatchSize: 3 }, failing),
      ).rejects.toThrow('apply failed');
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      reads.mockRestore();
      process.off('unhandledRejection', record);
    }
    expect(unhandled).toEqual([]);
    const { rows } = await db.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM ${liveSchema(submissionsProjection)}.submissions`,
    );
    expect(Number(rows[0]!.n)).toBe(ids.length);
  });
});
