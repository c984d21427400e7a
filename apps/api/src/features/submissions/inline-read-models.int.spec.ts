import type { EventStore } from '@lens/event-store';
import { rebuild } from '@lens/projector';
import { PROJECTION_NAMES, liveSchema } from '@lens/read-models';
import pino from 'pino';
import { ProjectionWaiter } from '../../platform/event-sourcing/projection-waiter';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import {
  addPatient,
  entryWithReceipt,
  insertPractice,
  monthsOfDailies,
  purchaseCalls,
  purchaseReadModelsReady,
  signUp,
} from '../../testing/purchase-kit';
import { type TestApp, startTestApp } from '../../testing/test-app';
import { PURCHASE_INLINE_PROJECTIONS } from './entry-streams';

const INLINE = PURCHASE_INLINE_PROJECTIONS;

describe('purchase read models written inline with the events (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { APP_NOW: '2025-09-15T12:00:00Z' } });
    await purchaseReadModelsReady(t);
    await insertPractice(t, { sap: '500700' });
  });
  afterAll(() => t.close());

  const snapshot = async () => {
    const tables: Record<string, unknown[]> = {};
    for (const projection of INLINE) {
      const schema = liveSchema(projection);
      const { rows: names } = await t.db.pool.query<{ table_name: string }>(
        'SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY 1',
        [schema],
      );
      for (const { table_name } of names) {
        const { rows } = await t.db.pool.query(
          `SELECT * FROM "${schema}"."${table_name}" ORDER BY 1, 2`,
        );
        tables[`${projection.name}.${table_name}`] = rows;
      }
    }
    return tables;
  };

  it('answers each step from rows written with its events, the projector stopped; the projector and a rebuild then agree', async () => {
    const profile = await signUp(t);
    const patientId = await addPatient(t, profile, { sap: '500700' });
    const calls = purchaseCalls(t, profile.token);
    await t.projector!.stop();

    // Without the inline rows, each step would wait 5 s for the projector and confirm would
    // answer 404 (its answer is the dashboard's row).
    const id = await entryWithReceipt(t, profile, {
      patientId,
      purchaseDate: '2025-09-01',
      sap: '500700',
      supplies: monthsOfDailies(3),
    });
    const confirmed = await calls.confirm({ purchase_submission_id: id }).expect(200);
    expect(confirmed.body.result.submission).toMatchObject({ id, status: 'pending' });
    expect(confirmed.body.result.submission.confirmation_code).toEqual(expect.any(String));
    const mine = await calls.get('/api/purchase-submissions/all/me').expect(200);
    expect(mine.body.result.purchaseSubmissions.map((e: { id: string }) => e.id)).toEqual([id]);
    const limit = await calls
      .get(`/api/patients/limit-remaining?patient_id=${patientId}&purchase_date=2025-09-10`)
      .expect(200);
    expect(limit.body.result.limitRemaining).toBe(9);

    // The projector comes back and passes the same events (already folded in: skipped)…
    const { startProjector, loadConfig } = await import('@lens/projector');
    const projector = await startProjector(
      { ...loadConfig({ ...process.env, DATABASE_URL: t.db.url }), standbyRetryMs: 100 },
      { logger: pino({ level: 'silent' }) },
    );
    try {
      const store = t.app.get<EventStore>(EVENT_STORE);
      const last = (await store.readStream(`submission-${id}`)).at(-1)!;
      const names = INLINE.map((projection) => projection.name);
      expect(await t.app.get(ProjectionWaiter).waitFor(last.position, names, 30_000)).toBe(true);
      const live = await snapshot();
      expect(live[`${PROJECTION_NAMES.submissions}.submissions`]).toHaveLength(1);

      // …and a rebuild from position 0, without any inline write, gives the same rows.
      for (const projection of INLINE)
        await rebuild({ pool: t.db.pool, store, logger: pino({ level: 'silent' }) }, projection);
      expect(await snapshot()).toEqual(live);
    } finally {
      await projector.stop();
    }
  }, 90_000);
});
