import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Register } from '@lens/validation';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiFailure } from '../../api/api-failure';
import { smsAvailableAtom } from '../../app-state/app-state.state';
import { useApi } from '../../features/api/use-api';
import { FormSubmit } from '../../features/forms/FailureAlert';
import { NewPasswordInput } from '../../features/forms/NewPasswordInput';
import { useFormChecks } from '../../features/forms/use-form-checks';
import { useFormCall } from '../../features/forms/use-form-call';
import { languageAtom } from '../../language/language.state';
import { type ProfileResult } from '../../session/profile';
import { runProfileCallAtom } from '../../session/session.state';
import { useAccountTranslation } from '../../features/texts/use-account-translation';
import { registerTypedAtom } from './register-typed.state';

const FIELDS = ['email', 'password', 'first_name', 'last_name', 'birthday', 'phone_number'];

/**
 * A new account (POST /api/profiles). A birthday after today is a field error
 * (BIRTHDAY_IN_FUTURE, a typo); under 18 goes to /ineligible_age; an e-mail already
 * registered goes to /dup_account, which names it and leads to signing in or a password reset.
 * `onRegistered` gets the mobile number when one was given, for the two-step confirmation.
 * Where the server cannot send texts there is no mobile number to give, and the form says why.
 * What is typed (not the password) survives Back and a reload (register-typed.state).
 */
export function RegisterForm({
  onRegistered,
}: {
  onRegistered: (phoneNumber: string | null) => void;
}) {
  const { t } = useAccountTranslation('account');
  const api = useApi();
  const navigate = useNavigate();
  const language = useAtomValue(languageAtom);
  const sms = useAtomValue(smsAvailableAtom);
  const runProfileCall = useSetAtom(runProfileCallAtom);
  const checks = useFormChecks();
  const [typed, setTyped] = useAtom(registerTypedAtom);
  const form = useForm<Register>({
    initialValues: {
      first_name: typed?.first_name ?? '',
      last_name: typed?.last_name ?? '',
      email: typed?.email ?? '',
      password: '',
      birthday: typed?.birthday ?? '',
      phone_number: typed?.phone_number ?? '',
      language,
    },
    validate: checks.validate<Register>((c, values, lang) =>
      c.formErrors(c.registerSchema, values, lang),
    ),
  });

  const { busy, failure, run } = useFormCall(form, FIELDS);

  // Everything but the password is kept as it is typed, so Back brings the form back filled.
  const { first_name, last_name, email, birthday, phone_number } = form.values;
  useEffect(() => {
    const values = { first_name, last_name, email, birthday, phone_number };
    setTyped(Object.values(values).some(Boolean) ? values : null);
  }, [setTyped, first_name, last_name, email, birthday, phone_number]);

  const submit = (values: Register) =>
    run(
      async () => {
        await runProfileCall(() => api.post<ProfileResult>('profiles', { ...values, language }));
        setTyped(null);
        onRegistered(sms && values.phone_number?.trim() ? values.phone_number : null);
      },
      (error) => {
        if (isApiFailure(error) && error.hasCode('INELIGIBLE_AGE')) {
          void navigate('/ineligible_age');
          return true;
        }
        if (isApiFailure(error) && error.hasCode('DUPLICATE')) {
          void navigate('/dup_account', { state: { email: values.email.trim() } });
          return true;
        }
        return false;
      },
    );

  return (
    <form {...checks.formProps(form, submit)} noValidate aria-label={t('register.formLabel')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('fields.firstName')}
            autoComplete="given-name"
            required
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label={t('fields.lastName')}
            autoComplete="family-name"
            required
            {...form.getInputProps('last_name')}
          />
        </SimpleGrid>
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <NewPasswordInput {...form.getInputProps('password')} />
        <TextInput
          label={t('fields.birthday')}
          description={t('register.birthdayHint')}
          type="date"
          autoComplete="bday"
          required
          {...form.getInputProps('birthday')}
        />
        {sms ? (
          <TextInput
            label={t('fields.mobile')}
            description={t('register.mobileHint')}
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            {...form.getInputProps('phone_number')}
          />
        ) : (
          <Text size="sm" c="gray.8">
            {t('register.noTexts')}
          </Text>
        )}
        <FormSubmit
          failure={failure}
          busy={busy}
          label={t('register.submit')}
          failureTitle={t('register.failed')}
        />
      </Stack>
    </form>
  );
}
