import { Anchor, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Register, registerSchema } from '@lens/validation';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiFailure } from '../../api/api-failure';
import { useApi } from '../../features/api/use-api';
import { FormSubmit } from '../../features/forms/FailureAlert';
import { useSchemaValidate } from '../../features/forms/schema-form';
import { useFormCall } from '../../features/forms/use-form-call';
import { languageAtom } from '../../language/language.state';
import { useModals } from '../../modals/use-modals';
import { type ProfileResult } from '../../session/profile';
import { runProfileCallAtom } from '../../session/session.state';
import { useAccountTranslation } from '../../features/texts/use-account-translation';

const FIELDS = ['email', 'password', 'first_name', 'last_name', 'birthday', 'phone_number'];

/**
 * A new account (POST /api/profiles). Under 18 goes to /ineligible_age; an e-mail already
 * registered is said on the field with a way back to signing in. `onRegistered` gets the mobile
 * number when one was given, for the two-step confirmation.
 */
export function RegisterForm({
  onRegistered,
  onSignInInstead,
}: {
  onRegistered: (phoneNumber: string | null) => void;
  onSignInInstead: () => void;
}) {
  const { t } = useAccountTranslation('account');
  const api = useApi();
  const navigate = useNavigate();
  const language = useAtomValue(languageAtom);
  const runProfileCall = useSetAtom(runProfileCallAtom);
  const { open } = useModals();
  const [duplicate, setDuplicate] = useState(false);
  const form = useForm<Register>({
    initialValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      birthday: '',
      phone_number: '',
      language,
    },
    validate: useSchemaValidate<Register>(registerSchema),
  });

  const { busy, failure, run } = useFormCall(form, FIELDS);

  const submit = (values: Register) => {
    setDuplicate(false);
    return run(
      async () => {
        await runProfileCall(() => api.post<ProfileResult>('profiles', { ...values, language }));
        onRegistered(values.phone_number?.trim() ? values.phone_number : null);
      },
      (error) => {
        if (isApiFailure(error) && error.hasCode('INELIGIBLE_AGE')) {
          void navigate('/ineligible_age');
          return true;
        }
        setDuplicate(isApiFailure(error) && error.hasCode('DUPLICATE'));
        return false;
      },
    );
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label={t('register.formLabel')}>
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
        {duplicate && (
          <Text size="sm">
            <Anchor component="button" type="button" onClick={onSignInInstead}>
              {t('register.signInInstead')}
            </Anchor>
          </Text>
        )}
        <PasswordInput
          label={t('fields.newPassword')}
          description={t('register.passwordRules')}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <Group>
          <Anchor component="button" type="button" size="sm" onClick={() => open('passwordHelp')}>
            {t('register.passwordHelp')}
          </Anchor>
        </Group>
        <TextInput
          label={t('fields.birthday')}
          description={t('register.birthdayHint')}
          type="date"
          autoComplete="bday"
          required
          {...form.getInputProps('birthday')}
        />
        <TextInput
          label={t('fields.mobile')}
          description={t('register.mobileHint')}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          {...form.getInputProps('phone_number')}
        />
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
