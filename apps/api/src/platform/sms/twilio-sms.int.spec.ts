import { randomUUID } from 'node:crypto';
import { Credentials } from '../../features/profiles/credentials';
import { adminToken, insertPractice, signUp, yearOfDailies } from '../../testing/purchase-kit';
import { productionEnv } from '../../testing/production-env';
import { type TestApp, startTestApp } from '../../testing/test-app';
import {
  type TwilioStandIn,
  startTwilioStandIn,
  twilioTestAccount,
} from '../../testing/twilio-stand-in';
import { Failure } from '../http/failure';
import { TwilioSmsSender } from './twilio-sms-sender';

/**
 * Issue 29 (promises item 1): texts through Twilio's client (`twilio`) against a local stand-in
 * for Twilio's Messages API, and production without a provider claiming no text.
 */
const account = twilioTestAccount();
const settings = (apiUrl: string, overrides: object = {}) => ({
  kind: 'twilio' as const,
  accountSid: account.accountSid,
  username: account.keySid,
  password: account.keySecret,
  from: account.from,
  apiUrl,
  timeoutMs: 1_000,
  ...overrides,
});
const twilioEnv = (apiUrl: string) => ({
  TWILIO_ACCOUNT_SID: account.accountSid,
  TWILIO_API_KEY_SID: account.keySid,
  TWILIO_API_KEY_SECRET: account.keySecret,
  TWILIO_FROM: account.from,
  TWILIO_API_URL: apiUrl,
});

const codeOf = (failure: Promise<unknown>) =>
  failure.then(
    () => 'sent',
    (error: unknown) => (error instanceof Failure ? error.code : String(error)),
  );

