import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type PasswordResetRequest } from '@lens/validation';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useApi } from '../../features/api/use-api';
import { FormSubmit } from '../../features/forms/FailureAlert';
import { useFormChecks } from '../../features/forms/use-form-checks';
import { useFormCall } from '../../features/forms/use-form-call';
import { stateText } from '../../features/page-kit/location-state';
import { PageTitle } from '../../features/page-kit/PageTitle';
import { useAccountTranslation } from '../../features/texts/use-account-translation';
import { BackToSignIn } from './BackToSignIn';

/**
 * /forgot_password: asks for a reset link (POST profiles/password-reset). The answer is the same
 * whether or not the address has an account, so the page says "if an account uses it".
 */
export function ForgotPasswordPage() {
  const { t } = useAccountTranslation('account');
  const api = useApi();
  const location = useLocation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const checks = useFormChecks();
  const form = useForm<PasswordResetRequest>({
    // An e-mail typed on the sign-in form (or named on /dup_account) comes along.
    initialValues: { email: stateText(location.state, 'email') ?? '' },
    validate: checks.validate<PasswordResetRequest>((c, values, lang) =>
      c.formErrors(c.passwordResetRequestSchema, values, lang),
    ),
  });
  const { busy, failure, run } = useFormCall(form, ['email']);

  const submit = (values: PasswordResetRequest) =>
    run(async () => {
      await api.post('profiles/password-reset', values);
      setSentTo(values.email.trim());
    });

  return (
    <Stack gap="lg" maw={480}>
      <PageTitle page="forgotPassword" />
      {sentTo ? (
        <Stack gap="md" align="flex-start">
          <Alert color="green" role="status" title={t('forgotPassword.sentTitle')}>
            {t('forgotPassword.sent', { email: sentTo })}
          </Alert>
          <Text>{t('forgotPassword.noMail')}</Text>
          <Button variant="light" onClick={() => setSentTo(null)}>
            {t('forgotPassword.again')}
          </Button>
        </Stack>
      ) : (
        <form
          {...checks.formProps(form, submit)}
          noValidate
          aria-label={t('forgotPassword.formLabel')}
        >
          <Stack gap="md">
            <Text>{t('forgotPassword.intro')}</Text>
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              required
              data-autofocus
              {...form.getInputProps('email')}
            />
            <FormSubmit
              failure={failure}
              busy={busy}
              label={t('forgotPassword.submit')}
              failureTitle={t('forgotPassword.failed')}
            />
          </Stack>
        </form>
      )}
      <BackToSignIn />
    </Stack>
  );
}
