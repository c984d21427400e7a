import { randomUUID } from 'node:crypto';
import { ProjectionWaiter } from '../../platform/event-sourcing/projection-waiter';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { type TestApp, startTestApp } from '../../testing/test-app';
import type { EventStore } from '@lens/event-store';
import { Accounts } from './accounts';
import { Passwords } from './passwords';
import { PROFILES_PROJECTION } from './profile-stream';

const NOW = '2025-08-15T12:00:00Z';

let serial = 0;
const newEmail = () => `maria.${Date.now()}.${(serial += 1)}@example.com`;
const registration = (overrides: Record<string, unknown> = {}) => ({
  email: newEmail(),
  password: 'lentes2025',
  first_name: 'María',
  last_name: "O'Neil-Núñez",
  birthday: '1990-02-28',
  language: 'es' as const,
  phone_number: '(212) 555-0123',
  ...overrides,
});

describe('profiles: register, login, me (real PostgreSQL, Redis, projector)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Many sign-ins from one address here; the limits themselves are tested below.
    t = await startTestApp({
      env: { APP_NOW: NOW, RATE_LIMIT_SCALE: '100' },
    });
  });
  afterAll(() => t.close());

  const register = (body: unknown) =>
    t
      .http()
      .post('/api/profiles')
      .send(body as object);
  const me = (token: string) => t.http().get('/api/profiles/me').set('profile-token', token);

  describe('POST /api/profiles', () => {
    it('registers, answers 201 with the profile and its token, and profiles/me sees it at once', async () => {
      const body = registration({ email: `  MiXeD.${Date.now()}@Example.com ` });
      const response = await register(body).expect(201);
      const profile = response.body.result.profile;
      expect(profile).toEqual({
        token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        is_limited: false,
        plays_remaining: 1,
        first_name: 'María',
        last_name: "O'Neil-Núñez",
        email: body.email.trim().toLowerCase(),
        language: 'es',
        oktaId: null,
        activePrograms: {},
        milestones: expect.objectContaining({
          promocodeStacking: true,
          Express_Rewards_Updates: true,
          studentSweepstakes2024: false,
          oasys_max_pilot: false,
        }),
        expressSubmissionsList: [],
        role: 'patient',
        phone_verified: false,
        phone_number_masked: '(•••) •••-0123',
        twoStepRequired: false,
      });

      const mine = await me(profile.token).expect(200);
      expect(mine.body).toEqual({ result: { profile } });
    });

    it('keeps the profile in its stream and the password only as an argon2id hash', async () => {
      const body = registration();
      const { profile } = (await register(body).expect(201)).body.result;
      const events = await t.db.pool.query<{ type: string; data: object; metadata: object }>(
        'SELECT type, data, metadata FROM es.events WHERE stream_id = $1',
        [`profile-${profile.id}`],
      );
      expect(events.rows).toEqual([
        {
          type: 'ProfileRegistered',
          data: expect.objectContaining({ profileId: profile.id, email: body.email }),
          metadata: expect.objectContaining({ actorId: profile.id }),
        },
      ]);
      expect(JSON.stringify(events.rows)).not.toContain(body.password);
      const credentials = await t.db.pool.query(
        'SELECT email, password_hash, role, phone_number FROM profile_credentials WHERE profile_id = $1',
        [profile.id],
      );
      expect(credentials.rows).toEqual([
        {
          email: body.email,
          password_hash: expect.stringMatching(/^\$argon2id\$/),
          role: 'patient',
          phone_number: '2125550123',
        },
      ]);
    });

    it('answers 409 DUPLICATE on the e-mail field for a taken e-mail, whatever its case', async () => {
      const body = registration();
      await register(body).expect(201);
      const again = await register({ ...body, email: body.email.toUpperCase() }).expect(409);
      expect(again.body).toEqual({
        errors: [
          {
            name: 'email',
            code: 'DUPLICATE',
            message: 'An account with this e-mail address already exists.',
          },
        ],
      });
      const spanish = await register(body).set('Accept-Language', 'es').expect(409);
      expect(spanish.body.errors[0].message).toBe(
        'Ya existe una cuenta con esta dirección de correo electrónico.',
      );
    });

    it('refuses a taken e-mail before hashing its password (no argon2 cost for duplicates)', async () => {
      const body = registration();
      await register(body).expect(201);
      const hash = jest.spyOn(t.app.get(Passwords), 'hash');
      try {
        await register({ ...body, password: 'another1pass' }).expect(409);
        expect(hash).not.toHaveBeenCalled();
      } finally {
        hash.mockRestore();
      }
    });

    it('lets exactly one of several concurrent registrations of one e-mail win', async () => {
      const body = registration();
      const answers = await Promise.all(Array.from({ length: 6 }, () => register(body)));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      const { rows } = await t.db.pool.query(
        'SELECT profile_id FROM profile_credentials WHERE lower(email) = $1',
        [body.email],
      );
      expect(rows).toHaveLength(1);
      const streams = await t.db.pool.query(
        `SELECT DISTINCT stream_id FROM es.events
          WHERE type = 'ProfileRegistered' AND data->>'email' = $1`,
        [body.email],
      );
      expect(streams.rows).toEqual([{ stream_id: `profile-${rows[0].profile_id}` }]);
    });

    it('refuses anyone under 18 at the clock’s today with INELIGIBLE_AGE, and takes them on their birthday', async () => {
      const young = await register(registration({ birthday: '2007-08-16' })).expect(400);
      expect(young.body).toEqual({
        errors: [
          {
            name: 'birthday',
            code: 'INELIGIBLE_AGE',
            message: 'You must be 18 or older to take part.',
          },
        ],
      });
      const body = registration({ birthday: '2007-08-15' });
      await register(body).expect(201);
      // Refused registrations leave no trace: the e-mail is still free.
      const refused = registration({ birthday: '2010-01-01' });
      await register(refused).expect(400);
      await register({ ...refused, birthday: '2000-01-01' }).expect(201);
    });

    it('refuses a birthday after the clock’s today as a field error, not as under 18 (issue 29 item 6)', async () => {
      const typo = await register(registration({ birthday: '2095-08-15' })).expect(400);
      expect(typo.body).toEqual({
        errors: [
          {
            name: 'birthday',
            code: 'BIRTHDAY_IN_FUTURE',
            message: 'Your date of birth cannot be in the future. Check the year.',
          },
        ],
      });
    });

    it.each([
      ['no body at all', undefined, 'email', 'NULL'],
      ['a JSON array', [], 'body', 'VALIDATION'],
      ['a missing e-mail', registration({ email: undefined }), 'email', 'NULL'],
      ['a numeric e-mail', registration({ email: 42 }), 'email', 'VALIDATION'],
      ['an object as password', registration({ password: { $gt: '' } }), 'password', 'VALIDATION'],
      ['a weak password', registration({ password: 'password' }), 'password', 'VALIDATION'],
      [
        'a 100 kB name',
        registration({ first_name: 'a'.repeat(100_000) }),
        'first_name',
        'VALIDATION',
      ],
      ['a day-first birthday', registration({ birthday: '15/08/1990' }), 'birthday', 'VALIDATION'],
      ['an unknown language', registration({ language: 'fr' }), 'language', 'VALIDATION'],
      ['a short phone', registration({ phone_number: '555-0100' }), 'phone_number', 'VALIDATION'],
    ])('answers 400 for %s, never 500', async (_, body, name, code) => {
      const request = t.http().post('/api/profiles');
      const response = await (body === undefined ? request : request.send(body)).expect(400);
      expect(response.body.errors).toContainEqual(expect.objectContaining({ name, code }));
    });

    it('answers malformed JSON and an oversized body without a 500', async () => {
      await t
        .http()
        .post('/api/profiles')
        .set('Content-Type', 'application/json')
        .send('{"email": ')
        .expect(400);
      const huge = await register(registration({ last_name: 'x'.repeat(2_000_000) }));
      expect(huge.status).toBe(413);
    });
  });

  describe('POST /api/profiles/login', () => {
    const login = (body: unknown) =>
      t
        .http()
        .post('/api/profiles/login')
        .send(body as object);

    it('signs in with any case of the e-mail and answers the profile with a fresh token', async () => {
      const body = registration({ language: 'en' });
      const registered = (await register(body).expect(201)).body.result.profile;
      const response = await login({
        email: body.email.toUpperCase(),
        password: body.password,
      }).expect(200);
      const profile = response.body.result.profile;
      expect(profile).toEqual({ ...registered, token: expect.any(String) });
      expect((await me(profile.token).expect(200)).body.result.profile.id).toBe(registered.id);
    });

    it('answers the same 401 INVALID_CREDENTIALS for a wrong password and an unknown e-mail, both after a real hash check', async () => {
      const body = registration();
      await register(body).expect(201);
      const timed = async (attempt: object) => {
        const started = process.hrtime.bigint();
        const response = await login(attempt).expect(401);
        return { body: response.body, ms: Number(process.hrtime.bigint() - started) / 1e6 };
      };
      const wrong = await timed({ email: body.email, password: 'lentes2026' });
      const unknown = await timed({ email: newEmail(), password: 'lentes2026' });
      expect(unknown.body).toEqual(wrong.body);
      expect(wrong.body).toEqual({
        errors: [
          {
            name: 'password',
            code: 'INVALID_CREDENTIALS',
            message: 'The e-mail address or password is incorrect.',
          },
        ],
      });
      // argon2id at 19 MiB takes milliseconds: an unknown e-mail is not answered faster.
      expect(unknown.ms).toBeGreaterThan(5);
      expect(wrong.ms).toBeGreaterThan(5);
    });

    it.each([
      ['no password', { email: 'a@example.com' }, 'password', 'NULL'],
      ['a non-string e-mail', { email: ['a@example.com'], password: 'x' }, 'email', 'VALIDATION'],
      [
        'a 100 kB password',
        { email: 'a@example.com', password: 'p'.repeat(100_000) },
        'password',
        'VALIDATION',
      ],
      ['a JSON string body', '"a@example.com"', 'body', 'VALIDATION'],
      ['a form body without password', 'email=a@example.com', 'password', 'NULL'],
    ])('answers 400 for %s, never 500', async (_, body, name, code) => {
      const request = t.http().post('/api/profiles/login');
      const response = await (
        typeof body === 'string' && body.startsWith('"')
          ? request.set('Content-Type', 'application/json').send(body)
          : request.send(body)
      ).expect(400);
      expect(response.body.errors).toContainEqual(expect.objectContaining({ name, code }));
    });
  });

  describe('GET /api/profiles/me and profile/programs', () => {
    it('needs a valid token: 401 without one or with a forged one', async () => {
      const none = await t.http().get('/api/profiles/me').expect(401);
      expect(none.body.errors[0].code).toBe('UNAUTHORIZED');
      await me('not.a.token').expect(401);
      const { token } = (await register(registration()).expect(201)).body.result.profile;
      const [header, payload] = token.split('.');
      await me(`${header}.${payload}.forgedsignature`).expect(401);
      await t.http().get('/api/purchase-submissions/profile/programs').expect(401);
    });

    it('answers the profile’s programmes at the clock’s now', async () => {
      const { token, activePrograms } = (await register(registration()).expect(201)).body.result
        .profile;
      const response = await t
        .http()
        .get('/api/purchase-submissions/profile/programs')
        .set('profile-token', token)
        .expect(200);
      expect(response.body).toEqual({ result: { programs: activePrograms } });
      // A new profile has no patient, so no practice and no programme.
      expect(response.body.result.programs).toEqual({});
    });
  });

  describe('Accounts (for the demo seed)', () => {
    it('creates staff accounts whose token carries their role', async () => {
      const accounts = t.app.get(Accounts);
      const email = newEmail();
      const created = await accounts.createAccount({
        email,
        password: 'admin2025',
        first_name: 'Ada',
        last_name: 'Admin',
        birthday: '1980-01-01',
        language: 'en',
        role: 'admin',
      });
      expect(created).toMatchObject({ email, role: 'admin', position: expect.any(String) });
      expect(await accounts.findByEmail(email.toUpperCase())).toEqual({
        profileId: created.profileId,
        email,
        role: 'admin',
      });
      // Unlike registration over HTTP, creating an account does not wait for the read model that
      // profiles/me reads (the demo seed has no reader waiting): this test reads it next, so waits.
      expect(
        await t.app.get(ProjectionWaiter).waitFor(created.position!, [PROFILES_PROJECTION], 30_000),
      ).toBe(true);
      const login = await t
        .http()
        .post('/api/profiles/login')
        .send({ email, password: 'admin2025' })
        .expect(200);
      expect(login.body.result.profile.role).toBe('admin');
      const mine = await me(login.body.result.profile.token).expect(200);
      expect(mine.body.result.profile).toMatchObject({ role: 'admin', first_name: 'Ada' });
      await expect(
        accounts.createAccount({ ...registration(), email, role: 'finance' }),
      ).rejects.toMatchObject({ code: 'DUPLICATE_EMAIL', field: 'email' });
    });

    it('gives the e-mail back when the profile stream cannot be started', async () => {
      const accounts = t.app.get(Accounts);
      const store = t.app.get<EventStore>(EVENT_STORE);
      const profileId = randomUUID();
      const squatter = { profileId, email: 'x@example.com', firstName: 'X', language: 'en' };
      await store.append(
        `profile-${profileId}`,
        [{ type: 'ProfileRegistered', data: squatter }],
        'no_stream',
      );
      const body = registration();
      await expect(accounts.createAccount({ ...body, profileId })).rejects.toMatchObject({
        code: 'PROFILE_ALREADY_REGISTERED',
      });
      expect(await accounts.findByEmail(body.email)).toBeNull();
      await register(body).expect(201);
    });
  });
});

