import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { Request } from 'express';
import type { ZodType } from 'zod';
import { ValidationFailure } from './failure';

export type Location = 'body' | 'query' | 'params';

/** The schemas a route validates, recorded for the OpenAPI document. */
export type RouteContract = Partial<Record<Location, ZodType>>;

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
