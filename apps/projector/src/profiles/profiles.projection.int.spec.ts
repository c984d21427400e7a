import {
  type ProfileCommand,
  type ProfileEvent,
  type ProfileState,
  decodeProfileEvent,
  profileDecider,
} from '@lens/domain';
import { PostgresEventStore } from '@lens/event-store';
import { createTestDatabase, type TestDatabase } from '@lens/event-store/testing';
import pino from 'pino';
import { projectorMigrations } from '../migrations';
import { runProjector } from '../runner/projector';
import { rebuild, reprojectStream } from '../runner/rebuild';
import { projectionsCaughtUp, waitFor } from '../testing/fixtures';
import { profilesProjection } from './profiles.projection';

const logger = pino({ level: 'silent' });
const NOW = Date.parse('2025-08-15T12:00:00Z');
const address = (n: number) => ({
  address1: `${n} Main St`,
  address2: null,
  city: 'Austin',
  state: 'TX',
  postal_code: '78701',
  country: 'US',
});
const practice = (sap: string) => ({
  sap,
  status: 'active' as const,
  programs: { preferredpractice: { start_date: '2025-01-01', end_date: '2025-12-31' } },
});

/** Decides each command on the stream's current state (as the API does) and appends its events. */
async function run(store: PostgresEventStore, profileId: string, commands: ProfileCommand[]) {
  const stream = `profile-${profileId}`;
  for (const command of commands) {
    const recorded = await store.readStream(stream);
    const state = recorded
      .map(decodeProfileEvent)
      .filter((e): e is ProfileEvent => e !== null)
      .reduce<ProfileState>(profileDecider.evolve, profileDecider.initialState());
    const decision = profileDecider.decide(command, state, { now: NOW });
    if (!decision.ok) throw new Error(decision.error.code);
    await store.append(
      stream,
      decision.events.map((event) => ({ type: event.type, data: event.data })),
      recorded.length ? recorded.length - 1 : 'no_stream',
    );
  }
}

/** A profile with two patients: one moved to another practice, one renamed with no address. */
async function appendProfile(store: PostgresEventStore, n: number): Promise<void> {
  const id = `p${n}`;
  await run(store, id, [
    {
      type: 'RegisterProfile',
      data: { profileId: id, email: `p${n}@example.com`, firstName: 'Ana', language: 'en' },
    },
    {
      type: 'AddPatient',
      data: { patientId: 'self', name: 'Ana', relationToProfile: 'SELF', address: address(n) },
    },
    { type: 'SelectPatientPractice', data: { patientId: 'self', practice: practice('100') } },
    { type: 'AddPatient', data: { patientId: 'kid', name: 'Leo', relationToProfile: 'PARENT' } },
    { type: 'SelectPatientPractice', data: { patientId: 'self', practice: practice(`2${n}`) } },
    { type: 'UpdatePatient', data: { patientId: 'kid', name: 'Leo Ruiz', address: null } },
  ]);
}

async function snapshot(db: TestDatabase) {
  const profiles = await db.pool.query('SELECT * FROM read_profiles.profiles ORDER BY profile_id');
  const patients = await db.pool.query(
    'SELECT * FROM read_profiles.patients ORDER BY profile_id, patient_id',
  );
  return { profiles: profiles.rows, patients: patients.rows };
}

describe('profiles read model (real PostgreSQL)', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  let controller: AbortController;
  let running: Promise<void>;
  const caughtUp = () => projectionsCaughtUp(db.pool, [profilesProjection.name]);

  beforeAll(async () => {
    db = await createTestDatabase({ migrations: [projectorMigrations], poolSize: 6 });
    store = new PostgresEventStore({ pool: db.pool, pollIntervalMs: 50 });
    for (let n = 0; n < 20; n += 1) await appendProfile(store, n);
    controller = new AbortController();
    running = runProjector(
      {
        pool: db.pool,
        store,
        logger,
        projections: [profilesProjection],
        batchSize: 7,
        standbyRetryMs: 100,
      },
      controller.signal,
    );
    await waitFor(caughtUp, 30_000, 'profiles projection to catch up');
  });

  afterAll(async () => {
    controller.abort();
    await running;
    await store.close();
    await db.drop();
  });

  it('holds one row per profile and per patient, as the events left them', async () => {
    const { profiles, patients } = await snapshot(db);
    expect(profiles).toHaveLength(20);
    expect(patients).toHaveLength(40);
    expect(profiles[0]).toMatchObject({
      profile_id: 'p0',
      email: 'p0@example.com',
      first_name: 'Ana',
      last_name: null,
      language: 'en',
      last_revision: 5,
    });
    expect(patients.filter((p) => p.profile_id === 'p3')).toEqual([
      expect.objectContaining({ patient_id: 'kid', name: 'Leo Ruiz', address1: null, sap: null }),
      expect.objectContaining({
        patient_id: 'self',
        name: 'Ana',
        relation_to_profile: 'SELF',
        address1: '3 Main St',
        address2: null,
        sap: '23',
        cannot_find: false,
      }),
    ]);
  });

  it('equals a fresh rebuild, also after more events arrive live', async () => {
    const live = await snapshot(db);
    await rebuild({ pool: db.pool, store, logger }, profilesProjection);
    expect(await snapshot(db)).toEqual(live);

    await run(store, 'p1', [
      { type: 'UpdatePatient', data: { patientId: 'self', relationToProfile: 'OTHER' } },
    ]);
    await appendProfile(store, 20);
    await waitFor(caughtUp, 30_000, 'live events');
    const after = await snapshot(db);
    expect(after.profiles).toHaveLength(21);
    expect(
      after.patients.find((p) => p.profile_id === 'p1' && p.patient_id === 'self'),
    ).toMatchObject({ relation_to_profile: 'OTHER' });
    await rebuild({ pool: db.pool, store, logger }, profilesProjection);
    expect(await snapshot(db)).toEqual(after);
  });

  it('re-projects one profile stream after its rows were damaged', async () => {
    const before = await snapshot(db);
    await db.pool.query(
      "UPDATE read_profiles.profiles SET first_name = 'X' WHERE profile_id = 'p2'",
    );
    await db.pool.query("DELETE FROM read_profiles.patients WHERE profile_id = 'p2'");
    await reprojectStream({ pool: db.pool, store }, profilesProjection, 'profile-p2');
    expect(await snapshot(db)).toEqual(before);
  });
});
