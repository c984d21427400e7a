import { PostgresEventStore, checkpointStore } from '@lens/event-store';
import { createTestDatabase, databaseOutage, type TestDatabase } from '@lens/event-store/testing';
import pino from 'pino';
import { projectorMigrations } from '../migrations';
import { projections } from '../projections';
import {
  appendSubmissions,
  lastCommitted,
  projectionsCaughtUp,
  snapshotReadModels,
  waitFor,
} from '../testing/fixtures';
import { type ProjectorProcess, spawnProjector } from '../testing/projector-process';
import { checkpointName } from './locks';
import { rebuild } from './rebuild';

const logger = pino({ level: 'silent' });
const names = projections.map((projection) => projection.name);

describe('projector processes (real processes, real PostgreSQL)', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  const started: ProjectorProcess[] = [];

  const spawn = (env: Record<string, string> = {}) => {
    const child = spawnProjector(['run'], {
      DATABASE_URL: db.url,
      LOG_LEVEL: 'info',
      PROJECTOR_BATCH_SIZE: '40',
      PROJECTOR_STANDBY_RETRY_MS: '100',
      ...env,
    });
    started.push(child);
    return child;
  };

  /** The live tables must equal what a fresh rebuild from position 0 produces. */
  const expectLiveEqualsRebuild = async () => {
    const live = await snapshotReadModels(db.pool);
    for (const projection of projections)
      await rebuild({ pool: db.pool, store, logger }, projection);
    expect(await snapshotReadModels(db.pool)).toEqual(live);
    return live;
  };

  beforeEach(async () => {
    db = await createTestDatabase({ migrations: [projectorMigrations] });
    store = new PostgresEventStore({ pool: db.pool });
  });

  afterEach(async () => {
    await Promise.all(started.splice(0).map((child) => child.kill('SIGKILL')));
    await store.close();
    await db.drop();
  });

  it('SIGKILL between a batch’s rows and its checkpoint, restart: tables equal a fresh rebuild', async () => {
    await appendSubmissions(store, 120);
    const victim = spawn({ PROJECTOR_PAUSE_BEFORE_CHECKPOINT_MS: '400' });
    // Kill while the third batch has written its rows but not yet its checkpoint.
    let written = 0;
    await victim.waitForLog((line) => line.msg === 'batch rows written' && ++written === 3);
    await victim.kill('SIGKILL');

    const afterCrash = await checkpointStore.load(db.pool, checkpointName('submissions'));
    expect(afterCrash).not.toBe(await lastCommitted(db.pool));

    spawn();
    await waitFor(
      () => projectionsCaughtUp(db.pool, names),
      60_000,
      'restarted projector to catch up',
    );
    const live = await expectLiveEqualsRebuild();
    expect(live.submissions).toHaveLength(120);
  }, 120_000);

  it('two processes: one is active per projection, the other takes over when it dies', async () => {
    await appendSubmissions(store, 40);
    const first = spawn();
    for (const name of names) {
      await first.waitForLog(
        (line) => line.msg === 'projection active' && line.projection === name,
      );
    }
    const second = spawn();
    await waitFor(() => projectionsCaughtUp(db.pool, names), 60_000, 'first projector to catch up');
    // The second process stays on standby while the first holds every projection's lock.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(second.lines.filter((line) => line.msg === 'projection active')).toEqual([]);

    await first.kill('SIGKILL');
    for (const name of names) {
      await second.waitForLog(
        (line) => line.msg === 'projection active' && line.projection === name,
        15_000,
      );
    }
    await appendSubmissions(store, 40);
    await waitFor(
      () => projectionsCaughtUp(db.pool, names),
      60_000,
      'second projector to catch up',
    );
    const live = await expectLiveEqualsRebuild();
    expect(live.submissions).toHaveLength(80);
  }, 120_000);

  it('SIGTERM exits even when its database is dropped while it stops', async () => {
    await appendSubmissions(store, 40);
    const projector = spawn();
    await waitFor(() => projectionsCaughtUp(db.pool, names), 60_000, 'projector to catch up');
    const exited = new Promise((resolve) => projector.child.once('exit', resolve));
    projector.child.kill('SIGTERM');
    await databaseOutage.drop(db.name);
    await expect(withinMs(exited, 15_000)).resolves.toBe(true);
  }, 60_000);

  it('a stop that overruns its deadline ends the process, with a line saying so', async () => {
    await appendSubmissions(store, 120);
    // A batch that waits 60 s before its checkpoint: the stop waits for it.
    const projector = spawn({
      PROJECTOR_PAUSE_BEFORE_CHECKPOINT_MS: '60000',
      PROJECTOR_STOP_DEADLINE_MS: '1500',
    });
    await projector.waitForLog((line) => line.msg === 'batch rows written');
    const exited = new Promise<number | null>((resolve) =>
      projector.child.once('exit', (code) => resolve(code)),
    );
    projector.child.kill('SIGTERM');
    await expect(withinMs(exited, 15_000)).resolves.toBe(true);
    expect(await exited).toBe(1);
    expect(projector.lines.map((line) => line.msg)).toContain(
      'projector did not stop in time; exiting',
    );
  }, 60_000);
});

/** Whether the promise settles within `ms`. */
function withinMs(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);
}
