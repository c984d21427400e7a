import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CodeValidated, type PhoneCodeForm } from '@lens/validation';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { isApiFailure } from '../../api/api-failure';
import { useApi } from '../../features/api/use-api';
import { useFailureText } from '../../features/forms/failure-message';
import { useFormChecks } from '../../features/forms/use-form-checks';
import { useModals } from '../../modals/use-modals';
import { runProfileCallAtom, tokenAtom } from '../../session/session.state';
import { FailureAlert } from '../../features/forms/FailureAlert';
import { useAccountTranslation } from '../../features/texts/use-account-translation';

/**
 * Two-step code (POST /api/auth/sendCode, /api/auth/validateCode): texts a code to the number
 * once, then checks what the person types. A wrong code is "This is not a valid code."
 * With `signIn`, a sign-in waits for it: the server texts the verified number (shown masked),
 * the step cannot be skipped, and the checked code answers the full session.
 */
export function TwoStepForm({
  phoneNumber,
  signIn = false,
  onVerified,
  onSkip,
}: {
  phoneNumber: string;
  signIn?: boolean;
  onVerified: () => void;
  onSkip?: () => void;
}) {
  const { t } = useAccountTranslation('account');
  const failureText = useFailureText();
  const api = useApi();
  const token = useAtomValue(tokenAtom) ?? '';
  const runProfileCall = useSetAtom(runProfileCallAtom);
  const { open } = useModals();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string>();
  const checks = useFormChecks();
  const form = useForm<PhoneCodeForm>({
    initialValues: { code: '' },
    validate: checks.validate<PhoneCodeForm>((c, values, lang) =>
      c.formErrors(c.phoneCodeFormSchema, values, lang),
    ),
  });

  const send = async () => {
    setSending(true);
    setFailure(undefined);
    try {
      await api.post('auth/sendCode', signIn ? { token } : { phone_number: phoneNumber, token });
      setSent(true);
    } catch (error) {
      setFailure(failureText.message(error));
    } finally {
      setSending(false);
    }
  };

  // The first code goes out as the step opens (once, also under React's strict double effects).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void send();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the step opens
  }, []);

  const verify = async ({ code }: PhoneCodeForm) => {
    setChecking(true);
    setFailure(undefined);
    try {
      const result = await api.post<CodeValidated>('auth/validateCode', {
        code,
        token,
      });
      // A wrong code keeps the pending token; only a checked one replaces the session.
      if (signIn) await runProfileCall(() => Promise.resolve(result));
      onVerified();
    } catch (error) {
      if (isApiFailure(error) && error.hasCode('INVALID_PHONE_CODE'))
        form.setErrors(error.fieldErrors());
      else setFailure(failureText.message(error));
    } finally {
      setChecking(false);
    }
  };

  return (
    <form {...checks.formProps(form, verify)} noValidate aria-label={t('twoStep.formLabel')}>
      <Stack gap="md">
        <Text aria-live="polite">
          {sent
            ? t('twoStep.sent', { phone: phoneNumber })
            : t('twoStep.sending', { phone: phoneNumber })}
        </Text>
        <TextInput
          label={t('twoStep.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          {...form.getInputProps('code')}
        />
        <FailureAlert message={failure} />
        <Button type="submit" loading={checking}>
          {t('twoStep.verify')}
        </Button>
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => void send()} loading={sending}>
            {t('twoStep.resend')}
          </Button>
          {onSkip && (
            <Button variant="subtle" onClick={onSkip}>
              {t('twoStep.skip')}
            </Button>
          )}
        </Group>
        <Anchor component="button" type="button" onClick={() => open('twoStepHelp')}>
          {t('twoStep.help')}
        </Anchor>
      </Stack>
    </form>
  );
}
