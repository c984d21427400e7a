import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { Request } from 'express';
import type { ZodType } from 'zod';
import { ValidationFailure } from './failure';

export type Location = 'body' | 'query' | 'params';

/**
 * The schemas of a route, recorded for the OpenAPI document: what it validates (body, query,
 * params) and what it answers (`response`: the `result` of its `{ result }` envelope).
 */
export type RouteContract = Partial<Record<Location | 'response', ZodType>>;

const CONTRACT = Symbol('route-contract');

export function contractOf(target: object, method: string | symbol): RouteContract {
  return (Reflect.getMetadata(CONTRACT, target, method) as RouteContract | undefined) ?? {};
}

function validated(location: Location, schema: ZodType): ParameterDecorator {
  const parse = createParamDecorator((_: unknown, context: ExecutionContext) => {
    const request = context.switchToHttp().getRequest<Request>();
    const parsed = schema.safeParse(request[location] ?? {});
    if (!parsed.success) throw new ValidationFailure(parsed.error, location);
    return parsed.data;
  })();
  return (target, method, index) => {
    if (method !== undefined) {
      Reflect.defineMetadata(
        CONTRACT,
        { ...contractOf(target, method), [location]: schema },
        target,
        method,
      );
    }
    parse(target, method, index);
  };
}

/** The request body, parsed by its schema from libs/validation (400 with field errors if not). */
export const Body = (schema: ZodType) => validated('body', schema);
/** The query string, parsed (and coerced) by its schema. */
export const Query = (schema: ZodType) => validated('query', schema);
/** The path parameters, parsed by their schema. */
export const Params = (schema: ZodType) => validated('params', schema);

/**
 * The `result` the route answers, a schema from libs/validation: the OpenAPI document shows it,
 * the integration tests parse every answer of the route with it, and the web takes its type.
 */
export function Returns(schema: ZodType): MethodDecorator {
  return (target, method) => {
    Reflect.defineMetadata(
      CONTRACT,
      { ...contractOf(target, method), response: schema },
      target,
      method,
    );
  };
}
