import { type TestApp, startTestApp } from '../../testing/test-app';
import { readModelReady, staff } from '../testing/admin-kit';

/** The `admin_session` cookie of a Set-Cookie list. */
const sessionCookie = (headers: Record<string, unknown>) =>
  ([] as string[])
    .concat((headers['set-cookie'] as string[] | undefined) ?? [])
    .find((c) => c.startsWith('admin_session='));

describe('admin session cookie (browser-only pages and downloads)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { APP_NOW: '2025-08-15T12:00:00Z' } });
    await readModelReady(t, 'profiles');
  });
  afterAll(() => t.close());

  it('sets an HttpOnly, SameSite=Strict cookie on /admin holding the staff token, for its lifetime', async () => {
    const issuedFrom = Date.now();
    const finance = await staff(t, 'finance', 'Fran');
    const opened = await t
      .http()
      .post('/admin/api/session')
      .set('profile-token', finance.token)
      .expect(200);
    const sinceIssued = Math.ceil((Date.now() - issuedFrom) / 1000);
    expect(opened.body.result).toMatchObject({ profileId: finance.profileId, role: 'finance' });
    const cookie = sessionCookie(opened.headers)!;
    expect(cookie).toContain(`admin_session=${finance.token}`);
    expect(cookie).toMatch(/; Path=\/admin(;|$)/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).not.toMatch(/; Secure/); // Secure in production only
    // The token's two hours, less what has passed since it was issued (more than a second on a
    // loaded machine: the sign-in hashes a password).
    const maxAge = Number(/; Max-Age=(\d+);/.exec(cookie)?.[1]);
    expect(maxAge).toBeLessThanOrEqual(7200);
    expect(maxAge).toBeGreaterThanOrEqual(7200 - sinceIssued - 1);

    // The cookie alone authenticates reads under /admin/api…
    const me = await t
      .http()
      .get('/admin/api/session')
      .set('Cookie', `admin_session=${finance.token}`)
      .expect(200);
    expect(me.body.result).toMatchObject({ role: 'finance', firstName: 'Fran' });
    // …never a change (those need the header), and a patient's token in it is still refused.
    await t
      .http()
      .post('/admin/api/invoices/support')
      .set('Cookie', `admin_session=${finance.token}`)
      .send({ fulfillmentType: 'physical_card', jiraId: 'FIN-1', invoiceDate: '2025-08-15' })
      .expect(401);

    const closed = await t
      .http()
      .delete('/admin/api/session')
      .set('profile-token', finance.token)
      .expect(200);
    expect(sessionCookie(closed.headers)).toMatch(
      /^admin_session=; Path=\/admin; Expires=Thu, 01 Jan 1970/,
    );
  });

  it('is for staff only: a patient’s token gets 403, none 401', async () => {
    const { token } = (
      await t
        .http()
        .post('/api/profiles')
        .send({
          email: 'patient.session@example.com',
          password: 'Lenses4ever',
          first_name: 'Pat',
          last_name: 'Lens',
          birthday: '1980-02-02',
          language: 'en',
        })
        .expect(201)
    ).body.result.profile;
    const refused = await t
      .http()
      .post('/admin/api/session')
      .set('profile-token', token)
      .expect(403);
    expect(sessionCookie(refused.headers)).toBeUndefined();
    await t.http().get('/admin/api/session').set('Cookie', `admin_session=${token}`).expect(403);
    await t.http().post('/admin/api/session').expect(401);
    await t
      .http()
      .get('/admin/api/session')
      .set('Cookie', 'admin_session=forged.token.x')
      .expect(401);
  });
});
