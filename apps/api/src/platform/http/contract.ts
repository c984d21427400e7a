import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { Request } from 'express';
import type { ZodType } from 'zod';
import { ValidationFailure } from './failure';

export type Location = 'body' | 'query' | 'params';

/**
 * The schemas of a route, recorded for the OpenAPI document: what it validates (body, query,
 * params) and what it answers (`response`: the `result` of its `{ result }` envelope).
 */
export type RouteContract = Partial<Record<Location | 'response', ZodType>> & {
  /** What the route answers instead of (or beside) the `{ result }` envelope. */
  answers?: readonly RouteAnswer[];
  /** Failure statuses the route answers beyond those the document derives from its shape. */
  fails?: readonly number[];
};

/**
 * An answer that is not the `{ result }` envelope: a page, a file, a CSV, a redirect or a bare
 * JSON document. `schema` is a JSON Schema of the body (none: any body of that type).
 */
export interface RouteAnswer {
  status: number;
  description: string;
  /** Media types of the body; none for a redirect (whose `Location` header is documented). */
  contentTypes?: readonly string[];
  schema?: Record<string, unknown>;
  /** The answer is `{ result }` too, with this schema (a second success status of the route). */
  result?: ZodType;
}

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

/** Adds to a list of the route's contract (its answers, its failure statuses). */
function appending<K extends 'answers' | 'fails'>(
  key: K,
  values: NonNullable<RouteContract[K]>,
): MethodDecorator {
  return (target, method) => {
    const contract = contractOf(target, method);
    Reflect.defineMetadata(
      CONTRACT,
      { ...contract, [key]: [...(contract[key] ?? []), ...values] },
      target,
      method,
    );
  };
}

/**
 * Answers of a route that are not `{ result }` (pages, files, CSV, redirects, bare documents):
 * the OpenAPI document shows them with their media type and status. A route that also answers
 * `{ result }` keeps its `@Returns`.
 */
export const Answers = (...answers: RouteAnswer[]) => appending('answers', answers);

/**
 * Failure statuses a route answers that its shape does not tell (the document gives every route
 * 400 and 503; 401/403 from its guards, 404 from its path or ids, 409/413/422/429 from its body,
 * method and rate limit): e.g. a public sign-in route's 401, a command's own 403.
 */
export const Fails = (...statuses: number[]) => appending('fails', statuses);
