import { type TestApp, startTestApp } from '../../testing/test-app';
import { API_PERMISSIONS_POLICY } from './http-edge';

describe('the API at its edge: routing and the headers of every answer (issue 26)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ projector: false });
  });
  afterAll(() => t.close());

  it('routes case-sensitively: a dev route in other letters is not the dev route', async () => {
    await t.http().get('/api/dev/mail').expect(200);
    for (const path of ['/api/Dev/mail', '/API/dev/mail', '/api/dev/MAIL', '/Dev/inbox'])
      expect((await t.http().get(path)).status).toBe(404);
    await t.http().get('/api/App').expect(404);
  });

  it.each(['TRACE', 'PUT', 'DELETE', 'PATCH'])(
    'answers %s on a GET route 405 with the methods it allows',
    async (method) => {
      const response = await t.http()[method.toLowerCase() as 'put']('/api/app');
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expect(response.body.errors[0]).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
    },
  );

  it('answers 405 on a route with a parameter, 404 where no route is', async () => {
    const put = await t.http().put('/api/profiles/login');
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe('POST');
    await t.http().trace('/api/nothing-here').expect(404);
  });

  it.each([
    ['an answer', 'get', '/api/app'],
    ['a refusal', 'post', '/api/profiles/login'],
    ['a 404', 'get', '/api/nothing-here'],
    ['a 405', 'trace', '/api/app'],
  ] as const)('sends nosniff, a Permissions-Policy and no-store on %s', async (_what, method, path) => {
    const response = await t.http()[method](path);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['permissions-policy']).toBe(API_PERMISSIONS_POLICY);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