describe('profiles: sign-in limits that slow the guesser, not the owner (429)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { APP_NOW: NOW } });
  });
  afterAll(() => t.close());

  const PASSWORD = 'lentes2025';
  const OWNER_IP = '10.9.9.9';
  const login = (email: string, ip: string, password = 'wrong-password-1') =>
    t.http().post('/api/profiles/login').set('X-Forwarded-For', ip).send({ email, password });
  /** A registered account whose owner has signed in from OWNER_IP before. */
  const account = async () => {
    const body = registration();
    await t
      .http()
      .post('/api/profiles')
      .set('X-Forwarded-For', '10.200.0.1')
      .send(body)
      .expect(201);
    await login(body.email, OWNER_IP, PASSWORD).expect(200);
    return body.email;
  };

  it('ten bad passwords from ten addresses do not stop the owner signing in from their own', async () => {
    const email = await account();
    for (let n = 0; n < 10; n += 1) await login(email, `10.0.1.${n}`).expect(401);
    await login(email, OWNER_IP, PASSWORD).expect(200);
  });

  it('stops one address guessing one account after 5 tries; the owner elsewhere goes on', async () => {
    const email = await account();
    for (let n = 0; n < 5; n += 1) await login(email, '10.0.3.1').expect(401);
    const limited = await login(email.toUpperCase(), '10.0.3.1', PASSWORD).expect(429);
    expect(limited.body).toEqual({
      errors: [
        {
          name: 'body',
          code: 'RATE_LIMITED',
          message: 'Too many attempts. Please wait a moment and try again.',
        },
      ],
    });
    await login(email, OWNER_IP, PASSWORD).expect(200);
    await login(email, '10.0.3.2', PASSWORD).expect(200);
  });

  it('a right password clears the address’s own count for the account', async () => {
    const email = await account();
    for (let round = 0; round < 2; round += 1) {
      for (let n = 0; n < 4; n += 1) await login(email, '10.0.4.1').expect(401);
      await login(email, '10.0.4.1', PASSWORD).expect(200);
    }
  });

  it('past 20 wrong passwords from anywhere, only addresses the account signed in from may try', async () => {
    const email = await account();
    for (let n = 0; n < 20; n += 1) await login(email, `10.0.5.${n}`).expect(401);
    await login(email, '10.0.6.1', PASSWORD).expect(429);
    await login(email, OWNER_IP, PASSWORD).expect(200);
    // The address the account was registered from is the owner's too.
    await login(email, '10.200.0.1', PASSWORD).expect(200);
  });

  it('counts a burst before checking: 50 wrong passwords at once from 50 addresses, 20 checked', async () => {
    const email = await account();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => login(email, `10.0.8.${n}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    await login(email, OWNER_IP, PASSWORD).expect(200);
  });

  it('limits registrations per address (20 an hour)', async () => {
    const signUp = (ip: string) =>
      t.http().post('/api/profiles').set('X-Forwarded-For', ip).send(registration());
    for (let n = 0; n < 20; n += 1) await signUp('10.0.7.1').expect(201);
    const limited = await signUp('10.0.7.1').expect(429);
    expect(limited.body.errors[0].code).toBe('RATE_LIMITED');
    await signUp('10.0.7.2').expect(201);
  });

  it('limits wrong passwords from one address across accounts (credential stuffing)', async () => {
    for (let n = 0; n < 30; n += 1) await login(newEmail(), '10.0.2.1').expect(401);
    await login(newEmail(), '10.0.2.1').expect(429);
    await login(newEmail(), '10.0.2.2').expect(401);
  });
});
