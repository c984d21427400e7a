import { type z } from 'zod';
import { expectAccepted, expectError, withField } from './expect-errors';

/** Values for one field of a valid example: each accepted one parses, each rejected one fails there. */
export interface FieldCase {
  readonly field: string;
  readonly accept: readonly unknown[];
  readonly reject: readonly (readonly [unknown, string])[];
}

/** Table-driven field tests over `base`, a valid example (undefined removes the field). */
export function describeFields(
  title: string,
  schema: z.ZodType,
  base: Readonly<Record<string, unknown>>,
  cases: readonly FieldCase[],
): void {
  describe.each(cases)(`${title} · $field`, ({ field, accept, reject }) => {
    it.each(accept.map((value) => [value]))('accepts %j', (value) => {
      expectAccepted(schema, withField(base, field, value));
    });
    it.each(reject.map(([value, code]) => [value, code]))('rejects %j with %s', (value, code) => {
      expectError(schema, withField(base, field, value), field, code);
    });
  });
}
