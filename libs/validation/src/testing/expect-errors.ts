import { type z } from 'zod';
import { toApiErrors, type ApiError } from '../errors/api-errors';

/** The API error list for `value` (empty when it parses). */
export function errorsOf(schema: z.ZodType, value: unknown, lang = 'en'): ApiError[] {
  const result = schema.safeParse(value);
  return result.success ? [] : toApiErrors(result.error, lang);
}

/** Asserts `value` parses and returns the parsed value. */
export function expectAccepted<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  expect(errorsOf(schema, value)).toEqual([]);
  return schema.parse(value);
}

/** Asserts the error list has an entry for `name` with `code`, and returns it. */
export function expectError(
  schema: z.ZodType,
  value: unknown,
  name: string,
  code: string,
): ApiError {
  const errors = errorsOf(schema, value);
  const error = errors.find((e) => e.name === name);
  expect({ name, errors }).toEqual({
    name,
    errors: expect.arrayContaining([expect.objectContaining({ name, code })]),
  });
  return error as ApiError;
}

type Container = Readonly<Record<string, unknown>> | readonly unknown[];

/** A copy of `base` with the dotted `path` set to `value`, or removed when `value` is undefined. */
export function withField<T extends Container>(base: T, path: string, value: unknown): T {
  const [head = '', ...rest] = path.split('.');
  const copy: Record<string, unknown> = Array.isArray(base)
    ? ([...base] as unknown as Record<string, unknown>)
    : { ...base };
  if (rest.length > 0) {
    copy[head] = withField((copy[head] ?? {}) as Container, rest.join('.'), value);
  } else if (value === undefined) {
    delete copy[head];
  } else {
    copy[head] = value;
  }
  return copy as T;
}
