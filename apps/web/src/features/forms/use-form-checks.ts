import { type UseFormReturnType } from '@mantine/form';
import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../../routing/chunk-errors';
import type * as FormChecksModule from './form-checks';

export type FormChecks = typeof FormChecksModule;
type FormErrorsMap = ReturnType<FormChecks['formErrors']>;

let loaded: FormChecks | undefined;
let loading: Promise<FormChecks> | undefined;

/** Loads the forms' checks once (a failed load is tried again the next time). */
export function loadFormChecks(): Promise<FormChecks> {
  loading ??= loadChunk('form-checks', () => import('./form-checks')).then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * A public page's form with its checks loaded on first use (DESIGN §12): focusing the form
 * starts the load, submitting waits for it, then validates exactly as before (the same
 * libs/validation schemas and messages) and calls the handler. Should the load fail, the form is
 * sent unchecked and the API's answer (the same schemas) names the fields.
 *
 *   const checks = useFormChecks();
 *   const form = useForm({ validate: checks.validate((c, values, lang) => c.formErrors(c.loginSchema, values, lang)) });
 *   <form {...checks.formProps(form, submit)}>
 */
export function useFormChecks() {
  const { i18n } = useTranslation();
  const [module, setModule] = useState(loaded);

  const ready = useCallback(
    () =>
      loadFormChecks().then((checks) => {
        setModule(checks);
        return checks;
      }),
    [],
  );

  return useMemo(() => {
    const prime = () => void ready().catch(() => undefined);
    return {
      /** The checks once loaded (for a render that needs a schema, such as a link's token). */
      loaded: module,
      ready,
      prime,
      /** @mantine/form's `validate`: no errors until the checks are loaded (submit waits for them). */
      validate:
        <V>(check: (checks: FormChecks, values: V, language: string) => FormErrorsMap) =>
        (values: V): FormErrorsMap =>
          loaded ? check(loaded, values, i18n.language) : {},
      /** The checks, for a submit handler (loaded by then: `formProps` waits for them). */
      get: (): FormChecks => {
        if (!loaded) throw new Error('form checks used before they loaded');
        return loaded;
      },
      /** `onSubmit` (after the checks load) and `onFocus` (starts the load) for the <form>. */
      formProps: <V>(
        form: UseFormReturnType<V>,
        handler: (values: V) => void | Promise<unknown>,
      ): { onSubmit: (event?: FormEvent<HTMLFormElement>) => void; onFocus: () => void } => ({
        onSubmit: (event) => {
          event?.preventDefault();
          void ready()
            .catch(() => undefined)
            .then(() => form.onSubmit(handler)());
        },
        onFocus: prime,
      }),
    };
  }, [module, ready, i18n.language]);
}
