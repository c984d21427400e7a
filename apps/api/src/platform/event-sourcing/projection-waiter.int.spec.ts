import { PostgresEventStore } from '@lens/event-store';
import { createTestDatabase, databaseOutage, type TestDatabase } from '@lens/event-store/testing';
import { InfrastructureUnavailable } from '../infrastructure/outage';
import { PROGRESS_CHANNEL, ProjectionWaiter } from './projection-waiter';

describe('ProjectionWaiter: read-your-writes over projector_progress (real PostgreSQL)', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  let waiter: ProjectionWaiter;
  const positions: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase({ poolSize: 4 });
    store = new PostgresEventStore({ pool: db.pool });
    waiter = new ProjectionWaiter(db.pool, store);
    for (let n = 0; n < 3; n += 1) {
      const { position } = await store.append(`waited-${n}`, [{ type: 'Done', data: {} }], 'any');
      positions.push(position);
    }
  });
  afterAll(async () => {
    await databaseOutage.refuseConnections(db.name, false);
    await waiter.close();
    await store.close();
    await db.drop();
  });

  /** What the projector does after a batch: store its checkpoint, then announce it. */
  async function progress(projection: string, checkpoint: string) {
    await db.pool.query(
      `INSERT INTO es.checkpoints (name, checkpoint) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET checkpoint = EXCLUDED.checkpoint`,
      [`projection:${projection}`, checkpoint],
    );
    await db.pool.query('SELECT pg_notify($1, $2)', [
      PROGRESS_CHANNEL,
      `${projection} ${checkpoint}`,
    ]);
  }

  it('answers at once for a projection already past the position (from the table)', async () => {
    await progress('ahead', positions[2]!);
    expect(await waiter.waitFor(positions[1]!, ['ahead'])).toBe(true);
  });

  it('waits for the announcement of a later checkpoint, for every projection named', async () => {
    await progress('slow', positions[0]!);
    await progress('slower', positions[0]!);
    const waiting = waiter.waitFor(positions[2]!, ['slow', 'slower'], 10_000);
    await progress('slow', positions[2]!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await progress('slower', positions[2]!);
    expect(await waiting).toBe(true);
  });

  it('knows announced checkpoints without asking the table again', async () => {
    await progress('heard', positions[2]!);
    await waiter.waitFor(positions[0]!, ['heard']);
    // The table now says less than what was announced: an answer from the table would be false.
    await db.pool.query(
      `UPDATE es.checkpoints SET checkpoint = NULL WHERE name = 'projection:heard'`,
    );
    expect(await waiter.waitFor(positions[2]!, ['heard'], 200)).toBe(true);
  });

  it('gives up (false) when the projection does not get there in time', async () => {
    await progress('stuck', positions[0]!);
    expect(await waiter.waitFor(positions[2]!, ['stuck'], 200)).toBe(false);
  });

  it('after a failed reconnect answers InfrastructureUnavailable, then recovers by itself', async () => {
    await progress('steady', positions[2]!);
    expect(await waiter.waitFor(positions[0]!, ['steady'])).toBe(true);
    // Its connection is cut while new connections are refused: reconnecting fails.
    await databaseOutage.refuseConnections(db.name, true);
    expect(await databaseOutage.terminateListeners(db.name, PROGRESS_CHANNEL)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(waiter.waitFor(positions[2]!, ['steady'], 300)).rejects.toBeInstanceOf(
      InfrastructureUnavailable,
    );

    await databaseOutage.refuseConnections(db.name, false);
    const deadline = Date.now() + 15_000;
    for (;;) {
      const answer = await waiter.waitFor(positions[2]!, ['steady'], 300).catch(() => null);
      if (answer === true) break;
      if (Date.now() > deadline) throw new Error('the waiter never recovered');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Announcements are heard again, not only read from the table.
    await progress('after-outage', positions[0]!);
    const waiting = waiter.waitFor(positions[2]!, ['after-outage'], 10_000);
    await progress('after-outage', positions[2]!);
    expect(await waiting).toBe(true);
  });
});