describe('the Twilio SMS adapter against a stand-in for Twilio', () => {
  let twilio: TwilioStandIn;
  beforeAll(async () => {
    twilio = await startTwilioStandIn({ user: account.keySid, password: account.keySecret });
  });
  afterAll(() => twilio.close());

  it('sends with the API key from the sender, in E.164, and answers the message SID', async () => {
    const sender = new TwilioSmsSender(settings(twilio.url));
    const sent = await sender.send({ to: '2125550142', body: 'Your code is 123456.' });
    expect(sent.id).toMatch(/^SM[0-9a-f]{32}$/);
    expect(twilio.received.at(-1)).toEqual({
      accountSid: account.accountSid,
      user: account.keySid,
      form: { To: '+12125550142', From: account.from, Body: 'Your code is 123456.' },
    });
  });

  it('sends through a messaging service when the sender is one', async () => {
    const service = `MG${'a'.repeat(32)}`;
    await new TwilioSmsSender(settings(twilio.url, { from: service })).send({
      to: '2125550143',
      body: 'hello',
    });
    expect(twilio.received.at(-1)?.form).toEqual({
      To: '+12125550143',
      MessagingServiceSid: service,
      Body: 'hello',
    });
  });

  it.each([
    ['a number Twilio refuses (21211)', 'invalid-number', 'SMS_REFUSED'],
    ['a message Twilio took as failed', 'failed', 'SMS_REFUSED'],
    ['a server error', 'server-error', 'SMS_UNAVAILABLE'],
    ['no answer within the timeout', 'hang', 'SMS_UNAVAILABLE'],
  ] as const)('reports %s as not sent (%s → %s)', async (_, behaviour, code) => {
    const to = `212555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    twilio.answer(`+1${to}`, behaviour);
    const problems: unknown[] = [];
    const sender = new TwilioSmsSender(settings(twilio.url), (error) => problems.push(error));
    const started = Date.now();
    expect(await codeOf(sender.send({ to, body: 'x' }))).toBe(code);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(problems).toHaveLength(1);
  });

  it('reports wrong credentials as unavailable (ours to fix), never as sent', async () => {
    const sender = new TwilioSmsSender(settings(twilio.url, { password: 'f'.repeat(32) }));
    expect(await codeOf(sender.send({ to: '2125550144', body: 'x' }))).toBe('SMS_UNAVAILABLE');
  });
});

describe('production with Twilio configured (real PostgreSQL, Redis)', () => {
  let t: TestApp;
  let twilio: TwilioStandIn;
  beforeAll(async () => {
    twilio = await startTwilioStandIn({ user: account.keySid, password: account.keySecret });
    t = await startTestApp({
      env: productionEnv({ APP_NOW: '2025-08-15T12:00:00Z', ...twilioEnv(twilio.url) }),
    });
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
  });

  const sendCode = (who: { token: string }, phone: string, language = 'en') =>
    t
      .http()
      .post('/api/auth/sendCode')
      .set('profile-token', who.token)
      .set('Accept-Language', language)
      .send({ phone_number: phone, token: who.token });

  it('offers texts (GET /api/app) and says "sent" once Twilio has taken the code', async () => {
    expect((await t.http().get('/api/app').expect(200)).body.result.sms).toBe(true);
    const who = await signUp(t);
    await sendCode(who, '2125550150').expect(200);
    const text = twilio.received.find((r) => r.form['To'] === '+12125550150');
    expect(text?.form['Body']).toMatch(
      /^Your Lens Rewards code is \d{6}\. It expires in 10 minutes\.$/,
    );
  });

  it('answers a number Twilio refuses with a clear error, in English and Spanish', async () => {
    twilio.answer('+12125550151', 'invalid-number');
    const who = await signUp(t);
    const en = await sendCode(who, '2125550151').expect(400);
    expect(en.body.errors).toEqual([
      {
        name: 'phone_number',
        code: 'SMS_REFUSED',
        message:
          'The text message service refused this number, so nothing was sent. Check the number, or use another.',
      },
    ]);
    const es = await sendCode(who, '2125550151', 'es').expect(400);
    expect(es.body.errors[0].message).toBe(
      'El servicio de mensajes de texto rechazó este número, así que no se envió nada. Revisa el número o usa otro.',
    );
    twilio.answer('+12125550152', 'server-error');
    const down = await sendCode(who, '2125550152').expect(503);
    expect(down.body.errors[0].code).toBe('SMS_UNAVAILABLE');
  });

  it('says the checkout link was texted only when Twilio took it, and why not otherwise', async () => {
    await insertPractice(t, { sap: '7200001' });
    const token = await adminToken(t);
    const checkout = (phone: string) =>
      t
        .http()
        .post('/admin/api/express-claims')
        .set('profile-token', token)
        .send({
          sap: '7200001',
          entry_type: 'checkout',
          purchase_date: '2025-08-10',
          supplies: yearOfDailies('1DM'),
          phone_number: phone,
        })
        .expect(201);
    const sent = await checkout('2125550160');
    expect(sent.body.result.link).toEqual({ channel: 'sms', to: '(•••) •••-0160', sent: true });
    twilio.answer('+12125550161', 'invalid-number');
    const refused = await checkout('2125550161');
    expect(refused.body.result.link).toEqual({
      channel: 'sms',
      to: '(•••) •••-0161',
      sent: false,
      reason: 'SMS_REFUSED',
    });
  });
});

describe('production without an SMS provider (real PostgreSQL, Redis)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: productionEnv({ APP_NOW: '2025-08-15T12:00:00Z' }) });
  });
  afterAll(() => t.close());

  it('offers no texts and claims none: two-step, SMS opt-in and a phone-only checkout refused', async () => {
    expect((await t.http().get('/api/app').expect(200)).body.result.sms).toBe(false);
    const email = `no-sms-${randomUUID()}@example.com`;
    const { profileId: id, token } = await signUp(t, email);
    const code = await t
      .http()
      .post('/api/auth/sendCode')
      .set('profile-token', token)
      .set('Accept-Language', 'es')
      .send({ phone_number: '2125550170', token })
      .expect(400);
    expect(code.body.errors).toEqual([
      {
        name: 'phone_number',
        code: 'SMS_NOT_OFFERED',
        message: 'Este sitio no envía mensajes de texto.',
      },
    ]);
    const optIn = await t
      .http()
      .post('/api/opt-in')
      .send({
        sms_opt_in: true,
        phone_number: '2125550171',
        opt_in_source: 'site',
        sms_consent_version: 'sms-2025-09',
      })
      .expect(400);
    expect(optIn.body.errors[0]).toMatchObject({ name: 'sms_opt_in', code: 'SMS_NOT_OFFERED' });
    await insertPractice(t, { sap: '7200002' });
    const checkout = await t
      .http()
      .post('/admin/api/express-claims')
      .set('profile-token', await adminToken(t))
      .send({
        sap: '7200002',
        entry_type: 'checkout',
        purchase_date: '2025-08-10',
        supplies: yearOfDailies('1DM'),
        phone_number: '2125550172',
      })
      .expect(400);
    expect(checkout.body.errors[0]).toMatchObject({
      name: 'phone_number',
      code: 'SMS_NOT_OFFERED',
    });

    // A phone verified while a provider was configured: no second step that no text could finish.
    await t.app.get(Credentials).recordVerifiedPhone(id, '2125550173', new Date());
    const login = await t
      .http()
      .post('/api/profiles/login')
      .send({ email, password: 'Lenses4ever' })
      .expect(200);
    expect(login.body.result.profile.twoStepRequired).toBe(false);
  });
});
