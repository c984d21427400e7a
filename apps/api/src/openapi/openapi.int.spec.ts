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

  it('documents a route’s answer by its response schema, under its status', async () => {
    const { body } = await t.http().get('/api/docs/openapi.json').expect(200);
    const invoices = body.paths['/admin/api/invoices'].get.responses['200'];
    const result = invoices.content['application/json'].schema.properties.result;
    expect(result.required).toEqual(expect.arrayContaining(['invoices', 'totals', 'byType']));
    expect(result.properties.invoices.items.properties.invoice_id).toEqual({ type: 'string' });
    const support = body.paths['/admin/api/invoices/support'].post.responses;
    expect(Object.keys(support)).toContain('201');
    expect(Object.keys(support)).not.toContain('200');
  });

  it('serves the reference page and its assets from our own package', async () => {
    const page = await t.http().get('/api/docs').expect(200);
    expect(page.text).toContain('/api/docs/openapi.json');
    await t.http().get('/api/docs/assets/swagger-ui-bundle.js').expect(200);
    await t.http().get('/api/docs/assets/..%2Fpackage.json').expect(404);
  });
});
