import { Alert, Button, Checkbox, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type OptIn, optInSchema } from '@lens/validation';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useApi } from '../../features/api/use-api';
import { useFormCall } from '../../features/forms/use-form-call';
import { useSchemaValidate } from '../../features/forms/schema-form';
import { isSignedInAtom, profileAtom } from '../../session/session.state';
import { FailureAlert } from '../../features/forms/FailureAlert';
import { useAccountTranslation } from '../../features/texts/use-account-translation';

type Channel = 'sms' | 'email';

interface Current {
  email_opt_in: boolean;
  email: string | null;
  sms_opt_in: boolean;
  phone_number: string | null;
}

/**
 * /sms_opt_in and /email_opt_in (public): text or e-mail updates. A signed-in profile sees and
 * changes its own consent (the other channel is kept as it is); a visitor just signs up.
 */
function OptInPage({ channel }: { channel: Channel }) {
  const { t } = useAccountTranslation(['account', 'pages']);
  const api = useApi();
  const signedIn = useAtomValue(isSignedInAtom);
  const profile = useAtomValue(profileAtom);
  const [current, setCurrent] = useState<Current | null>(null);
  const [saved, setSaved] = useState<boolean | null>(null);
  const form = useForm<OptIn>({
    initialValues: {
      email_opt_in: channel === 'email',
      email: channel === 'email' ? (profile.email ?? '') : '',
      sms_opt_in: channel === 'sms',
      phone_number: '',
      opt_in_source: 'site',
    },
    validate: useSchemaValidate<OptIn>(optInSchema),
  });

  useEffect(() => {
    if (!signedIn) return;
    api.get<Current>('opt-in/').then(
      (consent) => {
        setCurrent(consent);
        if (channel === 'email' && consent.email) form.setFieldValue('email', consent.email);
        if (channel === 'sms' && consent.phone_number)
          form.setFieldValue('phone_number', consent.phone_number);
      },
      () => undefined, // a visitor's page works without it
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per sign-in
  }, [api, signedIn]);

  const { busy, failure, run } = useFormCall(form, ['email', 'phone_number']);

  const save = (values: OptIn, join: boolean) => {
    const other =
      channel === 'email'
        ? { sms_opt_in: current?.sms_opt_in ?? false, phone_number: current?.phone_number ?? '' }
        : { email_opt_in: current?.email_opt_in ?? false, email: current?.email ?? '' };
    const own =
      channel === 'email'
        ? { email_opt_in: join, email: values.email }
        : { sms_opt_in: join, phone_number: values.phone_number };
    return run(async () => {
      const consent = await api.post<Current>('opt-in/', {
        ...values,
        ...other,
        ...own,
        ...(signedIn ? { profile_id: profile.id } : {}),
      });
      setCurrent(consent);
      setSaved(join);
    });
  };

  const joined = channel === 'email' ? current?.email_opt_in : current?.sms_opt_in;
  return (
    <Stack gap="lg" maw={480}>
      <Title order={1}>{t(channel === 'email' ? 'pages:emailOptIn' : 'pages:smsOptIn')}</Title>
      <Text>{t(`optIn.${channel}.intro`)}</Text>
      <form
        onSubmit={form.onSubmit((values) => void save(values, true))}
        noValidate
        aria-label={t(`optIn.${channel}.formLabel`)}
      >
        <Stack gap="md">
          {channel === 'email' ? (
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
          ) : (
            <TextInput
              label={t('optIn.sms.phone')}
              type="tel"
              autoComplete="tel-national"
              required
              {...form.getInputProps('phone_number')}
            />
          )}
          <Checkbox
            label={t(`optIn.${channel}.consent`)}
            {...form.getInputProps(channel === 'email' ? 'email_opt_in' : 'sms_opt_in', {
              type: 'checkbox',
            })}
          />
          <FailureAlert message={failure} />
          <div aria-live="polite">
            {saved !== null && (
              <Alert
                color={saved ? 'green' : 'gray'}
                title={saved ? t('optIn.saved') : t('optIn.stopped')}
              >
                {saved ? t(`optIn.${channel}.savedBody`) : t(`optIn.${channel}.stoppedBody`)}
              </Alert>
            )}
          </div>
          <Button type="submit" loading={busy} w="fit-content">
            {t('optIn.submit')}
          </Button>
          {signedIn && joined && (
            <Button variant="subtle" onClick={() => void save(form.values, false)} w="fit-content">
              {t(`optIn.${channel}.stop`)}
            </Button>
          )}
        </Stack>
      </form>
    </Stack>
  );
}

export const SmsOptInPage = () => <OptInPage channel="sms" />;
export const EmailOptInPage = () => <OptInPage channel="email" />;
