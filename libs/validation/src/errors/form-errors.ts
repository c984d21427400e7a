import { type z } from 'zod';
import { toApiErrors } from './api-errors';

/**
 * Field path → message for a form, `{}` when the values are valid. Shaped for @mantine/form:
 * `useForm({ validate: (values) => formErrors(schema, values, lang) })`.
 */
export function formErrors(
  schema: z.ZodType,
  values: unknown,
  lang?: string,
): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(toApiErrors(result.error, lang).map((e) => [e.name, e.message]));
}
