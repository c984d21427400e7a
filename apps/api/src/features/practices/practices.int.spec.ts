import type { EventStore } from '@lens/event-store';
import { ManualClock } from '../../platform/clock/clock';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { QueuedJobs } from '../../platform/jobs/queued-jobs';
import { seedReferenceData } from '../../dev/seed';
import { type TestApp, startTestApp } from '../../testing/test-app';
import { RADIUS_SQL } from './practice-directory';
import { insertPractices } from './practice-fixtures';

// Fixtures sit around a point in the Nevada desert, at known distances due north.
const ORIGIN = { latitude: 39.5, longitude: -116.5 };
const DEGREES_PER_MILE = 1 / 69.17;
const north = (miles: number) => ORIGIN.latitude + miles * DEGREES_PER_MILE;
const PREFERRED_NOW = { preferredpractice: { start_date: '2024-01-01', end_date: '2024-06-30' } };
const FIXTURE_SAPS = ['8000001', '8000002', '8000003', '8000004'];

const ASPEN = {
  sap: '8000001',
  display_name: 'Aspen Eye Care',
  account_name: 'ASPEN EYE CARE PC',
  address1: '120 N Main St',
  address2: 'Suite 200',
  postal_code: '00001-2345',
  latitude: north(1),
  longitude: ORIGIN.longitude,
  is_lenscrafters: true,
  url: 'https://www.aspeneyecare.example/schedule',
  phone: '7755550142',
  programs: PREFERRED_NOW,
};

