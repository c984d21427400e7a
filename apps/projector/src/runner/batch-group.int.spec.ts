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
  /** Statements sent on the pool itself (outside any transaction). */
  const bare = { count: 0 };

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
    const queryable = db.pool as unknown as { query: (...args: unknown[]) => unknown };
    const query = queryable.query.bind(db.pool);
    queryable.query = (...args: unknown[]) => {
      bare.count += 1;
      return query(...args);
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

  it('writes every busy projection in one transaction, moves the idle one in it, and the rows equal a rebuild', async () => {
    await appendSubmissions(store, 4);
    const [first, ...rest] = await batchAfter(null, await eventCount());
    const group = new BatchGroup({ pool: db.pool, logger });
    // First batches make their checkpoint rows, each on its own.
    await Promise.all(ALL.map((projection) => group.apply(projection, null, [first!])));

    const before = transactions.count;
    const bareBefore = bare.count;
    const moved = await Promise.all(
      ALL.map((projection) => group.apply(projection, first!.position, rest)),
    );
    const last = rest[rest.length - 1]!.position;
    expect(moved).toEqual(ALL.map(() => last));
    // One transaction for the three with rows (one each, before); the idle one's checkpoint
    // moved in it, with theirs (it used to take a statement of its own outside).
    expect(rest.some((event) => escalationsProjection.eventTypes.has(event.type))).toBe(false);
    expect(transactions.count - before).toBe(1);
    expect(bare.count - bareBefore).toBe(0);
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

    // escalations reads none of these events; its checkpoint too was replaced.
    const escalationsName = checkpointName(escalationsProjection.name);
    const escalationsAfter = await checkpointStore.load(db.pool, escalationsName);
    await checkpointStore.reset(db.pool, escalationsName, events[0]!.position);

    const group = new BatchGroup({ pool: db.pool, logger });
    const [submissions, ledger, promo, escalations] = await Promise.allSettled([
      group.apply(submissionsProjection, after, events),
      group.apply(failing, after, events),
      group.apply(promoUsageProjection, after, events),
      group.apply(escalationsProjection, escalationsAfter, events),
    ]);
    const last = events[events.length - 1]!.position;
    expect(submissions).toEqual({ status: 'fulfilled', value: last });
    expect(ledger).toMatchObject({ status: 'rejected' });
    expect(promo).toEqual({ status: 'fulfilled', value: null });
    expect(escalations).toEqual({ status: 'fulfilled', value: null });
    expect(await checkpointStore.load(db.pool, checkpointName(failing.name))).toBe(after);
    expect(await checkpointStore.load(db.pool, promoName)).toBe(events[0]!.position);
    expect(await checkpointStore.load(db.pool, escalationsName)).toBe(events[0]!.position);
  });

  it('moves an idle checkpoint with the busy ones, and alone when the busy ones fail', async () => {
    const after = await checkpointStore.load(db.pool, checkpointName(submissionsProjection.name));
    await checkpointStore.reset(db.pool, checkpointName(escalationsProjection.name), after);
    await appendSubmissions(store, 1);
    const events = (await batchAfter(after, 1)).filter((event) => event.position !== after);
    const last = events[events.length - 1]!.position;
    const failing: Projection = {
      ...submissionsProjection,
      apply: () => Promise.reject(new Error('a projection that cannot apply')),
    };
    const group = new BatchGroup({ pool: db.pool, logger });
    const [busy, idle] = await Promise.allSettled([
      group.apply(failing, after, events),
      group.apply(escalationsProjection, after, events),
    ]);
    expect(busy).toMatchObject({ status: 'rejected' });
    expect(idle).toEqual({ status: 'fulfilled', value: last });
    expect(await checkpointStore.load(db.pool, checkpointName(escalationsProjection.name))).toBe(
      last,
    );
  });
});
