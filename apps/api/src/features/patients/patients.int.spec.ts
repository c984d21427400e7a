import { Tokens } from '../../platform/auth/tokens';
import { type TestApp, startTestApp } from '../../testing/test-app';

const ACTIVE = '1000001';
const INACTIVE = '1000002';
const OTHER_ACTIVE = '1000003';

const patient = (overrides: Record<string, unknown> = {}) => ({
  name: 'María José Núñez',
  relation_to_profile: 'SELF',
  address1: '123 Main St.',
  address2: 'Apt 4B',
  city: 'San Antonio',
  state: 'TX',
  postal_code: '78205-1234',
  country: 'US',
  student_status: 'prefer_not_to_answer',
  sap: ACTIVE,
  ...overrides,
});

describe('patients: add, update, list (real PostgreSQL, Redis, projector)', () => {
  let t: TestApp;
  let serial = 0;

  beforeAll(async () => {
    // Many registrations from one address here (registration is limited per address).
    t = await startTestApp({
      env: { APP_NOW: '2025-08-15T12:00:00Z', RATE_LIMIT_SCALE: '100' },
    });
    await t.db.pool.query(
      `INSERT INTO practices (sap, display_name, account_name, status, programs) VALUES
         ($1, 'Bright Eyes', 'Bright Eyes Optometry', 'active',
          '{"preferredpractice": {"start_date": "2025-01-01", "end_date": "2025-12-31"}}'),
         ($2, 'Closed Eyes', 'Closed Eyes Optometry', 'inactive', '{}'),
         ($3, 'Clear View', 'Clear View Vision', 'active', '{}')`,
      [ACTIVE, INACTIVE, OTHER_ACTIVE],
    );
  });
  afterAll(() => t.close());

  /** A new profile's token. */
  async function signUp(): Promise<{ token: string; id: string }> {
    serial += 1;
    const response = await t
      .http()
      .post('/api/profiles')
      .send({
        email: `patient.owner.${serial}@example.com`,
        password: 'lentes2025',
        first_name: 'Ana',
        last_name: 'Ruiz',
        birthday: '1985-05-05',
        language: 'en',
      })
      .expect(201);
    return response.body.result.profile;
  }

  const add = (token: string, body: unknown) =>
    t
      .http()
      .post('/api/patients/add')
      .set('profile-token', token)
      .send(body as object);
  const update = (token: string, body: unknown) =>
    t
      .http()
      .post('/api/patients/update')
      .set('profile-token', token)
      .send(body as object);
  const list = async (token: string) =>
    (await t.http().get('/api/patients/get-patients/me').set('profile-token', token).expect(200))
      .body.result.patientList;
  const eventsOf = async (profileId: string) =>
    (
      await t.db.pool.query<{ type: string; data: Record<string, unknown>; metadata: object }>(
        'SELECT type, data, metadata FROM es.events WHERE stream_id = $1 ORDER BY revision',
        [`profile-${profileId}`],
      )
    ).rows;

  describe('POST /api/patients/add', () => {
    it('adds a patient with its practice in one step; the list shows it at once', async () => {
      const owner = await signUp();
      const response = await add(owner.token, patient()).expect(201);
      const added = response.body.result.patient;
      expect(added).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        profile_id: owner.id,
        name: 'María José Núñez',
        relation_to_profile: 'SELF',
        address1: '123 Main St.',
        address2: 'Apt 4B',
        city: 'San Antonio',
        state: 'TX',
        postal_code: '78205-1234',
        country: 'US',
        sap: ACTIVE,
        cannot_find: false,
        ecp_not_listed: null,
      });
      expect(await list(owner.token)).toEqual([added]);

      const events = await eventsOf(owner.id);
      expect(events.map((e) => e.type)).toEqual([
        'ProfileRegistered',
        'PatientAdded',
        'PatientPracticeSelected',
      ]);
      expect(events[2]).toMatchObject({
        data: { patientId: added.id, sap: ACTIVE, cannotFind: false, preferredActive: true },
        metadata: { actorId: owner.id },
      });
    });

    it('takes sap 999 ("not listed") with the doctor’s first and last name', async () => {
      const owner = await signUp();
      const missing = await add(owner.token, patient({ sap: 999 })).expect(400);
      expect(missing.body.errors).toEqual([
        { name: 'first_name', code: 'NULL', message: 'This field is required.' },
        { name: 'last_name', code: 'NULL', message: 'This field is required.' },
      ]);
      const response = await add(
        owner.token,
        patient({ sap: '999', first_name: 'Gregory', last_name: 'House' }),
      ).expect(201);
      expect(response.body.result.patient).toMatchObject({
        sap: '999',
        cannot_find: true,
        ecp_not_listed: { first_name: 'Gregory', last_name: 'House' },
      });
      expect(await list(owner.token)).toEqual([response.body.result.patient]);
    });

    it('refuses an inactive practice and an unknown sap, and writes nothing', async () => {
      const owner = await signUp();
      const inactive = await add(owner.token, patient({ sap: INACTIVE })).expect(400);
      expect(inactive.body).toEqual({
        errors: [
          {
            name: 'sap',
            code: 'PRACTICE_INACTIVE',
            message: 'This practice is not taking part in the program. Please choose another.',
          },
        ],
      });
      const unknown = await add(owner.token, patient({ sap: '424242' }))
        .set('Accept-Language', 'es')
        .expect(400);
      expect(unknown.body).toEqual({
        errors: [
          {
            name: 'sap',
            code: 'PRACTICE_NOT_FOUND',
            message: 'No encontramos este consultorio. Elige uno de la lista.',
          },
        ],
      });
      expect((await eventsOf(owner.id)).map((e) => e.type)).toEqual(['ProfileRegistered']);
      expect(await list(owner.token)).toEqual([]);
    });

    it('allows one SELF patient per profile (SELF_ALREADY_EXISTS), any number of others', async () => {
      const owner = await signUp();
      await add(owner.token, patient()).expect(201);
      const again = await add(owner.token, patient({ name: 'Other Me' })).expect(400);
      expect(again.body.errors).toEqual([
        {
          name: 'relation_to_profile',
          code: 'SELF_ALREADY_EXISTS',
          message: 'You have already added yourself as a patient.',
        },
      ]);
      await add(
        owner.token,
        patient({ name: 'Lucía Núñez', relation_to_profile: 'PARENT' }),
      ).expect(201);
      const names = (await list(owner.token)).map(
        (p: { name: string; relation_to_profile: string }) => [p.name, p.relation_to_profile],
      );
      expect(names).toEqual([
        ['María José Núñez', 'SELF'],
        ['Lucía Núñez', 'PARENT'],
      ]);
    });

    it('refuses the same person again, however retyped, as PATIENT_DUPLICATE on the name (issue 29 item 1)', async () => {
      const owner = await signUp();
      await add(owner.token, patient()).expect(201);
      const again = await add(
        owner.token,
        patient({
          name: '  maria jose NUNEZ ',
          relation_to_profile: 'OTHER',
          address1: '123 main street',
          address2: '#4b',
          postal_code: '78205',
        }),
      ).expect(400);
      expect(again.body.errors).toEqual([
        {
          name: 'name',
          code: 'PATIENT_DUPLICATE',
          message:
            'This person is already one of your patients (same name and address). Choose them from your patients: each person has one reward limit.',
        },
      ]);
      // In Spanish, typed the Spanish way.
      const otra = await add(
        owner.token,
        patient({ name: 'MARÍA-JOSÉ NÚÑEZ', relation_to_profile: 'OTHER', address2: 'Depto 4B' }),
      )
        .set('Accept-Language', 'es')
        .expect(400);
      expect(otra.body.errors).toEqual([
        {
          name: 'name',
          code: 'PATIENT_DUPLICATE',
          message:
            'Esta persona ya es uno de tus pacientes (mismo nombre y dirección). Elígela de tus pacientes: cada persona tiene un solo límite de recompensas.',
        },
      ]);
      // Someone else at the same address is another person.
      await add(
        owner.token,
        patient({ name: 'Lucía Núñez', relation_to_profile: 'PARENT' }),
      ).expect(201);
      expect(await list(owner.token)).toHaveLength(2);
    });

    it('records the admin and their reason when an admin acts for the profile', async () => {
      const owner = await signUp();
      const { token } = await t.app.get(Tokens).issue({
        profileId: owner.id,
        role: 'patient',
        impersonator: { adminId: 'admin-7', comment: 'Patient called support', role: 'admin' },
      });
      await add(token, patient()).expect(201);
      const [, addedEvent] = await eventsOf(owner.id);
      expect(addedEvent!.metadata).toMatchObject({
        actorId: owner.id,
        impersonatorId: 'admin-7',
        comment: 'Patient called support',
      });
    });

    it.each([
      ['no body', undefined, 'name', 'NULL'],
      [
        'PENDING as the relation',
        patient({ relation_to_profile: 'PENDING' }),
        'relation_to_profile',
        'NULL',
      ],
      ['a numeric name', patient({ name: 12 }), 'name', 'VALIDATION'],
      ['an array as address', patient({ address1: ['1 Main St'] }), 'address1', 'VALIDATION'],
      ['a letter sap', patient({ sap: 'abc' }), 'sap', 'VALIDATION'],
      ['a missing sap', patient({ sap: undefined }), 'sap', 'NULL'],
      ['a 100 kB city', patient({ city: 'c'.repeat(100_000) }), 'city', 'VALIDATION'],
      ['a nested object as body', { patient: patient() }, 'name', 'NULL'],
    ])('answers 400 for %s, never 500', async (_, body, name, code) => {
      const owner = await signUp();
      const request = t.http().post('/api/patients/add').set('profile-token', owner.token);
      const response = await (body === undefined ? request : request.send(body)).expect(400);
      expect(response.body.errors).toContainEqual(expect.objectContaining({ name, code }));
    });
  });

  describe('POST /api/patients/update', () => {
    it('changes the info and, when the sap differs, the practice', async () => {
      const owner = await signUp();
      const added = (await add(owner.token, patient()).expect(201)).body.result.patient;
      const response = await update(owner.token, {
        ...patient({ name: 'María J. Núñez', address2: '', sap: Number(OTHER_ACTIVE) }),
        id: added.id,
      }).expect(200);
      const changed = response.body.result.patient;
      expect(changed).toEqual({
        ...added,
        name: 'María J. Núñez',
        address2: null,
        sap: OTHER_ACTIVE,
      });
      expect(await list(owner.token)).toEqual([changed]);
      expect((await eventsOf(owner.id)).slice(3)).toEqual([
        expect.objectContaining({
          type: 'PatientUpdated',
          data: expect.objectContaining({
            changes: {
              name: 'María J. Núñez',
              address: expect.objectContaining({ address2: null }),
            },
          }),
        }),
        expect.objectContaining({
          type: 'PatientPracticeSelected',
          data: expect.objectContaining({ sap: OTHER_ACTIVE }),
        }),
      ]);
    });

    it('appends nothing when nothing changed, and keeps a practice that became inactive meanwhile', async () => {
      const owner = await signUp();
      const added = (await add(owner.token, patient({ sap: OTHER_ACTIVE })).expect(201)).body.result
        .patient;
      await update(owner.token, { ...patient({ sap: OTHER_ACTIVE }), id: added.id }).expect(200);
      expect(await eventsOf(owner.id)).toHaveLength(3);

      await t.db.pool.query("UPDATE practices SET status = 'inactive' WHERE sap = $1", [
        OTHER_ACTIVE,
      ]);
      try {
        const renamed = await update(owner.token, {
          ...patient({ sap: OTHER_ACTIVE, name: 'Renamed' }),
          id: added.id,
        }).expect(200);
        expect(renamed.body.result.patient).toMatchObject({ name: 'Renamed', sap: OTHER_ACTIVE });
      } finally {
        await t.db.pool.query("UPDATE practices SET status = 'active' WHERE sap = $1", [
          OTHER_ACTIVE,
        ]);
      }
    });

    it('refuses moving to an inactive or unknown practice, changing nothing', async () => {
      const owner = await signUp();
      const added = (await add(owner.token, patient()).expect(201)).body.result.patient;
      const inactive = await update(owner.token, {
        ...patient({ sap: INACTIVE, name: 'Changed' }),
        id: added.id,
      }).expect(400);
      expect(inactive.body.errors).toEqual([
        expect.objectContaining({ name: 'sap', code: 'PRACTICE_INACTIVE' }),
      ]);
      const unknown = await update(owner.token, {
        ...patient({ sap: '777', name: 'Changed' }),
        id: added.id,
      }).expect(400);
      expect(unknown.body.errors).toEqual([
        expect.objectContaining({ name: 'sap', code: 'PRACTICE_NOT_FOUND' }),
      ]);
      const second = await add(
        owner.token,
        patient({ name: 'Pat', relation_to_profile: 'OTHER' }),
      ).expect(201);
      const self = await update(owner.token, {
        ...patient({ name: 'Pat' }),
        id: second.body.result.patient.id,
      }).expect(400);
      expect(self.body.errors[0]).toMatchObject({
        name: 'relation_to_profile',
        code: 'SELF_ALREADY_EXISTS',
      });
      expect((await list(owner.token))[0]).toEqual(added);
    });

    it.each([
      ['no id', patient(), 'id', 'NULL'],
      ['an id with a slash', { ...patient(), id: '../x' }, 'id', 'VALIDATION'],
      ['an object id', { ...patient(), id: { $ne: null } }, 'id', 'VALIDATION'],
      ['a 100 kB id', { ...patient(), id: 'i'.repeat(100_000) }, 'id', 'VALIDATION'],
    ])('answers 400 for %s, never 500', async (_, body, name, code) => {
      const owner = await signUp();
      const response = await update(owner.token, body).expect(400);
      expect(response.body.errors).toContainEqual(expect.objectContaining({ name, code }));
    });
  });

  describe('who may see and change a patient', () => {
    it('answers 404 for another profile’s patient, exactly as for one that does not exist', async () => {
      const alice = await signUp();
      const mallory = await signUp();
      const alicePatient = (await add(alice.token, patient()).expect(201)).body.result.patient;

      const theirs = await update(mallory.token, {
        ...patient({ name: 'Stolen' }),
        id: alicePatient.id,
      }).expect(404);
      const nobodys = await update(mallory.token, {
        ...patient({ name: 'Stolen' }),
        id: 'no-such-patient',
      }).expect(404);
      expect(theirs.body).toEqual(nobodys.body);
      expect(theirs.body).toEqual({
        errors: [
          {
            name: 'id',
            code: 'NOT_FOUND',
            message: 'We could not find what you were looking for.',
          },
        ],
      });

      expect(await list(mallory.token)).toEqual([]);
      expect(await list(alice.token)).toEqual([alicePatient]);
      expect((await eventsOf(mallory.id)).map((e) => e.type)).toEqual(['ProfileRegistered']);
    });

    it('answers 401 without a token on every patient route', async () => {
      for (const response of [
        await t.http().post('/api/patients/add').send(patient()),
        await t
          .http()
          .post('/api/patients/update')
          .send({ ...patient(), id: 'x' }),
        await t.http().get('/api/patients/get-patients/me'),
      ]) {
        expect(response.status).toBe(401);
        expect(response.body.errors[0].code).toBe('UNAUTHORIZED');
      }
    });
  });
});
