import { Tokens } from '../platform/auth/tokens';
import { type TestApp, startTestApp } from '../testing/test-app';
import { ADMIN_TEST_NOW, type Staff, staff } from './testing/admin-kit';

interface Route {
  method: string;
  path: string;
}

/** Every route the running app answers under /admin/api, from Express's own router. */
function adminRoutes(t: TestApp): Route[] {
  const express = t.app.getHttpAdapter().getInstance() as {
    router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
  };
  return express.router.stack
    .flatMap((layer) =>
      layer.route
        ? Object.keys(layer.route.methods)
            .filter((method) => method !== '_all')
            .map((method) => ({ method: method.toUpperCase(), path: layer.route!.path }))
        : [],
    )
    .filter((route) => route.path.startsWith('/admin/api/') && !route.path.includes('*'))
    .filter((route) => route.method !== 'HEAD');
}

/** A path with its parameters filled in with well-formed values. */
const concrete = (path: string) =>
  path.replace(':id', 'EXC-1').replace(':code', 'SUMMER25').replace(/:\w+/g, 'abcdefghij');

const send = (t: TestApp, route: Route, token?: string) => {
  const request = t
    .http()
    [route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](concrete(route.path));
  return token ? request.set('profile-token', token) : request;
};

describe('back office access: every /admin/api route', () => {
  let t: TestApp;
  let routes: Route[];
  let patient: string;
  let actingForPatient: () => Promise<string>;
  let support: Staff;
  let finance: Staff;

  beforeAll(async () => {
    t = await startTestApp({ env: { APP_NOW: ADMIN_TEST_NOW } });
    routes = adminRoutes(t);
    const tokens = t.app.get(Tokens);
    const admin = await staff(t, 'admin');
    patient = (await tokens.issue({ profileId: 'patient-1', role: 'patient' })).token;
    // Each call gets its own: ending the impersonation ends the session of the token it uses.
    actingForPatient = async () =>
      (
        await tokens.issue({
          profileId: 'patient-1',
          role: 'patient',
          impersonator: { adminId: admin.profileId, comment: 'by phone', role: 'admin' },
        })
      ).token;
    support = await staff(t, 'support');
    finance = await staff(t, 'finance');
  });
  afterAll(() => t.close());

  it('finds the back office routes', () => {
    expect(routes.length).toBeGreaterThanOrEqual(30);
    expect(routes).toContainEqual({
      method: 'POST',
      path: '/admin/api/contest/entry/:submissionId/comments',
    });
  });

  it('refuses a caller without a token: 401', async () => {
    const answers = await Promise.all(
      routes.map(async (route) => [route, (await send(t, route)).status] as const),
    );
    expect(answers.filter(([, status]) => status !== 401)).toEqual([]);
  });

  it('refuses a patient’s own token: 403', async () => {
    const answers = await Promise.all(
      routes.map(async (route) => [route, (await send(t, route, patient)).status] as const),
    );
    expect(answers.filter(([, status]) => status !== 403)).toEqual([]);
  });

  it('refuses an admin acting for a patient, except the OAMOE comment and log-incomplete and ending it: 403', async () => {
    const open = new Set([
      'POST /admin/api/contest/entry/:submissionId/comments',
      'POST /admin/api/contest/entry/:submissionId/incomplete',
      'POST /admin/api/impersonation/end',
    ]);
    const answers = await Promise.all(
      routes.map(
        async (route) => [route, (await send(t, route, await actingForPatient())).status] as const,
      ),
    );
    const refused = answers.filter(([route]) => !open.has(`${route.method} ${route.path}`));
    expect(refused.filter(([, status]) => status !== 403)).toEqual([]);
    for (const [route, status] of answers.filter(([r]) => open.has(`${r.method} ${r.path}`)))
      expect([route, status]).not.toEqual([route, 403]);
  });

  it('keeps each area to its roles (admin may do all)', async () => {
    const status = async (method: string, path: string, who: Staff) =>
      (await send(t, { method, path }, who.token)).status;
    // Finance may not use support's or admin's tools; support may not use finance's or admin's.
    expect(await status('GET', '/admin/api/entries', finance)).toBe(403);
    expect(await status('GET', '/admin/api/profiles', finance)).toBe(403);
    expect(await status('POST', '/admin/api/promotions', support)).toBe(403);
    expect(await status('POST', '/admin/api/entries/:submissionId/approve', support)).toBe(403);
    expect(await status('GET', '/admin/api/invoices', support)).toBe(403);
    expect(await status('POST', '/admin/api/profile-exports', finance)).toBe(403);
    // Every staff role may open the admin session.
    for (const who of [support, finance])
      expect(await status('GET', '/admin/api/session', who)).toBe(200);
  });
});
