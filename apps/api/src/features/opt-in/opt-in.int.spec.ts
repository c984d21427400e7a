import { createHash, randomUUID } from 'node:crypto';
import type { EventStore } from '@lens/event-store';
import { Tokens } from '../../platform/auth/tokens';
import { ManualClock } from '../../platform/clock/clock';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { jobIdOf, requestKey } from '../../platform/jobs/job-queue';
import { QueuedJobs } from '../../platform/jobs/queued-jobs';
import { insertPractices } from '../practices/practice-fixtures';
import { type TestApp, startTestApp } from '../../testing/test-app';
import { OptInLinks } from './opt-in-links';

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

  const EMAIL_WORDING = 'email-2025-09';
  const SMS_WORDING = 'sms-2025-09';
  const emailOptIn = (email: string, extra: object = {}) => ({
    email_opt_in: true,
    email,
    email_consent_version: EMAIL_WORDING,
    opt_in_source: 'site',
    ...extra,
  });
  const smsOptIn = (phone: string, extra: object = {}) => ({
    sms_opt_in: true,
    phone_number: phone,
    sms_consent_version: SMS_WORDING,
    opt_in_source: 'site',
    ...extra,
  });
  let phones = 5550100;
  const uniquePhone = () => `212${String((phones += 1)).padStart(7, '0')}`;
  const confirmations = async (email: string) =>
    (await jobs.waiting('email', 'opt-in-confirmation')).filter((job) => job.data.email === email);
  const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';
  /** The confirmation link the worker puts in the job's e-mail. */
  const confirmTokenOf = async (email: string) => {
    const [job] = await confirmations(email);
    const url = await t.app
      .get(OptInLinks)
      .confirmation(job!.data.stream, 'email', job!.data.requestId);
    return tokenOf(url);
  };
  const confirm = (token: string) =>
    t.http().post('/api/opt-in/confirm').set('X-Forwarded-For', caller()).send({ token });

  describe('POST /api/opt-in: consent is never assumed', () => {
    it.each([
      [
        { email: 'unticked@example.com', email_opt_in: false, opt_in_source: 'site' },
        'email_opt_in',
      ],
      [{ email: 'nobox@example.com', opt_in_source: 'estimator' }, 'email_opt_in'],
      [{ phone_number: '2125550142', sms_opt_in: false, opt_in_source: 'site' }, 'sms_opt_in'],
    ])(
      'a visitor without the box ticked is refused and nothing is recorded or sent: %j',
      async (body, name) => {
        const response = await postOptIn(body).expect(400);
        expect(response.body.errors).toEqual([
          { name, code: 'CONSENT_REQUIRED', message: 'Tick the box to agree before you sign up.' },
        ]);
        const address = 'email' in body ? body.email : `tel:${body.phone_number}`;
        expect(await store.readStream(`optin-${sha256(address)}`)).toEqual([]);
        if ('email' in body) expect(await confirmations(body.email)).toEqual([]);
      },
    );

    it('refuses an SMS consent without the published disclosure it was given under', async () => {
      const missing = await postOptIn(smsOptIn(uniquePhone(), { sms_consent_version: '' })).expect(
        400,
      );
      expect(missing.body.errors).toContainEqual(
        expect.objectContaining({ name: 'sms_consent_version', code: 'NULL' }),
      );
      const unknown = await postOptIn(
        smsOptIn(uniquePhone(), { sms_consent_version: EMAIL_WORDING }),
      ).expect(400);
      expect(unknown.body.errors[0]).toMatchObject({
        name: 'sms_opt_in',
        code: 'CONSENT_WORDING_UNKNOWN',
      });
    });
  });

  describe('POST /api/opt-in: double opt-in for visitors', () => {
    it('records a request (time, source, wording) and e-mails a confirmation link; nothing is in effect yet', async () => {
      const email = uniqueEmail('ana');
      const response = await postOptIn(
        emailOptIn(email.toUpperCase(), { opt_in_source: 'estimator' }),
      )
        .set('Accept-Language', 'es')
        .expect(202);
      expect(response.body).toEqual({ result: { accepted: true } });
      const events = await store.readStream(`optin-${sha256(email)}`);
      expect(events.map((e) => e.type)).toEqual(['OptInRequested']);
      expect(events[0]!.data).toEqual({
        requestId: expect.any(String),
        channel: 'email',
        address: email,
        profileId: null,
        source: 'estimator',
        language: 'es',
        wordingVersion: EMAIL_WORDING,
        requestedAt: '2024-03-15T12:00:00.000Z',
      });
      const [job] = await confirmations(email);
      expect(job?.id).toBe(`opt-in-confirmation.${events[0]!.id}`);
      expect(job?.data).toEqual({
        eventId: events[0]!.id,
        stream: `optin-${sha256(email)}`,
        requestId: (events[0]!.data as { requestId: string }).requestId,
        email,
        language: 'es',
        source: 'estimator',
        profileId: null,
      });
    });

    it('puts the consent in effect only through the link; the link again changes nothing', async () => {
      const email = uniqueEmail('confirm');
      await postOptIn(emailOptIn(email)).expect(202);
      const token = await confirmTokenOf(email);
      expect((await confirm(token).expect(200)).body).toEqual({
        result: { channel: 'email', status: 'subscribed' },
      });
      await confirm(token).expect(200);
      const events = await store.readStream(`optin-${sha256(email)}`);
      expect(events.map((e) => e.type)).toEqual(['OptInRequested', 'OptInConfirmed']);
      // Signed up already: the same answer, and no new e-mail.
      await postOptIn(emailOptIn(email)).expect(202);
      expect(await confirmations(email)).toHaveLength(1);
    });

    it('refuses a forged, altered or foreign token: 400 LINK_INVALID on token', async () => {
      const email = uniqueEmail('forged');
      await postOptIn(emailOptIn(email)).expect(202);
      const token = await confirmTokenOf(email);
      const [head, , signature] = token.split('.');
      const forgedBody = Buffer.from(
        JSON.stringify({ sub: `optin-${sha256('victim@example.com')}`, ch: 'email', rid: 'x' }),
      ).toString('base64url');
      const withdrawal = await t.app
        .get(OptInLinks)
        .withdrawal(`optin-${sha256(email)}`, 'email', email);
      for (const bad of [
        `${token}x`,
        `${head}.${forgedBody}.${signature}`,
        tokenOf(withdrawal.page),
      ]) {
        const response = await confirm(bad).expect(400);
        expect(response.body.errors).toEqual([
          { name: 'token', code: 'LINK_INVALID', message: expect.any(String) },
        ]);
      }
      expect((await store.readStream(`optin-${sha256(email)}`)).map((e) => e.type)).toEqual([
        'OptInRequested',
      ]);
    });

    it('texts an SMS consent its confirmation and stop links (dev inbox); confirming puts it in effect', async () => {
      const phone = uniquePhone();
      await postOptIn(smsOptIn(phone)).set('Accept-Language', 'es').expect(202);
      const texts = (await t.http().get(`/api/dev/sms?phone=${phone}`).expect(200)).body.result
        .messages as { body: string }[];
      expect(texts).toHaveLength(1);
      expect(texts[0]!.body).toMatch(/^Lens Rewards: confirma los mensajes de marketing/);
      const [confirmUrl, stopUrl] = texts[0]!.body.match(/http\S+/g) ?? [];
      expect(confirmUrl).toMatch(/\/opt_in_confirm\?token=/);
      expect(stopUrl).toMatch(/\/unsubscribe\?token=/);
      expect((await confirm(tokenOf(confirmUrl!)).expect(200)).body.result).toEqual({
        channel: 'sms',
        status: 'subscribed',
      });
      const events = await store.readStream(`optin-${sha256(`tel:${phone}`)}`);
      expect(events.map((e) => e.type)).toEqual(['OptInRequested', 'OptInConfirmed']);
      expect(events[0]!.data).toMatchObject({ wordingVersion: SMS_WORDING, source: 'site' });
    });

    it('never discloses what is stored: a subscribed address with a phone answers like an unknown one', async () => {
      const known = uniqueEmail('known');
      await postOptIn(emailOptIn(known)).expect(202);
      await confirm(await confirmTokenOf(known)).expect(200);
      const stored = await postOptIn(emailOptIn(known, { sms_opt_in: false })).expect(202);
      const unknown = await postOptIn(emailOptIn(uniqueEmail('unknown'))).expect(202);
      expect(stored.body).toEqual(unknown.body);
      expect(JSON.stringify(stored.body)).not.toContain(known);
      await t.http().get('/api/opt-in').expect(401);
    });

    it('sends one address at most 3 confirmations a day, whoever asks, without saying so', async () => {
      const email = uniqueEmail('limited');
      for (let i = 0; i < 5; i += 1) await postOptIn(emailOptIn(email)).expect(202);
      expect(await confirmations(email)).toHaveLength(3);
      expect(await store.readStream(`optin-${sha256(email)}`)).toHaveLength(3);
    });

    it('limits one caller address to 10 sign-ups an hour (429 after)', async () => {
      const from = caller();
      const post = () =>
        t
          .http()
          .post('/api/opt-in')
          .set('X-Forwarded-For', from)
          .send(emailOptIn(uniqueEmail('c')));
      for (let i = 0; i < 10; i += 1) await post().expect(202);
      expect((await post().expect(429)).body.errors[0].code).toBe('RATE_LIMITED');
    });

    it('cannot be withdrawn or toggled by e-mail alone: only by the signed link', async () => {
      const email = uniqueEmail('toggle');
      await postOptIn(emailOptIn(email)).expect(202);
      await confirm(await confirmTokenOf(email)).expect(200);
      await postOptIn({ email, email_opt_in: false, opt_in_source: 'site' }).expect(400);
      const stream = `optin-${sha256(email)}`;
      expect((await store.readStream(stream)).map((e) => e.type)).toEqual([
        'OptInRequested',
        'OptInConfirmed',
      ]);
      const link = await t.app.get(OptInLinks).withdrawal(stream, 'email', email);
      const withdrawn = await t
        .http()
        .post('/api/opt-in/withdraw')
        .send({ token: tokenOf(link.page) })
        .expect(200);
      expect(withdrawn.body.result).toEqual({ channel: 'email', status: 'withdrawn' });
      const events = await store.readStream(stream);
      expect(events.map((e) => e.type)).toEqual([
        'OptInRequested',
        'OptInConfirmed',
        'OptInWithdrawn',
      ]);
      expect(events[2]!.data).toMatchObject({ address: email, via: 'link' });
      // The old confirmation link no longer brings it back.
      await confirm(await confirmTokenOf(email)).expect(400);
    });

    it('sends a browser opening the one-click address to the unsubscribe page (a GET changes nothing)', async () => {
      const response = await t.http().get('/api/opt-in/unsubscribe?token=a.b.c').expect(303);
      expect(response.headers['location']).toBe('/unsubscribe?token=a.b.c');
    });
  });

  describe('POST /api/opt-in: a signed-in profile', () => {
    it('requests like anyone (pending until confirmed), sees its own consent, and withdraws by unticking', async () => {
      const profileId = randomUUID();
      const token = await tokenFor(profileId);
      const before = await t.http().get('/api/opt-in').set('profile-token', token).expect(200);
      expect(before.body.result).toEqual({
        email_opt_in: false,
        email_status: 'none',
        email: null,
        sms_opt_in: false,
        sms_status: 'none',
        phone_number: null,
        opt_in_source: null,
        updated_at: null,
      });
      const phone = uniquePhone();
      const pending = await postOptIn(smsOptIn(phone, { profile_id: profileId }), token).expect(
        200,
      );
      expect(pending.body.result).toMatchObject({
        sms_opt_in: false,
        sms_status: 'pending',
        phone_number: phone,
        email_status: 'none',
      });
      const stream = `optin-${profileId}`;
      const [requested] = await store.readStream(stream);
      expect(requested?.metadata).toMatchObject({ actorId: profileId });
      const confirmUrl = await t.app
        .get(OptInLinks)
        .confirmation(stream, 'sms', (requested!.data as { requestId: string }).requestId);
      await confirm(tokenOf(confirmUrl)).expect(200);
      const after = await t.http().get('/api/opt-in').set('profile-token', token).expect(200);
      expect(after.body.result).toMatchObject({ sms_opt_in: true, sms_status: 'subscribed' });
      const stopped = await postOptIn(
        { sms_opt_in: false, phone_number: phone, opt_in_source: 'site' },
        token,
      ).expect(200);
      expect(stopped.body.result).toMatchObject({ sms_opt_in: false, sms_status: 'withdrawn' });
    });

    it('answers 401 when a visitor names a profile, 404 when a profile names another', async () => {
      const body = emailOptIn(uniqueEmail('x'));
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
