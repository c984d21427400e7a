import type { EventStore } from '@lens/event-store';
import { loadConfig, rebuild, startProjector } from '@lens/projector';
import { liveSchema, profilesProjection } from '@lens/read-models';
import pino from 'pino';
import { ProjectionWaiter } from '../../platform/event-sourcing/projection-waiter';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { insertPractice, purchaseReadModelsReady, signUp } from '../../testing/purchase-kit';
import { type TestApp, startTestApp } from '../../testing/test-app';

const silent = pino({ level: 'silent' });
const PATIENT = {
  name: 'Robin Lens',
  relation_to_profile: 'OTHER',
  address1: '12 Elm St.',
  city: 'Austin',
  state: 'TX',
  postal_code: '78701',
  country: 'US',
  sap: '500701',
};

describe('profile rows written inline with registration and the patient commands (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await purchaseReadModelsReady(t);
    await insertPractice(t, { sap: '500701' });
  });
  afterAll(() => t.close());

  const snapshot = async () => {
    const schema = liveSchema(profilesProjection);
    const profiles = await t.db.pool.query(`SELECT * FROM "${schema}".profiles ORDER BY 1`);
    const patients = await t.db.pool.query(`SELECT * FROM "${schema}".patients ORDER BY 1, 2`);
    return { profiles: profiles.rows, patients: patients.rows };
  };

  it('shows a new profile and its patients with the projector stopped; the projector and a rebuild then agree', async () => {
    await t.projector!.stop();
    const profile = await signUp(t);
    const me = await t.http().get('/api/profiles/me').set('profile-token', profile.token);
    expect(me.status).toBe(200);
    expect(me.body.result.profile).toMatchObject({ id: profile.profileId, first_name: 'Pat' });

    const added = await t
      .http()
      .post('/api/patients/add')
      .set('profile-token', profile.token)
      .send(PATIENT)
      .expect(201);
    const patientId = added.body.result.patient.id as string;
    await t
      .http()
      .post('/api/patients/update')
      .set('profile-token', profile.token)
      .send({ ...PATIENT, id: patientId, name: 'Robin A. Lens' })
      .expect(200);
    // Without the inline rows the list would wait 5 s for the stopped projector and come back empty.
    const list = await t
      .http()
      .get('/api/patients/get-patients/me')
      .set('profile-token', profile.token)
      .expect(200);
    expect(list.body.result.patientList).toEqual([
      expect.objectContaining({ id: patientId, name: 'Robin A. Lens' }),
    ]);

    // The projector comes back and passes the same events (already folded in: skipped)…
    const projector = await startProjector(
      { ...loadConfig({ ...process.env, DATABASE_URL: t.db.url }), standbyRetryMs: 100 },
      { logger: silent },
    );
    try {
      const store = t.app.get<EventStore>(EVENT_STORE);
      const last = (await store.readStream(`profile-${profile.profileId}`)).at(-1)!;
      expect(
        await t.app.get(ProjectionWaiter).waitFor(last.position, [profilesProjection.name], 30_000),
      ).toBe(true);
      const live = await snapshot();
      expect(live.patients).toEqual([
        expect.objectContaining({ patient_id: patientId, name: 'Robin A. Lens' }),
      ]);

      // …and a rebuild from position 0, without any inline write, gives the same rows.
      await rebuild({ pool: t.db.pool, store, logger: silent }, profilesProjection);
      expect(await snapshot()).toEqual(live);
    } finally {
      await projector.stop();
    }
  }, 90_000);
});
