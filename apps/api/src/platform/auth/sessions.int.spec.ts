import type { Redis } from 'ioredis';
import { decodeJwt } from 'jose';
import { as, type Staff, startAdminTestApp } from '../../admin/testing/admin-kit';
import { REDIS } from '../infrastructure/tokens';
import { signUp } from '../../testing/purchase-kit';
import { type TestApp, startTestApp } from '../../testing/test-app';

const ME = '/api/profiles/me';

describe('sessions: every token has an id, and ended sessions stop at once', () => {
  let t: TestApp;
  let admin: Staff;
  let support: Staff;

  beforeAll(async () => {
    ({ t, admin, support } = await startAdminTestApp());
  });
  afterAll(() => t.close());

  const expectEnded = async (token: string, path = ME) => {
    const response = await as(t, token).get(path).expect(401);
    expect(response.body.errors).toEqual([
      expect.objectContaining({ code: 'SESSION_ENDED', message: 'Please sign in to continue.' }),
    ]);
  };

  it('gives every token its own session id (sid, also its jti)', async () => {
    const first = await signUp(t);
    const claims = decodeJwt(first.token);
    expect(claims.sid).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(claims.jti).toBe(claims.sid);
    expect(decodeJwt((await signUp(t)).token).sid).not.toBe(claims.sid);
  });

  it('sign-out ends that session only: the token is refused on every route afterwards', async () => {
    const patient = await signUp(t);
    const email = (
      await t.db.pool.query('SELECT email FROM profile_credentials WHERE profile_id = $1', [
        patient.profileId,
      ])
    ).rows[0].email as string;
    const other = await t
      .http()
      .post('/api/profiles/login')
      .send({ email, password: 'Lenses4ever' })
      .expect(200);
    const otherToken = other.body.result.profile.token as string;

    await as(t, patient.token).get(ME).expect(200);
    const out = await as(t, patient.token).post('/api/profiles/logout').expect(200);
    expect(out.body).toEqual({ result: { signedOut: true } });
    await expectEnded(patient.token);
    await expectEnded(patient.token, '/api/patients/get-patients/me');
    await as(t, patient.token).post('/api/profiles/logout').expect(401);
    // The same profile's other session (another device) goes on.
    await as(t, otherToken).get(ME).expect(200);
    // A public route serves the signed-out token's holder as a visitor.
    await as(t, patient.token).get('/api/app').expect(200);
  });

  it('admin sign-out ends the staff session, by header and by cookie', async () => {
    const signedIn = await t
      .http()
      .post('/api/profiles/login')
      .send({ email: admin.email, password: 'Staff-pass-2025' })
      .expect(200);
    const token = signedIn.body.result.profile.token as string;
    const opened = await as(t, token).post('/admin/api/session').expect(200);
    const cookie = String(opened.headers['set-cookie']).split(';')[0]!;
    await t.http().get('/admin/api/session').set('Cookie', cookie).expect(200);

    await as(t, token).delete('/admin/api/session').expect(200);
    await expectEnded(token, '/admin/api/session');
    const byCookie = await t.http().get('/admin/api/session').set('Cookie', cookie).expect(401);
    expect(byCookie.body.errors[0].code).toBe('SESSION_ENDED');
    // Other staff sessions go on.
    await as(t, admin.token).get('/admin/api/session').expect(200);
  });

  it('the end of an impersonation ends the impersonation token’s session', async () => {
    const patient = await signUp(t);
    const started = await as(t, support.token)
      .post('/admin/api/impersonation', { profile_id: patient.profileId, comment: 'Called in' })
      .expect(201);
    const acting = started.body.result.token as string;
    expect(decodeJwt(acting)).toMatchObject({ act: { sub: support.profileId, role: 'support' } });
    await as(t, acting).get('/api/patients/get-patients/me').expect(200);

    const ended = await as(t, acting).post('/admin/api/impersonation/end').expect(200);
    await expectEnded(acting, '/api/patients/get-patients/me');
    await as(t, acting).post('/admin/api/impersonation/end').expect(401);
    // The staff member's new token works; the patient's own session was never touched.
    await as(t, ended.body.result.token as string)
      .get('/admin/api/session')
      .expect(200);
    await as(t, patient.token).get(ME).expect(200);
  });
});

describe('sessions when Redis is unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { APP_NOW: '2025-08-15T12:00:00Z' } });
  });
  afterAll(() => t.close());

  it('fails closed: a signed-in request answers 503, never 500 and never unchecked', async () => {
    const patient = await signUp(t);
    await as(t, patient.token).get(ME).expect(200);
    const redis = t.app.get<Redis>(REDIS);
    redis.disconnect();
    try {
      const response = await as(t, patient.token).get(ME).expect(503);
      expect(response.body.errors).toEqual([
        expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' }),
      ]);
    } finally {
      // Reconnect unless the client already is (it may be, on a loaded machine, by the time
      // the request above has its answer): its own queue then carries the next command.
      if (redis.status === 'end' || redis.status === 'wait') await redis.connect();
    }
    await as(t, patient.token).get(ME).expect(200);
  });
});
