import { Button, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useAtomValue } from 'jotai';

import { Navigate, useParams } from 'react-router-dom';
import { apiClientAtom } from '../../api/api.state';
import { useLoad } from '../../features/api/use-load';
import { PageTitle } from '../../features/page-kit/PageTitle';
import { outreachBundle } from '../../i18n/bundles/outreach';
import { useNamespace } from '../../i18n/namespaces';
import { useModals } from '../../modals/use-modals';
import { fetchTargetedPractice, type TargetedPractice } from './promo-api';
import { useTargetedDisclaimers } from './use-targeted-disclaimers';
import { FailureAlert, useFormFailure } from '../../features/page-kit/form-failure';
import { useFormChecks } from '../../features/forms/use-form-checks';

export function PracticeNotFound() {
  const { t } = useNamespace(outreachBundle);
  return (
    <Stack gap="xs">
      <Title order={2}>{t('promo.notFound.heading')}</Title>
      <Text>{t('promo.notFound.body')}</Text>
    </Stack>
  );
}

function RequestForm({ practice }: { practice: TargetedPractice }) {
  const { t, i18n } = useNamespace(outreachBundle);
  const api = useAtomValue(apiClientAtom);
  const { open } = useModals();
  const { failure, show, clear } = useFormFailure(i18n.language);
  const checks = useFormChecks();
  const form = useForm({
    initialValues: { email: '' },
    validate: checks.validate<{ email: string }>((c, values, lang) =>
      c.formErrors(c.ecpCodeRequestSchema, { ...values, sap: practice.sap }, lang),
    ),
  });
  const submit = checks.formProps(form, async ({ email }: { email: string }) => {
    clear();
    try {
      await api.post('eye-care-professionals/ecp-code-request', { email, sap: practice.sap });
      open('promoCodeRequestConfirm', {
        email,
        practiceName: practice.displayName,
        schedulerUrl: practice.schedulerUrl,
      });
    } catch (error) {
      show(error, form);
    }
  });
  return (
    <form {...submit} noValidate>
      <Stack gap="sm" align="flex-start">
        <FailureAlert failure={failure} />
        <TextInput
          label={t('promo.email')}
          type="email"
          autoComplete="email"
          withAsterisk
          w="100%"
          maw={420}
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={form.submitting}>
          {t('promo.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * /ecpm/saps/:sap (spec 000 §2): a practice's targeted promo-code request. An inactive or
 * unaffiliated practice sends the visitor to /ecpmineligible/saps/:sap.
 */
export function EcpmPage() {
  const { t } = useNamespace(outreachBundle);
  const api = useAtomValue(apiClientAtom);
  const sap = useParams().sap ?? '';
  const practice = useLoad(() => fetchTargetedPractice(api, sap), sap);
  const found = practice.status === 'ready' ? practice.data : null;
  useTargetedDisclaimers(found?.eligible ? found.displayName : null);

  if (found && !found.eligible)
    return <Navigate to={`/ecpmineligible/saps/${encodeURIComponent(sap)}`} replace />;
  return (
    <Stack gap="lg">
      <PageTitle page="ecpm" />
      {practice.status === 'loading' ? (
        <Loader size="sm" aria-label={t('promo.loading')} />
      ) : found ? (
        <Stack gap="md">
          <Title order={2} size="h3">
            {found.displayName}
          </Title>
          <Text>{t('promo.intro', { practice: found.displayName })}</Text>
          <Text>{t('promo.how')}</Text>
          <RequestForm practice={found} />
        </Stack>
      ) : (
        <PracticeNotFound />
      )}
    </Stack>
  );
}
