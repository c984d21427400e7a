import { RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { z, type ZodType } from 'zod';
import { ACTING_FOR_PATIENT, CHANGES_SIGN_IN, PUBLIC, ROLES_REQUIRED } from '../auth/access';
import { RATE_LIMIT } from '../rate-limit/rate-limit';
import { TOKEN_HEADER } from '../auth/auth.guard';
import { type RouteContract, contractOf } from '../http/contract';
import { IDEMPOTENCY_KEY_HEADER, STATE_CHANGING_METHODS } from '../idempotency/idempotency-header';

export interface DiscoveredController {
  metatype: new (...args: never[]) => unknown;
}

type JsonSchema = Record<string, unknown>;

function toJsonSchema(schema: ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return json as JsonSchema;
}

/** The success answer: `{ result }`, typed by the route's response schema when it has one. */
function success(response: ZodType | undefined) {
  if (!response) return { $ref: '#/components/schemas/Result' };
  return {
    type: 'object',
    properties: { result: toJsonSchema(response, 'output') },
    required: ['result'],
  };
}

const joinPath = (...parts: string[]) =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Nest accepts one path or several for a controller and for a route. */
const pathsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : [typeof value === 'string' ? value : ''];

/** Each property of an object schema as an OpenAPI parameter. */
function parameters(schema: ZodType | undefined, location: 'query' | 'path'): unknown[] {
  if (!schema) return [];
  const json = toJsonSchema(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
}

const words = (name: string) =>
  name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/** `{name}` of each path parameter of an OpenAPI path. */
const templateParameters = (route: string) =>
  [...route.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);

/**
 * The path parameters of a route: those its `@Params` schema validates, and any other of its
 * path (checked by a guard or by the handler itself) as text, so every `{name}` is declared.
 */
function pathParameters(schema: ZodType | undefined, route: string): unknown[] {
  const validated = parameters(schema, 'path') as { name: string }[];
  const names = templateParameters(route);
  return [
    ...validated.filter((parameter) => names.includes(parameter.name)),
    ...names
      .filter((name) => !validated.some((parameter) => parameter.name === name))
      .map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
  ];
}

/** A field that names something the API looks up (a profile, an entry, a code…): 404 if absent. */
const NAMES_A_THING = /(^u?id$|_id$|Id$|^code$|_code$|^token$|sap$)/;

function namesAThing(...schemas: (ZodType | undefined)[]): boolean {
  return schemas.some((schema) => {
    if (!schema) return false;
    const properties = (toJsonSchema(schema).properties ?? {}) as Record<string, unknown>;
    return Object.keys(properties).some((name) => NAMES_A_THING.test(name));
  });
}

const FAILURE = { $ref: '#/components/responses/Errors' };

/** What a route's decorators say about it, read once. */
interface RouteShape {
  contract: RouteContract;
  isPublic: boolean;
  roles: string[] | undefined;
  guardedOwner: boolean;
  rateLimited: boolean;
  changesState: boolean;
  status: number;
}

/**
 * Every status the route can answer, derived from its shape rather than listed by hand: 400
 * (input, a malformed Idempotency-Key), 401 unless public, 403 for roles and the
 * impersonator-or-owner guards, 404 with a path parameter or a field naming a thing, 409/422 for
 * commands (Idempotency-Key), 413 for a body, 429 when rate limited, 503 always (the database or
 * a provider unreachable); a route adds what its shape cannot tell with `@Fails`.
 */
function failureStatuses(shape: RouteShape, route: string): number[] {
  const { contract } = shape;
  const statuses = new Set<number>([400, 503, ...(contract.fails ?? [])]);
  if (!shape.isPublic) statuses.add(401);
  if (shape.roles || shape.guardedOwner) statuses.add(403);
  if (
    templateParameters(route).length ||
    namesAThing(contract.params, contract.query, contract.body)
  )
    statuses.add(404);
  if (shape.changesState) {
    statuses.add(409);
    statuses.add(422);
  }
  if (contract.body) statuses.add(413);
  if (shape.rateLimited) statuses.add(429);
  return [...statuses].sort();
}

/** The success answers: `{ result }` and the route's other answers (pages, files, redirects). */
function successResponses(shape: RouteShape): Record<string, unknown> {
  const { contract } = shape;
  const responses: Record<string, { description: string; content?: Record<string, unknown> }> = {};
  if (contract.response || !contract.answers?.length)
    responses[shape.status] = {
      description: 'Success: `{ result }`',
      content: { 'application/json': { schema: success(contract.response) } },
    };
  for (const answer of contract.answers ?? []) {
    const content = answer.result
      ? { 'application/json': { schema: success(answer.result) } }
      : Object.fromEntries(
          (answer.contentTypes ?? []).map((type) => [type, { schema: answer.schema ?? {} }]),
        );
    const existing = responses[answer.status];
    responses[answer.status] = existing
      ? {
          description: `${existing.description}; ${answer.description}`,
          content: { ...existing.content, ...content },
        }
      : {
          description: answer.description,
          ...(Object.keys(content).length ? { content } : {}),
          ...(answer.status >= 300 && answer.status < 400
            ? {
                headers: {
                  Location: { description: 'Where to go', schema: { type: 'string' } },
                },
              }
            : {}),
        };
  }
  return responses;
}

/** `Controller.method`, and for a handler served at several paths, its path after it. */
const operationId = (base: string, route: string, index: number) =>
  index === 0
    ? base
    : `${base}_${route
        .replace(/[{}]/g, '')
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .join('_')}`;

/**
 * The OpenAPI 3.1 document of every route, built from the same zod schemas the routes validate
 * with (recorded by @Body/@Query/@Params): the contract is written once.
 */
export function buildOpenApiDocument(
  controllers: readonly DiscoveredController[],
  info: { version: string },
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { metatype } of controllers) {
    const prefixes = pathsOf(Reflect.getMetadata(PATH_METADATA, metatype));
    const prototype = metatype.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const handler = prototype[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method === undefined) continue;
      const routes = prefixes.flatMap((prefix) =>
        pathsOf(Reflect.getMetadata(PATH_METADATA, handler)).map((route) =>
          joinPath(prefix, route),
        ),
      );
      const contract: RouteContract = contractOf(prototype, name);
      const meta = <T>(key: unknown) =>
        (Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, metatype)) as T | undefined;
      const shape: RouteShape = {
        contract,
        isPublic: Boolean(meta<boolean>(PUBLIC)),
        roles: meta<string[]>(ROLES_REQUIRED),
        guardedOwner: Boolean(meta(ACTING_FOR_PATIENT) ?? meta(CHANGES_SIGN_IN)),
        rateLimited: Boolean(meta(RATE_LIMIT)),
        changesState: STATE_CHANGING_METHODS.has(RequestMethod[method]),
        status:
          (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ??
          (method === RequestMethod.POST ? 201 : 200),
      };
      const verb = RequestMethod[method].toLowerCase();
      routes.forEach((route, index) => {
        const operation: Record<string, unknown> = {
          operationId: operationId(`${metatype.name}.${name}`, route, index),
          summary: words(name),
          tags: [metatype.name.replace(/Controller$/, '')],
          parameters: [
            ...pathParameters(contract.params, route),
            ...parameters(contract.query, 'query'),
            ...(shape.changesState ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
          ],
          responses: {
            ...successResponses(shape),
            ...Object.fromEntries(
              failureStatuses(shape, route).map((status) => [String(status), FAILURE]),
            ),
          },
          ...(shape.isPublic ? { security: [] } : {}),
          ...(shape.roles ? { description: `Roles: ${shape.roles.join(', ')}` } : {}),
        };
        if (contract.body) {
          operation.requestBody = {
            required: true,
            content: { 'application/json': { schema: toJsonSchema(contract.body) } },
          };
        }
        paths[route] = { ...paths[route], [verb === 'all' ? 'get' : verb]: operation };
      });
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Lens Rewards API',
      version: info.version,
      description:
        'Success answers are `{ result }`; failures are `{ errors: [{ name, code, message }] }` with messages in the `Accept-Language` language (en, es).',
    },
    servers: [{ url: '/' }],
    security: [{ profileToken: [] }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      securitySchemes: { profileToken: { type: 'apiKey', in: 'header', name: TOKEN_HEADER } },
      parameters: {
        IdempotencyKey: {
          name: IDEMPOTENCY_KEY_HEADER,
          in: 'header',
          required: false,
          description:
            'Makes the command safe to retry (IETF httpapi Idempotency-Key; Stripe’s semantics): a unique value per command, e.g. a UUID (16–255 visible characters, bare or as a quoted string). The same key with the same request answers the first answer again (`Idempotent-Replayed: true`) and does nothing twice; with another request 422 `IDEMPOTENCY_KEY_REUSED`; while the first is still running 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After`). Keys belong to the caller (the signed-in profile, or every anonymous caller alike) and are kept 24 hours.',
          schema: { type: 'string', minLength: 16, maxLength: 257 },
        },
      },
      schemas: {
        Result: { type: 'object', properties: { result: {} }, required: ['result'] },
        ApiError: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            code: { type: 'string' },
            message: { type: 'string' },
          },
          required: ['name', 'code', 'message'],
        },
      },
      responses: {
        Errors: {
          description: 'Failure: `{ errors }`',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  errors: { type: 'array', items: { $ref: '#/components/schemas/ApiError' } },
                },
              },
            },
          },
        },
      },
    },
  };
}