describe('practices: search, lookup, code request, not listed (real PostgreSQL, Redis)', () => {
  let t: TestApp;
  let jobs: QueuedJobs;
  let ip = 0;
  /** Each test its own caller address, so rate limits count per test. */
  const caller = () => `203.0.113.${(ip += 1)}`;

  beforeAll(async () => {
    t = await startTestApp({ clock: new ManualClock(Date.parse('2024-03-15T12:00:00Z')) });
    jobs = new QueuedJobs(t.config);
    await seedReferenceData(t.db.pool);
    await insertPractices(t.db.pool, [
      ASPEN,
      {
        sap: '8000002',
        display_name: 'Birch Vision Center',
        postal_code: '00001',
        latitude: north(3),
        longitude: ORIGIN.longitude,
        unaffiliated: true,
      },
      {
        sap: '8000003',
        display_name: 'Cedar Optometry',
        postal_code: '00001',
        latitude: north(2),
        longitude: ORIGIN.longitude,
        status: 'inactive',
        programs: PREFERRED_NOW,
      },
      {
        sap: '8000004',
        display_name: 'Dogwood Eye Clinic',
        postal_code: '00002',
        latitude: north(12),
        longitude: ORIGIN.longitude,
      },
    ]);
    await t.db.pool.query(
      `INSERT INTO zip_centroids (postal_code, city, state, latitude, longitude)
       VALUES ('00001', 'Testville', 'NV', $1, $2)`,
      [ORIGIN.latitude, ORIGIN.longitude],
    );
  });
  afterAll(async () => {
    await jobs.close();
    await t.close();
  });

  const get = (path: string, query: Record<string, string | number> = {}) =>
    t.http().get(path).query(query).set('X-Forwarded-For', caller());
  const fixturesOf = (list: { sap: string }[]) =>
    list.filter((p) => FIXTURE_SAPS.includes(p.sap)).map((p) => p.sap);

  describe('GET /api/eye-care-professionals/list/by-postal-code-and-account-name', () => {
    const path = '/api/eye-care-professionals/list/by-postal-code-and-account-name';

    it('lists the active practices of the first five digits of the code, with their programmes', async () => {
      const response = await get(path, { eye_care_professional_postal_code: '00001-9999' }).expect(
        200,
      );
      const list = response.body.result.eyeCareProfessionalList;
      expect(list.map((p: { sap: string }) => p.sap)).toEqual(['8000001', '8000002']);
      expect(list[0]).toEqual({
        sap: '8000001',
        display_name: 'Aspen Eye Care',
        account_name: 'ASPEN EYE CARE PC',
        address1: '120 N Main St',
        address2: 'Suite 200',
        address3: '',
        city: 'Testville',
        state: 'NV',
        postal_code: '00001-2345',
        distance: null,
        programs: PREFERRED_NOW,
        preferredActive: true,
        isLenscrafters: true,
        url: 'https://www.aspeneyecare.example/schedule',
        affiliated_now: true,
      });
      expect(list[1]).toMatchObject({ preferredActive: false, affiliated_now: false });
    });

    it('narrows by account or display name, taking % and _ literally', async () => {
      const byName = await get(path, {
        eye_care_professional_postal_code: '00001',
        eye_care_professional_account_name: 'birch',
      }).expect(200);
      expect(fixturesOf(byName.body.result.eyeCareProfessionalList)).toEqual(['8000002']);
      const wildcard = await get(path, {
        eye_care_professional_postal_code: '00001',
        eye_care_professional_account_name: '%',
      }).expect(200);
      expect(wildcard.body.result.eyeCareProfessionalList).toEqual([]);
    });

    it('finds seeded practices in a real ZIP code, never inactive ones nor sap 999', async () => {
      const { rows } = await t.db.pool.query<{ postal_code: string }>(
        `SELECT postal_code FROM practices WHERE status = 'active' AND sap <> '999'
          GROUP BY postal_code ORDER BY count(*) DESC, postal_code LIMIT 1`,
      );
      const response = await get(path, {
        eye_care_professional_postal_code: rows[0]!.postal_code,
        country: 'US',
      }).expect(200);
      const list = response.body.result.eyeCareProfessionalList;
      expect(list.length).toBeGreaterThan(1);
      const { rows: statuses } = await t.db.pool.query<{ status: string }>(
        'SELECT DISTINCT status FROM practices WHERE sap = ANY($1)',
        [list.map((p: { sap: string }) => p.sap)],
      );
      expect(statuses).toEqual([{ status: 'active' }]);
    });

    it.each([
      [{}, 'eye_care_professional_postal_code', 'NULL'],
      [
        { eye_care_professional_postal_code: '1234' },
        'eye_care_professional_postal_code',
        'VALIDATION',
      ],
      [{ eye_care_professional_postal_code: '00001', country: 'FR' }, 'country', 'VALIDATION'],
      [
        {
          eye_care_professional_postal_code: '00001',
          eye_care_professional_account_name: 'x'.repeat(101),
        },
        'eye_care_professional_account_name',
        'VALIDATION',
      ],
    ])('answers 400 for %j', async (query, name, code) => {
      const response = await get(path, query).expect(400);
      expect(response.body.errors).toContainEqual({ name, code, message: expect.any(String) });
    });
  });

  describe('GET /api/eye-care-professionals/list/by-radius', () => {
    const path = '/api/eye-care-professionals/list/by-radius';

    it('lists active practices within the radius of a location, nearest first, in miles', async () => {
      const response = await get(path, { radius: 10, ...ORIGIN }).expect(200);
      const list: { sap: string; distance: number }[] =
        response.body.result.eyeCareProfessionalList;
      expect(fixturesOf(list)).toEqual(['8000001', '8000002']);
      const aspen = list.find((p) => p.sap === '8000001')!;
      expect(aspen).toMatchObject({ distance: 1, preferredActive: true, isLenscrafters: true });
      expect(list.find((p) => p.sap === '8000002')!.distance).toBe(3);
      const distances = list.map((p) => p.distance);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances.every((d) => d <= 10)).toBe(true);
    });

    it('searches from the centroid of a postal code (its first five digits)', async () => {
      const byZip = await get(path, {
        radius: 10,
        eye_care_professional_postal_code: '00001-1111',
      }).expect(200);
      const byPoint = await get(path, { radius: 10, ...ORIGIN }).expect(200);
      expect(byZip.body).toEqual(byPoint.body);
    });

    it('finds nothing around a ZIP code the dataset does not know', async () => {
      const response = await get(path, {
        radius: 50,
        eye_care_professional_postal_code: '00009',
      }).expect(200);
      expect(response.body).toEqual({ result: { eyeCareProfessionalList: [] } });
    });

    it('finds seeded preferred practices around a big city at the clock’s now', async () => {
      const response = await get(path, {
        radius: 5,
        eye_care_professional_postal_code: '10001',
      }).expect(200);
      const list: { preferredActive: boolean; distance: number }[] =
        response.body.result.eyeCareProfessionalList;
      expect(list.length).toBeGreaterThan(5);
      expect(list.some((p) => p.preferredActive)).toBe(true);
      expect(list.every((p) => p.distance <= 5)).toBe(true);
    });

    it('answers from the earthdistance GiST index', async () => {
      const client = await t.db.pool.connect();
      try {
        await client.query('SET enable_seqscan = off');
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${RADIUS_SQL}`, [
          40.75,
          -73.99,
          8046.72,
          '999',
        ]);
        expect(rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('practices_earth');
      } finally {
        await client.query('RESET enable_seqscan');
        client.release();
      }
    });

    it.each([
      [{ ...ORIGIN }, 'radius', 'NULL'],
      [{ radius: 500, ...ORIGIN }, 'radius', 'VALIDATION'],
      [{ radius: 'far', ...ORIGIN }, 'radius', 'VALIDATION'],
      [{ radius: 5 }, 'eye_care_professional_postal_code', 'VALIDATION'],
      [{ radius: 5, latitude: 39.5 }, 'longitude', 'NULL'],
      [{ radius: 5, latitude: 95, longitude: 10 }, 'latitude', 'VALIDATION'],
    ])('answers 400 for %j', async (query, name, code) => {
      const response = await get(path, query).expect(400);
      expect(response.body.errors).toContainEqual({ name, code, message: expect.any(String) });
    });

    it('never answers 500 to repeated or odd query parameters', async () => {
      const response = await t
        .http()
        .get(`${path}?radius=1&radius=2&latitude[x]=1&longitude=%00`)
        .expect(400);
      expect(response.body.errors.length).toBeGreaterThan(0);
    });
  });

  describe('GET /api/eye-care-professionals/get-by-sap/{sap}', () => {
    it('answers the practice with its status and reference details', async () => {
      const response = await get('/api/eye-care-professionals/get-by-sap/8000001').expect(200);
      expect(response.body.result.eyeCareProfessional).toEqual(
        expect.objectContaining({
          sap: '8000001',
          status: 'active',
          preferredActive: true,
          distance: null,
          country: 'US',
          phone: '7755550142',
          unaffiliated: false,
          latitude: north(1),
          longitude: ORIGIN.longitude,
        }),
      );
    });

    it('answers an inactive practice too, so the caller sees its status', async () => {
      const response = await get('/api/eye-care-professionals/get-by-sap/8000003').expect(200);
      expect(response.body.result.eyeCareProfessional).toMatchObject({
        status: 'inactive',
        preferredActive: true,
        affiliated_now: false,
      });
    });

    it('answers 404 NOT_FOUND for an unknown sap and 400 for one that is not a number', async () => {
      const missing = await get('/api/eye-care-professionals/get-by-sap/123456789').expect(404);
      expect(missing.body.errors).toEqual([
        { name: 'sap', code: 'NOT_FOUND', message: expect.any(String) },
      ]);
      const invalid = await get('/api/eye-care-professionals/get-by-sap/abc').expect(400);
      expect(invalid.body.errors[0]).toMatchObject({ name: 'sap', code: 'VALIDATION' });
    });
  });

  describe('GET /api/eye-care-professionals/get-targeted-sap/{sap}', () => {
    it('answers the practice’s scheduler address and name', async () => {
      const response = await get('/api/eye-care-professionals/get-targeted-sap/8000001').expect(
        200,
      );
      expect(response.body).toEqual({
        result: {
          ecp: { url: 'https://www.aspeneyecare.example/schedule', display_name: 'Aspen Eye Care' },
        },
      });
    });

    it('answers 404 NOT_FOUND for an unknown sap', async () => {
      const response = await get('/api/eye-care-professionals/get-targeted-sap/42').expect(404);
      expect(response.body.errors[0]).toMatchObject({ name: 'sap', code: 'NOT_FOUND' });
    });
  });

  describe('POST /api/eye-care-professionals/ecp-code-request', () => {
    /** The practice's code and its terms: the offer in force (jan_2024) to the programme's end. */
    const practiceCode = {
      code: expect.stringMatching(/^DR[A-Z2-9]{8}$/),
      award: 20,
      startDate: '2024-01-01',
      endDate: '2025-12-31',
    };
    const path = '/api/eye-care-professionals/ecp-code-request';
    const post = (body: unknown, from = caller()) =>
      t
        .http()
        .post(path)
        .set('X-Forwarded-For', from)
        .set('Accept-Language', 'es-MX')
        .send(body as object);

    it('records the request as an event and queues the e-mail under the event’s id', async () => {
      const email = `front.desk.${Date.now()}@example.com`;
      const response = await post({ email: email.toUpperCase(), sap: 8000001 }).expect(202);
      const { requestId } = response.body.result;
      const store = t.app.get<EventStore>(EVENT_STORE);
      const [event] = await store.readStream(`ecp-code-request-${requestId}`);
      expect(event).toMatchObject({
        type: 'EcpCodeRequested',
        data: {
          requestId,
          sap: '8000001',
          email,
          language: 'es',
          requestedAt: '2024-03-15T12:00:00.000Z',
          code: practiceCode,
        },
        metadata: { schemaVersion: 1, correlationId: expect.any(String) },
      });
      const job = await jobs.get('email', 'ecp-code-request', `ecp-code-request.${event!.id}`);
      expect(job).toEqual({
        id: `ecp-code-request.${event!.id}`,
        name: 'ecp-code-request',
        attempts: 6,
        data: {
          eventId: event!.id,
          email,
          language: 'es',
          practice: {
            sap: '8000001',
            display_name: 'Aspen Eye Care',
            url: 'https://www.aspeneyecare.example/schedule',
          },
          requestedAt: '2024-03-15T12:00:00.000Z',
          code: practiceCode,
        },
      });
    });

    it.each([
      ['an unknown sap', '55555'],
      ['an inactive practice', '8000003'],
      ['the not-listed practice', '999'],
    ])('answers 404 NOT_FOUND for %s', async (_what, sap) => {
      const response = await post({ email: 'office@example.com', sap }).expect(404);
      expect(response.body.errors).toEqual([
        { name: 'sap', code: 'NOT_FOUND', message: 'No encontramos lo que buscabas.' },
      ]);
    });

    it.each([
      [{ sap: '8000001' }, 'email', 'NULL'],
      [{ email: 'not-an-email', sap: '8000001' }, 'email', 'VALIDATION'],
      [{ email: 'office@example.com', sap: 'x1' }, 'sap', 'VALIDATION'],
      [['a', 'b'], 'body', 'VALIDATION'],
    ])('answers 400 for %j', async (body, name, code) => {
      const response = await post(body).expect(400);
      expect(response.body.errors).toContainEqual({ name, code, message: expect.any(String) });
    });

    it('limits requests per caller: the sixth within the hour is 429 RATE_LIMITED', async () => {
      const from = caller();
      for (let i = 0; i < 5; i += 1)
        await post({ email: `desk${i}@example.com`, sap: '8000001' }, from).expect(202);
      const response = await post({ email: 'desk5@example.com', sap: '8000001' }, from).expect(429);
      expect(response.body.errors).toEqual([
        { name: 'body', code: 'RATE_LIMITED', message: expect.any(String) },
      ]);
    });

    it('limits requests per e-mail address whatever the caller', async () => {
      for (let i = 0; i < 5; i += 1)
        await post({ email: 'same.desk@example.com', sap: '8000001' }).expect(202);
      await post({ email: 'Same.Desk@example.com', sap: '8000001' }).expect(429);
    });
  });

  describe('POST /api/eye-care-professionals/not-listed', () => {
    const path = '/api/eye-care-professionals/not-listed';
    const post = (body: unknown) =>
      t
        .http()
        .post(path)
        .set('X-Forwarded-For', caller())
        .send(body as object);

    it('records the missing doctor and answers practice 999 carrying the doctor’s name', async () => {
      const response = await post({ sap: '999', first_name: 'Ana', last_name: 'Núñez' }).expect(
        201,
      );
      const { reportId, eyeCareProfessional } = response.body.result;
      expect(eyeCareProfessional).toMatchObject({
        sap: '999',
        display_name: 'Doctor Not Listed',
        preferredActive: false,
        cannot_find: true,
        first_name: 'Ana',
        last_name: 'Núñez',
      });
      const store = t.app.get<EventStore>(EVENT_STORE);
      const [event] = await store.readStream(`ecp-not-listed-${reportId}`);
      expect(event).toMatchObject({
        type: 'EcpNotListedReported',
        data: { reportId, sap: '999', firstName: 'Ana', lastName: 'Núñez' },
      });
    });

    it('accepts a listed practice whose doctor is missing, names optional', async () => {
      const response = await post({ sap: '8000002' }).expect(201);
      expect(response.body.result.eyeCareProfessional).toMatchObject({
        sap: '8000002',
        cannot_find: false,
      });
    });

    it('answers 400 NULL for sap 999 without the doctor’s names', async () => {
      const response = await post({ sap: '999' }).expect(400);
      expect(
        response.body.errors.map((e: { name: string; code: string }) => [e.name, e.code]),
      ).toEqual([
        ['first_name', 'NULL'],
        ['last_name', 'NULL'],
      ]);
    });

    it('answers 404 NOT_FOUND for an unknown or inactive practice', async () => {
      await post({ sap: '31337' }).expect(404);
      await post({ sap: '8000003' }).expect(404);
    });
  });
});
