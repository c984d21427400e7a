import { PostgresEventStore } from '@lens/event-store';
import { createTestDatabase, type TestDatabase } from '@lens/event-store/testing';
import pino from 'pino';
import { projectorMigrations } from '../migrations';
import { projections } from '../projections';
import { submissionsProjection } from '@lens/read-models';
import {
  appendSubmissions,
  projectionsCaughtUp,
  snapshotReadModels,
  waitFor,
} from '../testing/fixtures';
import { awaitCommand, requestCommand } from './commands';
import { runProjector } from './projector';
import { ensureReady, rebuild, reprojectStream } from './rebuild';

const logger = pino({ level: 'silent' });

describe('projector (in process, real PostgreSQL)', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  let controller: AbortController;
  let running: Promise<void>;

  const caughtUp = () =>
    projectionsCaughtUp(
      db.pool,
      projections.map((projection) => projection.name),
    );

  beforeAll(async () => {
    db = await createTestDatabase({ migrations: [projectorMigrations], poolSize: 12 });
    store = new PostgresEventStore({ pool: db.pool, pollIntervalMs: 50 });
    await appendSubmissions(store, 150);
    controller = new AbortController();
    running = runProjector(
      { pool: db.pool, store, logger, projections, batchSize: 64, standbyRetryMs: 100 },
      controller.signal,
    );
    await waitFor(caughtUp, 30_000, 'projector to catch up');
  });

  afterAll(async () => {
    controller.abort();
    await running;
    await store.close();
    await db.drop();
  });

  it('projects every event once: live tables equal a fresh rebuild', async () => {
    const live = await snapshotReadModels(db.pool);
    expect(live.submissions).toHaveLength(150);
    const { rows } = await db.pool.query<{ n: string }>(
      "SELECT count(*) AS n FROM es.events WHERE stream_id LIKE 'submission-%'",
    );
    expect(live.history).toHaveLength(Number(rows[0]!.n));
    const counted = (live.submissions as { event_count: number }[]).reduce(
      (sum, row) => sum + row.event_count,
      0,
    );
    expect(counted).toBe(Number(rows[0]!.n));

    for (const projection of projections)
      await rebuild({ pool: db.pool, store, logger }, projection);
    expect(await snapshotReadModels(db.pool)).toEqual(live);
  });

  it('rebuilds while the live projector runs and writers keep appending, then both agree', async () => {
    const writing = appendSubmissions(store, 60);
    const results = await Promise.all(
      projections.map((projection) => rebuild({ pool: db.pool, store, logger }, projection)),
    );
    await writing;
    expect(results.every((result) => result.events > 0)).toBe(true);
    await waitFor(caughtUp, 30_000, 'projector to resume after the swap');
    const afterSwap = await snapshotReadModels(db.pool);
    expect(afterSwap.submissions).toHaveLength(210);

    for (const projection of projections)
      await rebuild({ pool: db.pool, store, logger }, projection);
    expect(await snapshotReadModels(db.pool)).toEqual(afterSwap);
  });

  it('re-projects one stream from its events after its rows were damaged', async () => {
    const before = await snapshotReadModels(db.pool);
    const { rows } = await db.pool.query<{ submission_id: string }>(
      'SELECT submission_id FROM read_submissions.submissions ORDER BY submission_id LIMIT 1',
    );
    const id = rows[0]!.submission_id;
    await db.pool.query(
      "UPDATE read_submissions.submissions SET status = 'tampered', event_count = 99 WHERE submission_id = $1",
      [id],
    );
    await db.pool.query(
      'DELETE FROM read_submission_history.submission_history WHERE stream_id = $1',
      [`submission-${id}`],
    );

    for (const projection of projections)
      await reprojectStream({ pool: db.pool, store }, projection, `submission-${id}`);
    expect(await snapshotReadModels(db.pool)).toEqual(before);
  });

  it('serves a re-projection asked for by another process through the command queue', async () => {
    const before = await snapshotReadModels(db.pool);
    const { rows } = await db.pool.query<{ submission_id: string }>(
      'SELECT submission_id FROM read_submissions.submissions ORDER BY submission_id DESC LIMIT 1',
    );
    const id = rows[0]!.submission_id;
    await db.pool.query(
      "UPDATE read_submissions.submissions SET status = 'tampered' WHERE submission_id = $1",
      [id],
    );

    await awaitCommand(
      db.pool,
      await requestCommand(db.pool, { kind: 'reproject', streamId: `submission-${id}` }),
    );
    expect(await snapshotReadModels(db.pool)).toEqual(before);
  });

  it('rebuilds a projection whose code version changed before serving it', async () => {
    const before = await snapshotReadModels(db.pool);
    const newer = { ...submissionsProjection, version: submissionsProjection.version + 1 };
    await ensureReady({ pool: db.pool, store, logger }, newer);
    const { rows } = await db.pool.query<{ version: number }>(
      "SELECT version FROM projector.projections WHERE name = 'submissions'",
    );
    expect(rows[0]!.version).toBe(newer.version);
    expect(await snapshotReadModels(db.pool)).toEqual(before);
    await ensureReady({ pool: db.pool, store, logger }, submissionsProjection);
  });
});
