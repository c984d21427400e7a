import { createHash, randomUUID } from 'node:crypto';
import type { EventStore } from '@lens/event-store';
import { Tokens } from '../auth/tokens';
import { ManualClock } from '../clock/clock';
import { EVENT_STORE } from '../infrastructure/tokens';
import { jobIdOf, requestKey } from '../jobs/job-queue';
import { QueuedJobs } from '../jobs/queued-jobs';
import { insertPractices } from '../practices/practice-fixtures';
import { type TestApp, startTestApp } from '../testing/test-app';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('opt-in, estimate e-mails and their limit (real PostgreSQL, Redis)', () => {
  let t: TestApp;
  let jobs: QueuedJobs;
  let store: EventStore;
  let ip = 0;
  const caller = () => `198.51.100.${(ip += 1)}`;
  const uniqueEmail = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;

  beforeAll(async () => {
    t = await startTestApp({ clock: new ManualClock(Date.parse('2024-03-15T12:00:00Z')) });
    jobs = new QueuedJobs(t.config);
    store = t.app.get<EventStore>(EVENT_STORE);
    await insertPractices(t.db.pool, [
      {
        sap: '7200001',
        display_name: 'Preferred Eye Care',
        url: 'https://www.preferred.example/schedule',
        programs: { preferredpractice: { start_date: '2024-01-01', end_date: '2024-06-30' } },
      },
    ]);
  });
  afterAll(async () => {
    await jobs.close();
    await t.close();
  });

  const tokenFor = async (profileId: string) =>
    (await t.app.get(Tokens).issue({ profileId, role: 'patient' })).token;
  const postOptIn = (body: unknown, token?: string) => {
    const request = t.http().post('/api/opt-in').set('X-Forwarded-For', caller());
    if (token) request.set('profile-token', token);
    return request.send(body as object);
  };

  describe('POST /api/opt-in', () => {
    it('records a visitor’s e-mail consent on the stream of the address’s hash and queues the confirmation', async () => {
      const email = uniqueEmail('ana');
      const response = await postOptIn({
        email_opt_in: true,
        email: email.toUpperCase(),
        opt_in_source: 'estimator',
      })
        .set('Accept-Language', 'es')
        .expect(200);
      expect(response.body.result).toEqual({
        email_opt_in: true,
        email,
        sms_opt_in: false,
        phone_number: null,
        opt_in_source: 'estimator',
        updated_at: '2024-03-15T12:00:00.000Z',
      });
      const events = await store.readStream(`optin-${sha256(email)}`);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ type: 'OptInRecorded', metadata: { schemaVersion: 1 } });
      const job = await jobs.get(
        'email',
        'opt-in-confirmation',
        `opt-in-confirmation.${events[0]!.id}`,
      );
      expect(job?.data).toEqual({
        eventId: events[0]!.id,
        email,
        language: 'es',
        source: 'estimator',
        profileId: null,
      });
    });

    it('records nothing and mails nothing when the same consent comes again', async () => {
      const email = uniqueEmail('repeat');
      const body = { email_opt_in: true, email, opt_in_source: 'site' };
      await postOptIn(body).expect(200);
      await postOptIn(body).expect(200);
      expect(await store.readStream(`optin-${sha256(email)}`)).toHaveLength(1);
      const confirmations = await jobs.waiting('email', 'opt-in-confirmation');
      expect(confirmations.filter((job) => job.data.email === email)).toHaveLength(1);
    });

    it('keeps a visitor’s SMS-only consent on the stream of the phone number’s hash', async () => {
      const response = await postOptIn({
        sms_opt_in: true,
        phone_number: '(212) 555-0142',
        opt_in_source: 'checkout',
      }).expect(200);
      expect(response.body.result).toMatchObject({ sms_opt_in: true, phone_number: '2125550142' });
      expect(await store.readStream(`optin-${sha256('tel:2125550142')}`)).toHaveLength(1);
    });

    it('records a signed-in profile’s consent with the actor, and GET answers it', async () => {
      const profileId = randomUUID();
      const token = await tokenFor(profileId);
      const before = await t.http().get('/api/opt-in').set('profile-token', token).expect(200);
      expect(before.body.result).toEqual({
        email_opt_in: false,
        email: null,
        sms_opt_in: false,
        phone_number: null,
        opt_in_source: null,
        updated_at: null,
      });
      await postOptIn(
        {
          sms_opt_in: true,
          phone_number: '312-555-0199',
          opt_in_source: 'site',
          profile_id: profileId,
        },
        token,
      ).expect(200);
      const after = await t.http().get('/api/opt-in').set('profile-token', token).expect(200);
      expect(after.body.result).toMatchObject({
        sms_opt_in: true,
        phone_number: '3125550199',
        email_opt_in: false,
        opt_in_source: 'site',
      });
      const [event] = await store.readStream(`optin-${profileId}`);
      expect(event?.metadata).toMatchObject({ actorId: profileId });
      expect(event?.data).toMatchObject({ profileId });
    });

    it('answers 401 to GET without a token', async () => {
      const response = await t.http().get('/api/opt-in').expect(401);
      expect(response.body.errors[0].code).toBe('UNAUTHORIZED');
    });

    it('answers 401 when a visitor names a profile, 404 when a profile names another', async () => {
      const body = { email_opt_in: true, email: uniqueEmail('x'), opt_in_source: 'site' };
      const visitor = await postOptIn({ ...body, profile_id: 'someone' }).expect(401);
      expect(visitor.body.errors[0]).toMatchObject({ name: 'profile_id', code: 'UNAUTHORIZED' });
      const token = await tokenFor(randomUUID());
      const other = await postOptIn({ ...body, profile_id: randomUUID() }, token).expect(404);
      expect(other.body.errors[0]).toMatchObject({ name: 'profile_id', code: 'NOT_FOUND' });
    });

    it.each([
      [{ sms_opt_in: true, opt_in_source: 'site' }, 'phone_number', 'NULL'],
      [{ email_opt_in: true, opt_in_source: 'site' }, 'email', 'NULL'],
      [{ opt_in_source: 'site' }, 'email', 'NULL'],
      [
        { email_opt_in: true, email: 'a@example.com', opt_in_source: 'radio' },
        'opt_in_source',
        'VALIDATION',
      ],
      [
        { email_opt_in: 'yes', email: 'a@example.com', opt_in_source: 'site' },
        'email_opt_in',
        'VALIDATION',
      ],
      [
        { sms_opt_in: true, phone_number: '123', opt_in_source: 'site' },
        'phone_number',
        'VALIDATION',
      ],
    ])('answers 400 for %j', async (body, name, code) => {
      const response = await postOptIn(body).expect(400);
      expect(response.body.errors).toContainEqual({ name, code, message: expect.any(String) });
    });
  });

  describe('POST /api/opt-in/send_results and GET /api/opt-in/estimate_limit', () => {
    const send = (body: unknown, from: string) =>
      t
        .http()
        .post('/api/opt-in/send_results')
        .set('X-Forwarded-For', from)
        .send(body as object);
    const limited = async (from: string) =>
      (await t.http().get('/api/opt-in/estimate_limit').set('X-Forwarded-For', from).expect(200))
        .body.result.isEmailLimited;

    it('records the request and queues the e-mail with the estimate the server computes, once per identical request a day', async () => {
      const email = uniqueEmail('results');
      const body = {
        email,
        brand: '1OH',
        monthly_amount: 12,
        sap: '7200001',
        patient_name: 'Ana',
        language: 'es',
      };
      const from = caller();
      const response = await send(body, from).expect(202);
      expect(response.body).toEqual({ result: { queued: true } });
      await send(body, from).expect(202);
      const queued = (await jobs.waiting('email', 'estimate-results')).filter(
        (job) => job.data.email === email,
      );
      expect(queued).toHaveLength(1);
      expect(queued[0]!.data).toEqual({
        email,
        language: 'es',
        patientName: 'Ana',
        brand: '1OH',
        monthlyAmount: 12,
        practice: {
          sap: '7200001',
          display_name: 'Preferred Eye Care',
          url: 'https://www.preferred.example/schedule',
        },
        estimate: { awardAmount: 150, bonusAmount: 50, newWearer: false, subPhase: 'jan_2024' },
        requestedAt: '2024-03-15T12:00:00.000Z',
      });
      // Recorded once, on the stream of the request and the day; the job is named by the event.
      const recorded = await store.readStream(
        `estimate-results-${requestKey({ ...body, day: '2024-03-15' })}`,
      );
      expect(recorded).toEqual([
        expect.objectContaining({ type: 'EstimateResultsRequested', data: queued[0]!.data }),
      ]);
      expect(queued[0]!.id).toBe(jobIdOf('estimate-results', { eventId: recorded[0]!.id }));
    });

    it('limits estimate e-mails to 5 a day per caller: the 6th is 429 and estimate_limit says so', async () => {
      const from = caller();
      expect(await limited(from)).toBe(false);
      for (let i = 0; i < 5; i += 1)
        await send({ email: uniqueEmail(`r${i}`), brand: 'TAS', monthly_amount: 6 }, from).expect(
          202,
        );
      expect(await limited(from)).toBe(true);
      const response = await send(
        { email: uniqueEmail('r6'), brand: 'TAS', monthly_amount: 6 },
        from,
      )
        .set('Accept-Language', 'es')
        .expect(429);
      expect(response.body.errors).toEqual([
        {
          name: 'body',
          code: 'RATE_LIMITED',
          message: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
        },
      ]);
      expect(await limited(caller())).toBe(false);
    });

    it('limits estimate e-mails to 5 a day per e-mail address, whoever asks', async () => {
      const email = uniqueEmail('many');
      for (let i = 0; i < 5; i += 1)
        await send({ email, brand: 'TAS', monthly_amount: 3 + 3 * (i % 2) }, caller()).expect(202);
      await send({ email: email.toUpperCase(), brand: 'FAL', monthly_amount: 9 }, caller()).expect(
        429,
      );
    });

    it.each([
      [{ brand: '1OH', monthly_amount: 12 }, 'email', 'NULL', 400],
      [{ email: 'nope', brand: '1OH', monthly_amount: 12 }, 'email', 'VALIDATION', 400],
      [{ email: 'e1@example.com', monthly_amount: 12 }, 'brand', 'NULL', 400],
      [
        { email: 'e2@example.com', brand: '1OH', monthly_amount: 4 },
        'monthly_amount',
        'VALIDATION',
        400,
      ],
      [
        { email: 'e3@example.com', brand: '1OH', monthly_amount: 12, language: 'fr' },
        'language',
        'VALIDATION',
        400,
      ],
      [
        { email: 'e4@example.com', brand: 'TRA', monthly_amount: 12 },
        'brand',
        'PRODUCT_NOT_AVAILABLE',
        400,
      ],
      [
        { email: 'e5@example.com', brand: '1OH', monthly_amount: 12, sap: '5' },
        'sap',
        'NOT_FOUND',
        404,
      ],
    ])('answers an error for %j', async (body, name, code, status) => {
      const response = await send(body, caller()).expect(status);
      expect(response.body.errors).toContainEqual({ name, code, message: expect.any(String) });
    });
  });
});
