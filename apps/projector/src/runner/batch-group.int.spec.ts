import { type Checkpoint, PostgresEventStore, checkpointStore } from '@lens/event-store';
import { createTestDatabase, type TestDatabase } from '@lens/event-store/testing';
import {
  patientLedgerProjection,
  promoUsageProjection,
  escalationsProjection,
  submissionsProjection,
} from '@lens/read-models';
import pino from 'pino';
import { projectorMigrations } from '../migrations';
import { type Projection, liveSchema } from '../projection';
import { appendSubmissions, progressListener, waitFor } from '../testing/fixtures';
import { BatchGroup } from './batch-group';
import { checkpointName } from './locks';
import { ensureReady, rebuild } from './rebuild';

const logger = pino({ level: 'silent' });
/** Three that read submission events, one (escalations) that reads none of them. */
const MODELS = [submissionsProjection, patientLedgerProjection, promoUsageProjection];
const ALL = [...MODELS, escalationsProjection];

describe('the batches of several projections applied together (real PostgreSQL)', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  let listener: Awaited<ReturnType<typeof progressListener>>;
  const heard = () => listener.heard;
  const transactions = { count: 0 };

  beforeAll(async () => {
    db = await createTestDatabase({ migrations: [projectorMigrations], poolSize: 6 });
    store = new PostgresEventStore({ pool: db.pool });
    for (const projection of ALL) await ensureReady({ pool: db.pool, store, logger }, projection);
    // Every transaction of the group takes a connection of its own (a bare query borrows one
    // through a callback).
    const pool = db.pool as unknown as { connect: (...args: unknown[]) => unknown };
    const connect = pool.connect.bind(db.pool);
    pool.connect = (...args: unknown[]) => {
      if (args.length === 0) transactions.count += 1;
      return connect(...args);
    };
    listener = await progressListener(db.pool);
  });

  afterAll(async () => {
    await listener.end();
    await store.close();
    await db.drop();
  });

  const batchAfter = (after: Checkpoint | null, atLeast: number) =>
    waitFor(
      async () => {
        const { events } = await store.readAll({ after, limit: 500 });
        return events.length >= atLeast && events;
      },
      10_000,
      'events to read',
    );

  const eventCount = async () =>
    (await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM es.events')).rows[0]!.n;

  const snapshot = async (projections: readonly Projection[]) => {
    const tables: Record<string, unknown[]> = {};
    for (const projection of projections) {
      const schema = liveSchema(projection);
      const { rows: names } = await db.pool.query<{ table_name: string }>(
        'SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY 1',
        [schema],
      );
      for (const { table_name } of names) {
        const { rows } = await db.pool.query(
          `SELECT * FROM "${schema}"."${table_name}" ORDER BY 1`,
        );
        tables[`${projection.name}.${table_name}`] = rows;
      }
    }
    return tables;
  };

  it('writes every busy projection in one transaction, moves the idle one without any, and the rows equal a rebuild', async () => {
    await appendSubmissions(store, 4);
    const [first, ...rest] = await batchAfter(null, await eventCount());
    const group = new BatchGroup({ pool: db.pool, logger });
    // First batches make their checkpoint rows, each on its own.
    await Promise.all(ALL.map((projection) => group.apply(projection, null, [first!])));

    const before = transactions.count;
    const moved = await Promise.all(
      ALL.map((projection) => group.apply(projection, first!.position, rest)),
    );
    const last = rest[rest.length - 1]!.position;
    expect(moved).toEqual(ALL.map(() => last));
    // One transaction for the three with rows (one each, before); the idle one moved with a
    // single statement outside any.
    expect(rest.some((event) => escalationsProjection.eventTypes.has(event.type))).toBe(false);
    expect(transactions.count - before).toBe(1);
    for (const projection of ALL)
      expect(await checkpointStore.load(db.pool, checkpointName(projection.name))).toBe(last);
    await waitFor(
      async () => ALL.every((projection) => heard().includes(`${projection.name} ${last}`)),
      5_000,
      'the announcements',
    );

    const live = await snapshot(MODELS);
    expect(live[`${submissionsProjection.name}.submissions`]).toHaveLength(4);
    for (const projection of MODELS) await rebuild({ pool: db.pool, store, logger }, projection);
    expect(await snapshot(MODELS)).toEqual(live);
  });

  it('applies the others when one projection fails, and leaves a checkpoint a rebuild replaced alone', async () => {
    const after = await checkpointStore.load(db.pool, checkpointName(submissionsProjection.name));
    await appendSubmissions(store, 2);
    const events = (await batchAfter(after, 2)).filter((event) => event.position !== after);
    const failing: Projection = {
      ...patientLedgerProjection,
      apply: () => Promise.reject(new Error('a projection that cannot apply')),
    };
    // A rebuild swapped promo-usage's tables in with a checkpoint of its own.
    const promoName = checkpointName(promoUsageProjection.name);
    await checkpointStore.reset(db.pool, promoName, events[0]!.position);

    const group = new BatchGroup({ pool: db.pool, logger });
    const [submissions, ledger, promo] = await Promise.allSettled([
      group.apply(submissionsProjection, after, events),
      group.apply(failing, after, events),
      group.apply(promoUsageProjection, after, events),
    ]);
    const last = events[events.length - 1]!.position;
    expect(submissions).toEqual({ status: 'fulfilled', value: last });
    expect(ledger).toMatchObject({ status: 'rejected' });
    expect(promo).toEqual({ status: 'fulfilled', value: null });
    expect(await checkpointStore.load(db.pool, checkpointName(failing.name))).toBe(after);
    expect(await checkpointStore.load(db.pool, promoName)).toBe(events[0]!.position);
  });
});
