import { CaptchaVerifier } from './captcha-verifier';
import { mailJobsOf } from '../../platform/jobs/mail-plans';
import { escalationForm } from '../../testing/escalation-form';
import { freshSecret, productionEnv } from '../../testing/production-env';
import { type TestApp, startTestApp } from '../../testing/test-app';

const escalation = escalationForm;

describe('escalations (real PostgreSQL)', () => {
  describe('outside production', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ projector: false });
    });
    afterAll(() => t.close());
    const post = (body: unknown) =>
      t
        .http()
        .post('/api/escalations')
        .send(body as object);

    it('records the escalation without a captcha, and never the captcha response', async () => {
      const response = await post(escalation({ captcha_token: 'abc' })).expect(201);
      const { escalationId, reference } = response.body.result;
      expect(reference).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      const { rows } = await t.db.pool.query(
        'SELECT type, data FROM es.events WHERE stream_id = $1',
        [`escalation-${escalationId}`],
      );
      expect(rows).toEqual([
        {
          type: 'EscalationSubmitted',
          data: expect.objectContaining({
            escalationId,
            reference,
            language: 'en',
            form: expect.objectContaining({
              email: 'ana@example.com',
              patient_last_initial: 'N',
              reason_for_inquiry: 'reward_card',
            }),
          }),
        },
      ]);
      expect(JSON.stringify(rows[0].data)).not.toContain('captcha');
    });

    it.each([
      [escalation({ reason_for_inquiry: 'ecp_ineligible' }), 'sap', 'NULL'],
      [escalation({ reason_for_inquiry: 'ecp_ineligible', sap: '12a' }), 'sap', 'VALIDATION'],
      [escalation({ patient_email: '', patient_phone_number: '' }), 'patient_email', 'VALIDATION'],
      [escalation({ patient_last_initial: 'NU' }), 'patient_last_initial', 'VALIDATION'],
      [escalation({ contact_preference: 'phone' }), 'phone_number', 'NULL'],
      [escalation({ contact_type: 'robot' }), 'contact_type', 'VALIDATION'],
      [escalation({ email: undefined }), 'email', 'NULL'],
    ])('answers 400 for a broken form (%#)', async (body, name, code) => {
      const response = await post(body).expect(400);
      expect(response.body.errors).toContainEqual({ name, code, message: expect.any(String) });
    });

    it('acknowledges a mailbox 3 times a day, whoever writes; past that records, mails nothing', async () => {
      const addresses = [
        'victim.one@gmail.com',
        'VictimOne+a@gmail.com',
        'victim.one+b@googlemail.com',
        'v.i.c.t.i.m.o.n.e@gmail.com',
        'victimone+c@gmail.com',
      ];
      const ids: string[] = [];
      for (const [n, email] of addresses.entries()) {
        const response = await t
          .http()
          .post('/api/escalations')
          .set('X-Forwarded-For', `10.26.7.${n}`)
          .send(escalation({ email }))
          .expect(201);
        ids.push(response.body.result.escalationId);
      }
      const { rows } = await t.db.pool.query<{
        id: string;
        stream_id: string;
        type: string;
        data: { acknowledged: boolean };
      }>(
        `SELECT event_id AS id, stream_id, type, data FROM es.events WHERE stream_id = ANY($1)
          ORDER BY position`,
        [ids.map((id) => `escalation-${id}`)],
      );
      expect(rows.map((row) => row.data.acknowledged)).toEqual([true, true, true, false, false]);
      const acknowledgements = rows.flatMap((row) =>
        mailJobsOf({ id: row.id, streamId: row.stream_id, type: row.type, data: row.data }),
      );
      expect(acknowledgements).toHaveLength(3);
    });

    it('takes a practice’s own report that it isn’t taking part without a patient (issue 29)', async () => {
      const practice = {
        contact_type: 'ecp_staff',
        reason_for_inquiry: 'ecp_ineligible',
        sap: '1234567',
        patient_first_name: undefined,
        patient_last_initial: undefined,
        patient_email: undefined,
      };
      // From an address of its own: the escalation limit (10 an hour) is the other tests'.
      const postFromElsewhere = (body: object) =>
        t.http().post('/api/escalations').set('X-Forwarded-For', '203.0.113.29').send(body);
      await postFromElsewhere(escalation(practice)).expect(201);
      const fromPatient = await postFromElsewhere(
        escalation({ ...practice, contact_type: 'patient' }),
      ).expect(400);
      expect(fromPatient.body.errors).toContainEqual({
        name: 'patient_first_name',
        code: 'NULL',
        message: expect.any(String),
      });
    });

    it('keeps the specification’s message for a missing patient e-mail or phone', async () => {
      const response = await post(escalation({ patient_email: '' })).expect(400);
      expect(response.body.errors).toContainEqual({
        name: 'patient_email',
        code: 'VALIDATION',
        message: 'Patient Email or Phone Required',
      });
    });
  });

  describe('in production, where the captcha is required by default', () => {
    let t: TestApp;
    let verify: jest.SpyInstance;
    beforeAll(async () => {
      const { CAPTCHA_REQUIRED: _off, ...production } = productionEnv();
      t = await startTestApp({
        projector: false,
        env: { ...production, RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET: freshSecret() },
      });
      // Google's siteverify is the boundary replaced here.
      verify = jest.spyOn(t.app.get(CaptchaVerifier), 'verify');
    });
    afterEach(() => verify.mockReset());
    afterAll(() => t.close());
    const post = (body: unknown, host = 'rewards.example.com') =>
      t
        .http()
        .post('/api/escalations')
        .set('Host', host)
        .send(body as object);

    it('requires the captcha (400 NULL)', async () => {
      const response = await post(escalation()).expect(400);
      expect(response.body.errors).toEqual([
        { name: 'captcha_token', code: 'NULL', message: 'Please complete the captcha.' },
      ]);
      expect(verify).not.toHaveBeenCalled();
    });

    it('accepts a captcha Google verifies', async () => {
      verify.mockResolvedValue(true);
      await post(escalation({ captcha_token: 'good-token' })).expect(201);
      expect(verify).toHaveBeenCalledWith('good-token', expect.any(String));
    });

    it('refuses a captcha Google rejects (400 CAPTCHA_INVALID)', async () => {
      verify.mockResolvedValue(false);
      const response = await post(escalation({ captcha_token: 'bad-token' }))
        .set('Accept-Language', 'es')
        .expect(400);
      expect(response.body.errors).toEqual([
        {
          name: 'captcha_token',
          code: 'CAPTCHA_INVALID',
          message: 'No pudimos verificar el captcha. Inténtalo de nuevo.',
        },
      ]);
    });

    it.each(['localhost', 'localhost:3000', '127.0.0.1'])(
      'still requires it when the request says its host is %s (the client writes Host)',
      async (host) => {
        await post(escalation(), host).expect(400);
        expect(verify).not.toHaveBeenCalled();
      },
    );

    it('gives the web the site key, so the form shows the captcha', async () => {
      const response = await t.http().get('/api/app').expect(200);
      expect(response.body.result.recaptchaV2PublicKey).toBe('site-key');
    });
  });

  describe('in production with CAPTCHA_REQUIRED=false', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({
        projector: false,
        env: productionEnv({ RECAPTCHA_SITE_KEY: 'site-key' }),
      });
    });
    afterAll(() => t.close());

    it('records the escalation without a captcha on any host, and hides the site key', async () => {
      await t
        .http()
        .post('/api/escalations')
        .set('Host', 'rewards.example.com')
        .send(escalation())
        .expect(201);
      const response = await t.http().get('/api/app').expect(200);
      expect(response.body.result.recaptchaV2PublicKey).toBe('');
    });
  });
});
