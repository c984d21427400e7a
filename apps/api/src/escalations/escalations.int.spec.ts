import { CaptchaVerifier } from './captcha-verifier';
import { type TestApp, startTestApp } from '../testing/test-app';

const escalation = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ana',
  last_name: 'Núñez',
  email: 'ana@example.com',
  phone_number: '',
  contact_type: 'patient',
  rewards_submission_type: 'online',
  reason_for_inquiry: 'reward_card',
  patient_first_name: 'Luis',
  patient_last_initial: 'n',
  patient_email: 'luis@example.com',
  comments: 'My card has not arrived.',
  ...overrides,
});

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

    it('keeps the specification’s message for a missing patient e-mail or phone', async () => {
      const response = await post(escalation({ patient_email: '' })).expect(400);
      expect(response.body.errors).toContainEqual({
        name: 'patient_email',
        code: 'VALIDATION',
        message: 'Patient Email or Phone Required',
      });
    });
  });

  describe('in production, with a reCAPTCHA secret', () => {
    let t: TestApp;
    let verify: jest.SpyInstance;
    beforeAll(async () => {
      t = await startTestApp({
        projector: false,
        env: {
          NODE_ENV: 'production',
          JWT_SECRET: 'a-production-secret-for-the-escalation-tests-only',
          RECAPTCHA_SECRET: 'recaptcha-secret',
        },
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

    it('requires the captcha on a public host (400 NULL)', async () => {
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

    it('needs no captcha on localhost', async () => {
      await post(escalation(), 'localhost:3000').expect(201);
      expect(verify).not.toHaveBeenCalled();
    });
  });
});
