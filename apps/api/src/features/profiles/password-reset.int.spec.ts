import type { INestApplicationContext } from '@nestjs/common';
import type { EventStore } from '@lens/event-store';
import { Tokens } from '../../platform/auth/tokens';
import { ManualClock } from '../../platform/clock/clock';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { JobQueue } from '../../platform/jobs/job-queue';
import { signUp } from '../../testing/purchase-kit';
import { type TestApp, startTestApp } from '../../testing/test-app';
import { startTestWorker, waitUntil } from '../../testing/worker-kit';

const START = Date.parse('2025-08-15T12:00:00Z');
const OLD_PASSWORD = 'lentes2025';
const NEW_PASSWORD = 'gafas2026nuevas';

/** The answer to a used, expired or unknown link, in Spanish. */
const DEAD_LINK_ES = [
  { name: 'token', code: 'INVALID_TOKEN', message: 'Este enlace ya no es válido. Pide uno nuevo.' },
];

let serial = 0;
const newEmail = () => `reset.${Date.now()}.${(serial += 1)}@example.com`;

interface Mail {
  id: string;
  subject: string;
  template: string;
  language: string;
}

describe('password reset (real PostgreSQL, Redis, worker)', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  const clock = new ManualClock(START);

  beforeAll(async () => {
    t = await startTestApp({ clock, env: { RATE_LIMIT_SCALE: '100' } });
    worker = await startTestWorker(t);
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
  });

  const http = () => t.http();
  const requestReset = (email: string) =>
    http().post('/api/profiles/password-reset').send({ email });
  const confirm = (token: string, password: string) =>
    http().post('/api/profiles/password-reset/confirm').send({ token, password });
  const login = (email: string, password: string) =>
    http().post('/api/profiles/login').send({ email, password });
  const check = (token: string) =>
    http().post('/api/profiles/password-reset/check').send({ token });
  const me = (token: string) => http().get('/api/profiles/me').set('profile-token', token);

  /** A registered profile (Spanish unless said) and its session token. */
  async function registered(language: 'en' | 'es' = 'es') {
    const email = newEmail();
    const response = await http()
      .post('/api/profiles')
      .send({
        email,
        password: OLD_PASSWORD,
        first_name: 'Lucía',
        last_name: 'Ramos',
        birthday: '1985-05-05',
        language,
      })
      .expect(201);
    const { id, token } = response.body.result.profile as { id: string; token: string };
    return { id, email, token };
  }

  const mailsTo = async (to: string): Promise<Mail[]> =>
    (await http().get('/api/dev/mail').query({ to }).expect(200)).body.result.messages as Mail[];

  /** The reset link of the newest e-mail to `to`: its token, and the e-mail. */
  async function resetMail(to: string, count = 1) {
    const mails = await waitUntil(async () => {
      const found = await mailsTo(to);
      return found.length >= count && found;
    }, `${count} reset e-mail(s) to ${to}`);
    const newest = mails[0]!;
    const message = (await http().get(`/api/dev/mail/${newest.id}`).expect(200)).body.result
      .message as { text: string; html: string };
    const link = /(https?:\/\/\S+\/reset_password\?token=([A-Za-z0-9_-]+))/.exec(message.text);
    expect(link).not.toBeNull();
    return { mail: newest, text: message.text, url: link![1]!, token: link![2]! };
  }

  const eventsOf = async (profileId: string) =>
    t.app.get<EventStore>(EVENT_STORE).readStream(`profile-${profileId}`);

  it('mails a reset only to the account’s own address, whatever a job says (ids only)', async () => {
    const who = await registered('en');
    await requestReset(who.email).expect(202);
    const { token } = await resetMail(who.email);
    const [requested] = (await eventsOf(who.id)).filter((e) => e.type === 'PasswordResetRequested');
    const { resetId } = requested!.data as { resetId: string };
    // A copy of the job as an admin could once make on the queue board, with another address.
    const thief = newEmail();
    await t.app.get(JobQueue).enqueueAll([
      {
        queue: 'email',
        name: 'password-reset',
        jobId: `forged-${resetId}`,
        data: { eventId: 'forged', resetId, email: thief, language: 'en' } as never,
      },
    ]);
    const again = await resetMail(who.email, 2);
    expect(again.token).toBe(token);
    expect(await mailsTo(thief)).toEqual([]);
  });

  it('answers 202 alike for a registered and an unknown address; only the first gets an e-mail', async () => {
    const who = await registered('es');
    const known = await requestReset(who.email.toUpperCase()).expect(202);
    const unknown = await requestReset(newEmail()).expect(202);
    expect(known.body).toEqual({ result: { requested: true } });
    expect(unknown.body).toEqual(known.body);

    const { mail, text, url } = await resetMail(who.email);
    expect(mail).toMatchObject({
      template: 'password_reset',
      language: 'es',
      subject: 'Restablece tu contraseña de Lens Rewards',
    });
    expect(text).toContain('Hola, Lucía:');
    expect(url.startsWith(`${t.config.siteUrl}/reset_password?token=`)).toBe(true);
    const requested = (await eventsOf(who.id)).filter((e) => e.type === 'PasswordResetRequested');
    expect(requested).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({
          profileId: who.id,
          email: who.email,
          language: 'es',
          expiresAt: new Date(START + 60 * 60_000).toISOString(),
        }),
      }),
    ]);
    // Neither the event nor the table holds the link's secret.
    const { token } = await resetMail(who.email);
    expect(JSON.stringify(requested)).not.toContain(token);
    const rows = await t.db.pool.query(
      "SELECT encode(token_hash, 'hex') AS hash FROM password_resets WHERE profile_id = $1",
      [who.id],
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0].hash).not.toContain(Buffer.from(token).toString('hex'));
  });

  it('sets the new password once: the old one fails, the new one works, every earlier session ends', async () => {
    const who = await registered('en');
    const other = (await login(who.email, OLD_PASSWORD).expect(200)).body.result.profile
      .token as string;
    await requestReset(who.email).expect(202);
    const { mail, token } = await resetMail(who.email);
    expect(mail.subject).toBe('Reset your Lens Rewards password');

    const weak = await confirm(token, 'password').expect(400);
    expect(weak.body.errors).toEqual([
      expect.objectContaining({ name: 'password', code: 'VALIDATION' }),
    ]);
    await me(who.token).expect(200); // a refused attempt changes nothing

    expect((await confirm(token, NEW_PASSWORD).expect(200)).body).toEqual({
      result: { passwordReset: true },
    });
    for (const old of [who.token, other]) {
      const ended = await me(old).expect(401);
      expect(ended.body.errors[0].code).toBe('SESSION_ENDED');
    }
    await login(who.email, OLD_PASSWORD).expect(401);
    const fresh = (await login(who.email, NEW_PASSWORD).expect(200)).body.result.profile.token;
    await me(fresh).expect(200);

    const used = await confirm(token, 'yet4nother').expect(400);
    expect(used.body).toEqual({
      errors: [
        {
          name: 'token',
          code: 'INVALID_TOKEN',
          message: 'This link is not valid any more. Ask for a new one.',
        },
      ],
    });
    await login(who.email, NEW_PASSWORD).expect(200);
    expect((await eventsOf(who.id)).at(-1)).toMatchObject({
      type: 'PasswordChanged',
      data: { profileId: who.id, via: 'reset' },
    });
  });

  it('answers 400 INVALID_TOKEN for an unknown or an expired link (in Spanish too)', async () => {
    const unknown = await confirm('A'.repeat(43), NEW_PASSWORD)
      .set('Accept-Language', 'es')
      .expect(400);
    expect(unknown.body.errors).toEqual(DEAD_LINK_ES);

    const who = await registered();
    await requestReset(who.email).expect(202);
    const { token } = await resetMail(who.email);
    clock.advance(60 * 60_000);
    try {
      const expired = await confirm(token, NEW_PASSWORD).expect(400);
      expect(expired.body.errors[0]).toMatchObject({ name: 'token', code: 'INVALID_TOKEN' });
    } finally {
      clock.set(START);
    }
    await login(who.email, OLD_PASSWORD).expect(200);
  });

  it('says whether a link works before anything is typed, and uses nothing up (issue 29)', async () => {
    const unknown = await check('A'.repeat(43)).set('Accept-Language', 'es').expect(400);
    expect(unknown.body.errors).toEqual(DEAD_LINK_ES);
    const who = await registered();
    await requestReset(who.email).expect(202);
    const { token } = await resetMail(who.email);
    expect((await check(token).expect(200)).body).toEqual({ result: { usable: true } });
    await check(token).expect(200); // asking again uses nothing up
    await confirm(token, NEW_PASSWORD).expect(200);
    const used = await check(token).expect(400);
    expect(used.body.errors[0]).toMatchObject({ name: 'token', code: 'INVALID_TOKEN' });
    await check('').expect(400);
  });

  it('a used link uses up the profile’s other outstanding links', async () => {
    const who = await registered();
    await requestReset(who.email).expect(202);
    const first = await resetMail(who.email, 1);
    await requestReset(who.email).expect(202);
    const second = await resetMail(who.email, 2);
    expect(second.token).not.toBe(first.token);
    await confirm(second.token, NEW_PASSWORD).expect(200);
    await confirm(first.token, 'other1password').expect(400);
    await login(who.email, NEW_PASSWORD).expect(200);
  });

  it('refuses staff acting for the patient (403), even with a valid link', async () => {
    const who = await registered();
    await requestReset(who.email).expect(202);
    const { token } = await resetMail(who.email);
    const acting = (
      await t.app.get(Tokens).issue({
        profileId: who.id,
        role: 'patient',
        impersonator: { adminId: 'support-1', comment: 'Called in', role: 'support' },
      })
    ).token;
    const refused = await confirm(token, NEW_PASSWORD).set('profile-token', acting).expect(403);
    expect(refused.body.errors[0].code).toBe('NOT_WHILE_IMPERSONATING');
    await confirm(token, NEW_PASSWORD).expect(200);
  });

  it('answers 400, never 500, to malformed requests', async () => {
    for (const body of [
      {},
      { email: 'nope' },
      { email: ['a@b.co'] },
      { email: 'x'.repeat(10_000) },
    ])
      await http().post('/api/profiles/password-reset').send(body).expect(400);
    for (const body of [
      {},
      { token: 'has space', password: NEW_PASSWORD },
      { token: 'x'.repeat(100_000), password: NEW_PASSWORD },
      { token: 'abc', password: 12345678 },
    ])
      await http().post('/api/profiles/password-reset/confirm').send(body).expect(400);
  });
});

