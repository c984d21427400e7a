import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ProductCode, type SupplyMonths } from '@lens/domain';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { apiClientAtom } from '../../api/api.state';
import {
  fetchEmailLimited,
  optInByEmail,
  sendResults,
} from '../../features/estimator/estimator-api';
import { useLoad } from '../../features/api/use-load';
import { estimatorBundle } from '../../i18n/bundles/estimator';
import { useNamespace } from '../../i18n/namespaces';
import { FailureAlert, useFormFailure } from '../../features/page-kit/form-failure';
import { ConsentCheckbox } from '../../features/forms/ConsentCheckbox';
import { useFormChecks } from '../../features/forms/use-form-checks';
import { reservedError } from '../../features/forms/reserved-error';

interface Values {
  email: string;
  patient_name: string;
  optIn: boolean;
}

/**
 * E-mail my results (spec 000 §7 opt-in/send_results) within the daily estimate limit
 * (opt-in/estimate_limit); the news opt-in records an estimator-sourced consent.
 */
export function EmailResultsForm({
  brand,
  amount,
  sap,
}: {
  brand: ProductCode;
  amount: SupplyMonths;
  sap?: string;
}) {
  const { t, i18n } = useNamespace(estimatorBundle);
  const api = useAtomValue(apiClientAtom);
  const limit = useLoad(() => fetchEmailLimited(api), 'estimate-limit');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { failure, show, clear } = useFormFailure(i18n.language);
  const request = (values: Values) => ({
    email: values.email,
    brand,
    monthly_amount: amount,
    ...(sap ? { sap } : {}),
    ...(values.patient_name.trim() ? { patient_name: values.patient_name } : {}),
    language: i18n.language === 'es' ? ('es' as const) : ('en' as const),
  });
  const checks = useFormChecks();
  const form = useForm<Values>({
    initialValues: { email: '', patient_name: '', optIn: false },
    validate: checks.validate<Values>((c, values, lang) =>
      c.formErrors(c.sendResultsSchema, request(values), lang),
    ),
  });
  const limited = limit.status === 'ready' && limit.data;

  const submit = checks.formProps(form, async (values: Values) => {
    clear();
    setSentTo(null);
    try {
      await sendResults(api, (await checks.ready()).sendResultsSchema.parse(request(values)));
      if (values.optIn)
        await optInByEmail(api, values.email).catch((error: unknown) =>
          console.warn('opt-in failed', error),
        );
      setSentTo(values.email);
      limit.reload();
    } catch (error) {
      show(error, form);
    }
  });

  return (
    <Stack gap="sm" component="section" aria-labelledby="estimator-email">
      <Title order={2} size="h3" id="estimator-email">
        {t('email.heading')}
      </Title>
      <Text>{t('email.intro')}</Text>
      {!limited && (
        // Nothing above the button moves when the form answers (issue 29 item 2): the fields'
        // errors have their room kept, and what the form says comes below the button.
        <form {...submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('email.email')}
              type="email"
              autoComplete="email"
              withAsterisk
              {...reservedError(form.getInputProps('email'))}
            />
            <TextInput
              label={t('email.name')}
              autoComplete="given-name"
              {...reservedError(form.getInputProps('patient_name'))}
            />
            <ConsentCheckbox
              label={t('email.optIn')}
              {...form.getInputProps('optIn', { type: 'checkbox' })}
            />
            <Button type="submit" loading={form.submitting} w="fit-content">
              {t('email.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <div aria-live="polite">
        {sentTo && (
          <Alert color="teal" role="status">
            {t('email.sent', { email: sentTo })}
          </Alert>
        )}
        {limited && !sentTo && <Alert color="yellow">{t('email.limited')}</Alert>}
        <FailureAlert failure={failure} />
      </div>
    </Stack>
  );
}
