import { type z } from 'zod';
import { toApiErrors, type ApiError } from './api-errors';

export type Validated<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: readonly ApiError[] };

/** Parse a request for the API pipe: the parsed value, or the error list (never throws). */
export function validate<T extends z.ZodType>(
  schema: T,
  input: unknown,
  lang?: string,
): Validated<z.output<T>> {
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, errors: toApiErrors(result.error, lang) };
}
