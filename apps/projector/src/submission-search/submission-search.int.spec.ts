import { PostgresEventStore, inTransaction } from '@lens/event-store';
import { createTestDatabase, type TestDatabase } from '@lens/event-store/testing';
import pino from 'pino';
import { projectorMigrations } from '../migrations';
import { liveSchema, submissionSearchProjection } from '@lens/read-models';
import { rebuild, reprojectStream } from '../runner/rebuild';
import { appendSubmissions } from '../testing/fixtures';

const logger = pino({ level: 'silent' });
const at = '2025-08-02T12:00:00.000Z';

/** A registered profile with two patients, as the profiles slice writes it. */
async function appendProfile(
  store: PostgresEventStore,
  profileId: string,
  person: { email: string; first: string; last: string; patients: string[] },
) {
  await store.append(
    `profile-${profileId}`,
    [
      {
        type: 'ProfileRegistered',
        data: {
          profileId,
          email: person.email,
          firstName: person.first,
          lastName: person.last,
          language: 'en',
          registeredAt: at,
        },
      },
      ...person.patients.map((name, n) => ({
        type: 'PatientAdded',
        data: {
          profileId,
          patientId: `patient-${n}`,
          name,
          relationToProfile: n === 0 ? 'SELF' : 'CHILD',
          address: null,
          addedAt: at,
        },
      })),
    ],
    'no_stream',
  );
}

describe('submission-search read model (real PostgreSQL)', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  let ids: string[];
  const schema = liveSchema(submissionSearchProjection);

  beforeAll(async () => {
    db = await createTestDatabase({ migrations: [projectorMigrations] });
    store = new PostgresEventStore({ pool: db.pool });
    ids = await appendSubmissions(store, 24);
    await appendProfile(store, 'profile-1', {
      email: 'maria.gonzalez@example.com',
      first: 'María',
      last: 'González',
      patients: ['María González', 'Tomás González'],
    });
    // Profile streams are one per profile; an update comes later in its own write.
    await store.append(
      'profile-profile-1',
      [
        {
          type: 'PatientUpdated',
          data: {
            profileId: 'profile-1',
            patientId: 'patient-1',
            changes: { name: 'Tomás G. Ruiz' },
            updatedAt: at,
          },
        },
      ],
      2,
    );
    await rebuild(
      { pool: db.pool, store, logger, rebuildBatchSize: 7 },
      submissionSearchProjection,
    );
  });

  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  it('keeps one entry row per submission stream, with its status, code and practice', async () => {
    const { rows } = await db.pool.query(
      `SELECT submission_id, status, confirmation_code, sap, practice_name, total_reward,
              purchase_date::text, supply_length, card_state, impersonator_id, event_count
         FROM ${schema}.entries ORDER BY submission_id`,
    );
    expect(rows).toHaveLength(ids.length);
    const first = rows.find((row) => row.submission_id === ids[0]);
    // Entry 0 is approved with a mailed card, its supplies entered by an impersonating admin.
    expect(first).toEqual({
      submission_id: ids[0],
      status: 'approved',
      confirmation_code: expect.stringMatching(/^[A-Z0-9]{14}$/),
      sap: '100200',
      practice_name: 'Bright Eyes Optometry',
      total_reward: expect.any(Number),
      purchase_date: '2025-08-01',
      supply_length: 3,
      card_state: 'mailed',
      impersonator_id: 'admin-1',
      event_count: 8,
    });
    const statuses = new Set(rows.map((row) => row.status));
    expect([...statuses].sort()).toEqual(['approved', 'mail required', 'pending', 'rejected']);
  });

  it('keeps the people entries are searched by, from profile streams', async () => {
    const profiles = await db.pool.query(`SELECT profile_id, search FROM ${schema}.profiles`);
    expect(profiles.rows).toEqual([
      { profile_id: 'profile-1', search: 'maria.gonzalez@example.com maría gonzález' },
    ]);
    const patients = await db.pool.query(
      `SELECT patient_id, name FROM ${schema}.patients ORDER BY patient_id`,
    );
    expect(patients.rows).toEqual([
      { patient_id: 'patient-0', name: 'María González' },
      { patient_id: 'patient-1', name: 'Tomás G. Ruiz' },
    ]);
  });

  it('finds names and e-mail addresses by any part of them through the trigram indexes', async () => {
    await db.pool.query(`SET enable_seqscan = off`);
    try {
      const plan = await db.pool.query(
        `EXPLAIN SELECT profile_id FROM ${schema}.patients WHERE lower(name) LIKE '%ruiz%'`,
      );
      expect(JSON.stringify(plan.rows)).toMatch(/Bitmap Index Scan/);
    } finally {
      await db.pool.query(`SET enable_seqscan = on`);
    }
    const found = await db.pool.query(
      `SELECT profile_id FROM ${schema}.profiles WHERE search LIKE '%gonzalez@%'`,
    );
    expect(found.rows).toEqual([{ profile_id: 'profile-1' }]);
  });

  it('applying a batch again changes nothing (each row remembers its last revision)', async () => {
    const before = await db.pool.query(`SELECT * FROM ${schema}.entries ORDER BY submission_id`);
    const events = await store.readStream(`submission-${ids[1]}`);
    await inTransaction(db.pool, (client) =>
      submissionSearchProjection.apply(client, schema, events),
    );
    const after = await db.pool.query(`SELECT * FROM ${schema}.entries ORDER BY submission_id`);
    expect(after.rows).toEqual(before.rows);
  });

  it('re-projects one stream alone to the same row', async () => {
    const id = ids[3]!;
    const before = await db.pool.query(`SELECT * FROM ${schema}.entries WHERE submission_id = $1`, [
      id,
    ]);
    await db.pool.query(`UPDATE ${schema}.entries SET status = 'broken' WHERE submission_id = $1`, [
      id,
    ]);
    await reprojectStream({ pool: db.pool, store }, submissionSearchProjection, `submission-${id}`);
    const after = await db.pool.query(`SELECT * FROM ${schema}.entries WHERE submission_id = $1`, [
      id,
    ]);
    expect(after.rows).toEqual(before.rows);
  });
});
