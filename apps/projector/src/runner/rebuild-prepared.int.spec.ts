import { PostgresEventStore } from '@lens/event-store';
import { createTestDatabase, type TestDatabase } from '@lens/event-store/testing';
import { submissionsProjection } from '@lens/read-models';
import { Client } from 'pg';
import pino from 'pino';
import { projectorMigrations } from '../migrations';
import { liveSchema } from '../projection';
import { appendSubmissions, waitFor } from '../testing/fixtures';
import { ensureReady, rebuild } from './rebuild';

const logger = pino({ level: 'silent' });

describe('a connection that wrote rows before a rebuild writes them after it (real PostgreSQL)', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  let client: Client;

  beforeAll(async () => {
    db = await createTestDatabase({ migrations: [projectorMigrations], poolSize: 6 });
    store = new PostgresEventStore({ pool: db.pool });
    await ensureReady({ pool: db.pool, store, logger }, submissionsProjection);
    client = new Client(db.pool.options);
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await store.close();
    await db.drop();
  });

  const live = liveSchema(submissionsProjection);
  const submissionEvents = async (ids: readonly string[]) => {
    const { events } = await waitFor(async () => {
      const read = await store.readAll({ after: null, limit: 1_000 });
      return ids.every((id) => read.events.some((e) => e.streamId === `submission-${id}`)) && read;
    });
    return events.filter((event) => ids.some((id) => event.streamId === `submission-${id}`));
  };
  const liveIds = async () =>
    (
      await db.pool.query<{ submission_id: string }>(
        `SELECT submission_id FROM ${live}.submissions ORDER BY 1`,
      )
    ).rows.map((row) => row.submission_id);

  it('finds the swapped-in tables with the statements it prepared before the swap', async () => {
    const before = await appendSubmissions(store, 2);
    // The live tables' statements are prepared on this connection…
    await submissionsProjection.apply(client, live, await submissionEvents(before));
    expect(await liveIds()).toEqual([...before].sort());

    // …a rebuild drops those tables and swaps fresh ones in…
    await rebuild({ pool: db.pool, store, logger }, submissionsProjection);
    const after = await appendSubmissions(store, 2);
    // …and the same statements, on the same connection, write into the new ones.
    await submissionsProjection.apply(client, live, await submissionEvents(after));
    expect(await liveIds()).toEqual([...before, ...after].sort());
  });
});