describe('password reset limits (429)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { APP_NOW: '2025-08-15T12:00:00Z' } });
  });
  afterAll(() => t.close());

  const requestReset = (email: string, ip: string) =>
    t.http().post('/api/profiles/password-reset').set('X-Forwarded-For', ip).send({ email });

  it('limits one caller’s requests for an e-mail, never another caller’s (issue 26 item 10)', async () => {
    const email = newEmail();
    for (let n = 0; n < 5; n += 1) await requestReset(email, '10.3.0.1').expect(202);
    const limited = await requestReset(email.toUpperCase(), '10.3.0.1').expect(429);
    expect(limited.body.errors[0].code).toBe('RATE_LIMITED');
    // Somebody else spending the e-mail's tries leaves the owner's own.
    await requestReset(email, '10.3.0.2').expect(202);
  });

  it('sends an inbox 5 links an hour, whoever asks; past that the same answer and nothing new', async () => {
    const email = newEmail();
    const { profileId } = await signUp(t, email);
    for (let n = 0; n < 8; n += 1) {
      const answer = await requestReset(email, `10.3.3.${n}`).expect(202);
      expect(answer.body).toEqual({ result: { requested: true } });
    }
    const events = await t.app.get<EventStore>(EVENT_STORE).readStream(`profile-${profileId}`);
    expect(events.filter((e) => e.type === 'PasswordResetRequested')).toHaveLength(5);
  });

  it('limits requests per address, whatever the e-mail', async () => {
    for (let n = 0; n < 5; n += 1) await requestReset(newEmail(), '10.3.1.1').expect(202);
    await requestReset(newEmail(), '10.3.1.1').expect(429);
    await requestReset(newEmail(), '10.3.1.2').expect(202);
  });
});
