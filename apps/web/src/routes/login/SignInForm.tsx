import { Anchor, Stack, TextInput } from '@mantine/core';
import { PasswordField } from '../../features/forms/PasswordField';
import { useForm } from '@mantine/form';
import { type Login } from '@lens/validation';
import { useSetAtom } from 'jotai';
import { Link } from 'react-router-dom';
import { isApiFailure } from '../../api/api-failure';
import { useApi } from '../../features/api/use-api';
import { FormSubmit } from '../../features/forms/FailureAlert';
import { useFormChecks } from '../../features/forms/use-form-checks';
import { useFormCall } from '../../features/forms/use-form-call';
import { useModals } from '../../modals/use-modals';
import { type Profile, type ProfileResult } from '../../session/profile';
import { runProfileCallAtom } from '../../session/session.state';
import { useAccountTranslation } from '../../features/texts/use-account-translation';

const FIELDS = ['email', 'password'];

/**
 * E-mail and password; a wrong pair is said above the button, not on one field. A profile with a
 * verified phone comes back waiting for its texted code (`twoStepRequired`).
 */
export function SignInForm({ onSignedIn }: { onSignedIn: (profile: Profile) => void }) {
  const { t } = useAccountTranslation('account');
  const api = useApi();
  const runProfileCall = useSetAtom(runProfileCallAtom);
  const { open } = useModals();
  const checks = useFormChecks();
  const form = useForm<Login>({
    initialValues: { email: '', password: '' },
    validate: checks.validate<Login>((c, values, lang) =>
      c.formErrors(c.loginSchema, values, lang),
    ),
  });
  const { busy, failure, setFailure, run } = useFormCall(form, FIELDS);

  const submit = (values: Login) =>
    run(
      async () => {
        onSignedIn(await runProfileCall(() => api.post<ProfileResult>('profiles/login', values)));
      },
      (error) => {
        if (!isApiFailure(error) || !error.hasCode('INVALID_CREDENTIALS')) return false;
        setFailure(error.errors[0]?.message);
        return true;
      },
    );

  return (
    <form {...checks.formProps(form, submit)} noValidate aria-label={t('signIn.formLabel')}>
      <Stack gap="md">
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Anchor
          component={Link}
          to="/forgot_password"
          state={{ email: form.values.email.trim() }}
          size="sm"
        >
          {t('signIn.forgot')}
        </Anchor>
        <FormSubmit
          failure={failure}
          busy={busy}
          label={t('signIn.submit')}
          failureTitle={t('signIn.failed')}
        />
        <Anchor component="button" type="button" onClick={() => open('loginHelp')}>
          {t('signIn.help')}
        </Anchor>
      </Stack>
    </form>
  );
}
