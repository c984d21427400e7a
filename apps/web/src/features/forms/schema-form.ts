import { formErrors } from '@lens/validation';
import { useTranslation } from 'react-i18next';
import { type z } from 'zod';

/**
 * @mantine/form's `validate` for a libs/validation schema, with messages in the language showing
 * when the form is checked: `useForm({ validate: useSchemaValidate(schema) })`.
 */
export function useSchemaValidate<V>(schema: z.ZodType | ((values: V) => z.ZodType)) {
  const { i18n } = useTranslation();
  return (values: V) =>
    formErrors(typeof schema === 'function' ? schema(values) : schema, values, i18n.language);
}
