import type { Response } from 'supertest';
import { OpenApiConformance } from './openapi-conformance';

const errors = {
  description: 'Failure',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: { errors: { type: 'array' } },
        required: ['errors'],
      },
    },
  },
};

const document = {
  openapi: '3.1.0',
  paths: {
    '/things/{id}': {
      get: {
        responses: {
          '200': {
            description: 'A thing',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    result: { type: 'object', properties: { n: { type: 'integer' } } },
                  },
                  required: ['result'],
                },
              },
              'text/csv': { schema: {} },
            },
          },
          '404': { $ref: '#/components/responses/Errors' },
        },
      },
    },
    '/things/mine': {
      get: { responses: { '302': { description: 'Elsewhere' } } },
    },
  },
  components: { responses: { Errors: errors } },
};

const answer = (status: number, body: unknown, type = 'application/json; charset=utf-8') =>
  ({ status, body, headers: { 'content-type': type } }) as unknown as Response;

describe('OpenApiConformance (every answer the integration tests receive, against the document)', () => {
  let contract: OpenApiConformance;
  beforeEach(() => {
    contract = new OpenApiConformance(document);
  });

  it('passes documented answers: status, media type (with parameters) and body', () => {
    expect(contract.check('GET', '/things/7?x=1', answer(200, { result: { n: 1 } }))).toBeNull();
    expect(contract.check('GET', '/things/7', answer(200, 'a,b', 'text/csv'))).toBeNull();
    expect(contract.check('GET', '/things/7', answer(404, { errors: [] }))).toBeNull();
    // A literal path wins over a template: /things/mine is not /things/{id}.
    expect(contract.check('GET', '/things/mine', answer(302, {}, 'text/plain'))).toBeNull();
    expect(contract.violations).toEqual([]);
  });

  it('records an undocumented status', () => {
    expect(contract.check('GET', '/things/7', answer(409, { errors: [] }))).toContain(
      'status 409 is not documented',
    );
    expect(contract.violations).toEqual([
      expect.objectContaining({ route: 'GET /things/7', status: 409 }),
    ]);
  });

  it('records an undocumented media type', () => {
    expect(contract.check('GET', '/things/7', answer(200, '<p>', 'text/html'))).toContain(
      'media type text/html',
    );
  });

  it('records a body that breaks the documented schema, including a $ref response', () => {
    expect(contract.check('GET', '/things/7', answer(200, { result: { n: 'one' } }))).toContain(
      'body does not match',
    );
    expect(contract.check('GET', '/things/7', answer(404, { message: 'no' }))).toContain(
      'body does not match',
    );
  });

  it('expects 404 at an unknown path and 405 for an unknown method, as error envelopes', () => {
    expect(contract.check('GET', '/nothing', answer(404, { errors: [] }))).toBeNull();
    expect(contract.check('DELETE', '/things/7', answer(405, { errors: [] }))).toBeNull();
    expect(contract.check('TRACE', '/things/7', answer(404, { errors: [] }))).toContain(
      'expected 405',
    );
  });
});
