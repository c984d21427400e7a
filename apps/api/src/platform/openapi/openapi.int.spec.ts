import SwaggerParser from '@apidevtools/swagger-parser';
import { startTestApp, type TestApp } from '../../testing/test-app';

type Operation = {
  operationId: string;
  parameters: { in?: string; name?: string; $ref?: string }[];
  responses: Record<string, unknown>;
  requestBody?: unknown;
  security?: unknown[];
};

const operationsOf = (document: { paths: Record<string, Record<string, Operation>> }) =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([verb, operation]) => ({ path, verb, operation })),
  );

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

  it('documents Idempotency-Key, 409 and 422 on every state-changing operation, on no other', async () => {
    const { body } = await t.http().get('/api/docs/openapi.json').expect(200);
    type Operation = { parameters: { $ref?: string }[]; responses: Record<string, unknown> };
    const operations = Object.entries(
      body.paths as Record<string, Record<string, Operation>>,
    ).flatMap(([path, methods]) =>
      Object.entries(methods).map(([verb, operation]) => ({ path, verb, operation })),
    );
    const changing = operations.filter(({ verb }) =>
      ['post', 'put', 'patch', 'delete'].includes(verb),
    );
    expect(changing.length).toBeGreaterThan(30);
    const ref = '#/components/parameters/IdempotencyKey';
    for (const { path, verb, operation } of operations) {
      const documented = operation.parameters.some((parameter) => parameter.$ref === ref);
      const expected = changing.some((c) => c.path === path && c.verb === verb);
      expect({ path, verb, documented }).toEqual({ path, verb, documented: expected });
      if (expected)
        expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['409', '422']));
    }
    expect(body.components.parameters.IdempotencyKey).toMatchObject({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
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

  it('documents every answer: `{ result }` by its schema, or a page, file, CSV or redirect', async () => {
    const { body } = await t.http().get('/api/docs/openapi.json').expect(200);
    const untyped = operationsOf(body)
      .filter(({ operation }) =>
        JSON.stringify(operation.responses).includes('#/components/schemas/Result'),
      )
      .map(({ verb, path }) => `${verb.toUpperCase()} ${path}`);
    expect(untyped).toEqual([]);
    const success = (path: string, verb = 'get', status = '200') =>
      body.paths[path][verb].responses[status];
    expect(Object.keys(success('/api/docs').content)).toEqual(['text/html']);
    expect(Object.keys(success('/dev/inbox').content)).toEqual(['text/html']);
    expect(Object.keys(success('/dev/inbox/{id}').content)).toEqual(['text/html']);
    expect(Object.keys(success('/admin/api/invoices').content)).toEqual([
      'application/json',
      'text/csv',
    ]);
    expect(Object.keys(success('/admin/api/profile-exports/{id}').content)).toEqual(['text/csv']);
    expect(Object.keys(success('/admin/api/opt-in-exports/{id}').content)).toEqual(['text/csv']);
    // openapi.json is served bare, not in `{ result }`.
    expect(success('/api/docs/openapi.json').content['application/json'].schema).toEqual({
      type: 'object',
      required: ['openapi', 'info', 'paths'],
    });
    // Redirects are documented as such, with their Location.
    for (const [path, status] of [
      ['/redirect_to_affiliate', '302'],
      ['/api/opt-in/unsubscribe', '303'],
    ] as const) {
      const responses = body.paths[path].get.responses;
      expect(responses['200']).toBeUndefined();
      expect(responses[status].headers.Location).toBeDefined();
    }
  });

  it('lints clean: a valid OpenAPI 3.1 document (swagger-parser), operationIds unique', async () => {
    const { body } = await t.http().get('/api/docs/openapi.json').expect(200);
    await expect(SwaggerParser.validate(structuredClone(body))).resolves.toBeDefined();
    const ids = operationsOf(body).map(({ operation }) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    // Every {name} of a path is a declared path parameter (issue 26: {file}, {key}).
    for (const { path, operation } of operationsOf(body)) {
      const declared = operation.parameters
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => parameter.name);
      const template = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      expect({ path, declared: declared.sort() }).toEqual({ path, declared: template.sort() });
    }
  });

  it('documents the failures each route can answer, derived from its shape', async () => {
    const { body } = await t.http().get('/api/docs/openapi.json').expect(200);
    const statuses = (path: string, verb: string) => Object.keys(body.paths[path][verb].responses);
    for (const { path, verb, operation } of operationsOf(body)) {
      const documented = Object.keys(operation.responses);
      expect({ path, verb, has: documented.includes('503') }).toEqual({ path, verb, has: true });
      if (path.includes('{'))
        expect({ path, verb, has: documented.includes('404') }).toEqual({ path, verb, has: true });
      if (operation.requestBody)
        expect({ path, verb, has: documented.includes('413') }).toEqual({ path, verb, has: true });
      if (!operation.security)
        expect({ path, verb, has: documented.includes('401') }).toEqual({ path, verb, has: true });
    }
    // Public routes that answer 401 (a wrong password, an upload key, another profile's id).
    expect(statuses('/api/profiles/login', 'post')).toContain('401');
    expect(statuses('/api/uploader/upload/{key}', 'post')).toContain('401');
    expect(statuses('/api/opt-in', 'post')).toContain('401');
    // The impersonator-or-owner routes answer 403 to a patient's own token.
    expect(statuses('/admin/api/impersonation/end', 'post')).toContain('403');
    expect(statuses('/admin/api/contest/entry/{submissionId}/comments', 'post')).toContain('403');
    expect(statuses('/admin/api/contest/entry/{submissionId}/incomplete', 'post')).toContain('403');
    expect(statuses('/api/tracking', 'post')).toEqual(expect.arrayContaining(['413', '429']));
    expect(statuses('/admin/api/promotions', 'post')).toContain('409');
  });

  it('serves the reference page and its assets from our own package', async () => {
    const page = await t.http().get('/api/docs').expect(200);
    expect(page.text).toContain('/api/docs/openapi.json');
    await t.http().get('/api/docs/assets/swagger-ui-bundle.js').expect(200);
    await t.http().get('/api/docs/assets/..%2Fpackage.json').expect(404);
  });
});
