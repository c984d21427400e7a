import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isWellFormedToken, type PasswordResetConfirm } from '@lens/validation';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiFailure } from '../../api/api-failure';
import { useApi } from '../../features/api/use-api';
import { FormSubmit } from '../../features/forms/FailureAlert';
import { NewPasswordInput } from '../../features/forms/NewPasswordInput';
import { useFormChecks } from '../../features/forms/use-form-checks';
import { useFormCall } from '../../features/forms/use-form-call';
import { LinkButton } from '../../features/page-kit/LinkButton';
import { stateText } from '../../features/page-kit/location-state';
import { PageTitle } from '../../features/page-kit/PageTitle';
import { useAccountTranslation } from '../../features/texts/use-account-translation';
import { logoutAtom } from '../../session/session.state';
import { BackToSignIn } from './BackToSignIn';

type Outcome = 'checking' | 'form' | 'done' | 'invalid';

/**
 * /reset_password?token=…: a new password through the e-mailed link (POST
 * profiles/password-reset/confirm). The token leaves the address bar at once (kept in the
 * history entry), so it is not in the page's address for links, reports or screenshots. After a
 * reset every session has ended, this browser's too: the person signs in again.
 */
export function ResetPasswordPage() {
  const { t } = useAccountTranslation('account');
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const logout = useSetAtom(logoutAtom);
  const token = params.get('token') ?? stateText(location.state, 'token');
  // A link cut short or altered cannot work: say so before the person types a password.
  const usable = isWellFormedToken(token);
  const [outcome, setOutcome] = useState<Outcome>(usable ? 'checking' : 'invalid');
  const checks = useFormChecks();
  const form = useForm<PasswordResetConfirm>({
    initialValues: { token: token ?? '', password: '' },
    validate: checks.validate<PasswordResetConfirm>((c, values, lang) =>
      c.formErrors(c.passwordResetConfirmSchema, values, lang),
    ),
  });
  const { busy, failure, run } = useFormCall(form, ['password']);

  // A used, expired or unknown link is said dead as the page opens, before any typing (issue 29).
  // Should the check itself fail, the form is shown: confirming says the same in the end.
  useEffect(() => {
    if (!usable || !token) return;
    let current = true;
    api.post('profiles/password-reset/check', { token }).then(
      () => current && setOutcome((now) => (now === 'checking' ? 'form' : now)),
      (error: unknown) => {
        if (!current) return;
        const dead = isApiFailure(error) && error.errors.some((e) => e.name === 'token');
        setOutcome((now) => (now === 'checking' ? (dead ? 'invalid' : 'form') : now));
      },
    );
    return () => {
      current = false;
    };
  }, [api, token, usable]);

  useEffect(() => {
    const fromQuery = params.get('token');
    if (fromQuery) void navigate(location.pathname, { replace: true, state: { token: fromQuery } });
  }, [params, navigate, location.pathname]);

  const submit = (values: PasswordResetConfirm) =>
    run(
      async () => {
        await api.post('profiles/password-reset/confirm', values);
        logout();
        setOutcome('done');
      },
      (error) => {
        // INVALID_TOKEN (unknown, used or expired): nothing the person can fix on this page.
        if (!isApiFailure(error) || !error.errors.some((e) => e.name === 'token')) return false;
        setOutcome('invalid');
        return true;
      },
    );

  return (
    <Stack gap="lg" maw={480}>
      <PageTitle page="resetPassword" />
      {outcome === 'checking' && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('resetPassword.checking')}</Text>
        </Group>
      )}
      {outcome === 'done' && (
        <Stack gap="md" align="flex-start">
          <Alert color="green" role="status" title={t('resetPassword.doneTitle')}>
            {t('resetPassword.done')}
          </Alert>
          <LinkButton to="/login">{t('resetPassword.signIn')}</LinkButton>
        </Stack>
      )}
      {outcome === 'invalid' && (
        <Stack gap="md" align="flex-start">
          <Alert color="red" role="alert" title={t('resetPassword.invalidTitle')}>
            {t('resetPassword.invalid')}
          </Alert>
          <LinkButton to="/forgot_password">{t('resetPassword.askAgain')}</LinkButton>
        </Stack>
      )}
      {outcome === 'form' && (
        <form
          {...checks.formProps(form, submit)}
          noValidate
          aria-label={t('resetPassword.formLabel')}
        >
          <Stack gap="md">
            <Text>{t('resetPassword.intro')}</Text>
            <NewPasswordInput {...form.getInputProps('password')} />
            <FormSubmit
              failure={failure}
              busy={busy}
              label={t('resetPassword.submit')}
              failureTitle={t('resetPassword.failed')}
            />
          </Stack>
        </form>
      )}
      <BackToSignIn />
    </Stack>
  );
}
