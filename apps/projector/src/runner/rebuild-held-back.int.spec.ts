import { PostgresEventStore } from '@lens/event-store';
import { createTestDatabase, type TestDatabase } from '@lens/event-store/testing';
import pino from 'pino';
import { projectorMigrations } from '../migrations';
import { liveSchema } from '../projection';
import { submissionsProjection } from '@lens/read-models';
import { appendSubmissions } from '../testing/fixtures';
import { rebuild } from './rebuild';

const logger = pino({ level: 'silent' });

describe('rebuild while a transaction elsewhere holds events back (real PostgreSQL)', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await createTestDatabase({ migrations: [projectorMigrations], poolSize: 6 });
    store = new PostgresEventStore({ pool: db.pool });
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  it('waits for the held-back events instead of swapping in an empty read model', async () => {
    const blocker = await db.pool.connect();
    await blocker.query('BEGIN');
    await blocker.query('SELECT pg_current_xact_id()');
    // Committed, but behind the open transaction: not readable until it ends.
    const ids = await appendSubmissions(store, 4);
    const rebuilding = rebuild({ pool: db.pool, store, logger }, submissionsProjection);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await blocker.query('COMMIT');
    blocker.release();

    const result = await rebuilding;
    expect(result.events).toBeGreaterThan(ids.length);
    const { rows } = await db.pool.query<{ submission_id: string }>(
      `SELECT submission_id FROM ${liveSchema(submissionsProjection)}.submissions`,
    );
    expect(rows.map((row) => row.submission_id).sort()).toEqual([...ids].sort());
  });
});
