import { startTestApp, type TestApp } from '../testing/test-app';

describe('OpenAPI document (from the routes’ zod schemas)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ projector: false });
  });
  afterAll(() => t.close());

  it('lists routes with their request schemas, public routes without security', async () => {
    const { body } = await t.http().get('/api/docs/openapi.json').expect(200);
    expect(body.openapi).toBe('3.1.0');
    const app = body.paths['/api/app'].get;
    expect(app.security).toEqual([]);
    expect(app.responses['200']).toBeDefined();
    const withBody = Object.values(
      body.paths as Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: { type?: string } }> } }>
      >,
    )
      .flatMap((operations) => Object.values(operations))
      .filter((operation) => operation.requestBody);
    expect(withBody.length).toBeGreaterThan(0);
    for (const operation of withBody)
      expect(operation.requestBody!.content['application/json']!.schema).toBeInstanceOf(Object);
    expect(body.components.securitySchemes.profileToken).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'profile-token',
    });
  });

  it('serves the reference page and its assets from our own package', async () => {
    const page = await t.http().get('/api/docs').expect(200);
    expect(page.text).toContain('/api/docs/openapi.json');
    await t.http().get('/api/docs/assets/swagger-ui-bundle.js').expect(200);
    await t.http().get('/api/docs/assets/..%2Fpackage.json').expect(404);
  });
});
