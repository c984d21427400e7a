import { z } from 'zod';

/**
 * Response schemas describe the JSON the api answers (inside `{ result }`): the api's tests parse
 * every answer of a route with its schema, the OpenAPI document shows it, and the web's types are
 * its `z.infer`. They describe, they do not transform: no defaults, no coercion.
 */

/** A time as JSON carries it: an ISO 8601 string (a `Date` serialised). */
export const instant = () => z.string();

/** A calendar day, `YYYY-MM-DD`. */
export const day = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The paging fields of every paged answer. */
export const paging = { page: z.number().int(), pageSize: z.number().int() } as const;

/** A count and a sum of whole dollars. */
export const countAndAmount = z.object({ count: z.number().int(), amount: z.number() });
export const countAndValue = z.object({ count: z.number().int(), value: z.number() });
