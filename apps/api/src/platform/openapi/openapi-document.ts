import { RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { z, type ZodType } from 'zod';
import { PUBLIC, ROLES_REQUIRED } from '../auth/access';
import { TOKEN_HEADER } from '../auth/auth.guard';
import { type RouteContract, contractOf } from '../http/contract';
import { IDEMPOTENCY_KEY_HEADER, STATE_CHANGING_METHODS } from '../idempotency/idempotency-header';

export interface DiscoveredController {
  metatype: new (...args: never[]) => unknown;
}

type JsonSchema = Record<string, unknown>;

const toJsonSchema = (schema: ZodType, io: 'input' | 'output' = 'input'): JsonSchema =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;

/** The success answer: `{ result }`, typed by the route's response schema when it has one. */
function success(response: ZodType | undefined) {
  if (!response) return { $ref: '#/components/schemas/Result' };
  const { $schema: _, ...result } = toJsonSchema(response, 'output');
  return { type: 'object', properties: { result }, required: ['result'] };
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
      const isPublic = Boolean(
        Reflect.getMetadata(PUBLIC, handler) ?? Reflect.getMetadata(PUBLIC, metatype),
      );
      const roles = (Reflect.getMetadata(ROLES_REQUIRED, handler) ??
        Reflect.getMetadata(ROLES_REQUIRED, metatype)) as string[] | undefined;
      const status = String(
        (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ??
          (method === RequestMethod.POST ? 201 : 200),
      );
      const changesState = STATE_CHANGING_METHODS.has(RequestMethod[method]);
      const operation: Record<string, unknown> = {
        operationId: `${metatype.name}.${name}`,
        summary: words(name),
        tags: [metatype.name.replace(/Controller$/, '')],
        parameters: [
          ...parameters(contract.params, 'path'),
          ...parameters(contract.query, 'query'),
          ...(changesState ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
        ],
        responses: {
          [status]: {
            description: 'Success: `{ result }`',
            content: { 'application/json': { schema: success(contract.response) } },
          },
          '400': { $ref: '#/components/responses/Errors' },
          ...(isPublic ? {} : { '401': { $ref: '#/components/responses/Errors' } }),
          ...(roles ? { '403': { $ref: '#/components/responses/Errors' } } : {}),
          ...(changesState
            ? {
                '409': { $ref: '#/components/responses/Errors' },
                '422': { $ref: '#/components/responses/Errors' },
              }
            : {}),
        },
        ...(isPublic ? { security: [] } : {}),
        ...(roles ? { description: `Roles: ${roles.join(', ')}` } : {}),
      };
      if (contract.body) {
        operation.requestBody = {
          required: true,
          content: { 'application/json': { schema: toJsonSchema(contract.body) } },
        };
      }
      const verb = RequestMethod[method].toLowerCase();
      for (const route of routes)
        paths[route] = { ...paths[route], [verb === 'all' ? 'get' : verb]: operation };
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
