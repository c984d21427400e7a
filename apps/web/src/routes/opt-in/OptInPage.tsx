import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CURRENT_CONSENT_WORDING, type OptInChannel } from '@lens/domain';
import { type ConsentView, type OptIn, type OptInAccepted } from '@lens/validation';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ConsentCheckbox } from '../../features/forms/ConsentCheckbox';
import { reservedError } from '../../features/forms/reserved-error';
import { smsAvailableAtom } from '../../app-state/app-state.state';
import { useApi } from '../../features/api/use-api';
import { useFormCall } from '../../features/forms/use-form-call';
import { useFormChecks } from '../../features/forms/use-form-checks';
import { isSignedInAtom, profileAtom } from '../../session/session.state';
import { FailureAlert } from '../../features/forms/FailureAlert';
import { useAccountTranslation } from '../../features/texts/use-account-translation';

/** A signed-in profile's consents (GET and POST /api/opt-in; `consentViewSchema`). */
type Current = ConsentView;

/** What the page last did: asked for a confirmation, or stopped. */
type Outcome = 'sent' | 'stopped' | null;

const BOX = { email: 'email_opt_in', sms: 'sms_opt_in' } as const;
const ADDRESS = { email: 'email', sms: 'phone_number' } as const;

/**
 * /sms_opt_in and /email_opt_in (public): text or e-mail updates. The consent box starts
 * unticked, shows the exact wording the consent is recorded under, and nothing is sent without
 * it. Ticking it sends a confirmation link to the address (double opt-in): nothing is in effect
 * until that link is followed. A signed-in profile also sees and stops its own consent.
 * Where the server cannot send texts, text updates are not offered (the page says why); a
 * consent already given can still be stopped.
 */
function OptInPage({ channel }: { channel: OptInChannel }) {
  const { t } = useAccountTranslation(['account', 'pages']);
  const api = useApi();
  const signedIn = useAtomValue(isSignedInAtom);
  const offered = useAtomValue(smsAvailableAtom) || channel === 'email';
  const profile = useAtomValue(profileAtom);
  const [current, setCurrent] = useState<Current | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const box = BOX[channel];
  const address = ADDRESS[channel];
  const checks = useFormChecks();
  const form = useForm<OptIn>({
    initialValues: {
      email_opt_in: false,
      email: channel === 'email' && signedIn ? (profile.email ?? '') : '',
      sms_opt_in: false,
      phone_number: '',
      opt_in_source: 'site',
      // The wording the box shows: what the consent is recorded under.
      email_consent_version: CURRENT_CONSENT_WORDING.email,
      sms_consent_version: CURRENT_CONSENT_WORDING.sms,
    },
    validate: checks.validate<OptIn>((c, values, lang) =>
      c.formErrors(c.optInSchema, values, lang),
    ),
  });

  useEffect(() => {
    if (!signedIn) return;
    api.get<Current>('opt-in/').then(
      (consent) => {
        setCurrent(consent);
        const known = channel === 'email' ? consent.email : consent.phone_number;
        if (known) form.setFieldValue(address, known);
      },
      () => undefined, // the form works without it
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per sign-in
  }, [api, signedIn]);

  const { busy, failure, run } = useFormCall(form, [box, address]);

  const post = (body: Record<string, unknown>) =>
    api.post<Current | OptInAccepted>('opt-in/', {
      ...body,
      opt_in_source: 'site',
      ...(signedIn ? { profile_id: profile.id } : {}),
    });

  const join = (values: OptIn) => {
    if (!values[box]) {
      form.setFieldError(box, t('optIn.consentRequired'));
      return;
    }
    const version = `${channel}_consent_version`;
    return run(async () => {
      const answer = await post({
        [box]: true,
        [address]: values[address],
        [version]: CURRENT_CONSENT_WORDING[channel],
      });
      if ('email_status' in answer) setCurrent(answer);
      setOutcome('sent');
    });
  };

  const stop = () =>
    run(async () => {
      const answer = await post({ [box]: false, [address]: form.values[address] });
      if ('email_status' in answer) setCurrent(answer);
      form.setFieldValue(box, false);
      setOutcome('stopped');
    });

  const status = channel === 'email' ? current?.email_status : current?.sms_status;
  const shown = channel === 'email' ? current?.email : current?.phone_number;
  return (
    <Stack gap="lg" maw={520}>
      <Title order={1}>{t(channel === 'email' ? 'pages:emailOptIn' : 'pages:smsOptIn')}</Title>
      <Text>{t(`optIn.${channel}.intro`)}</Text>
      {!offered && (
        <Alert color="yellow" title={t('optIn.sms.unavailableTitle')}>
          <Stack gap="xs">
            <Text size="sm">{t('optIn.sms.unavailable')}</Text>
            <Anchor component={Link} to="/email_opt_in" size="sm">
              {t('optIn.sms.byEmail')}
            </Anchor>
          </Stack>
        </Alert>
      )}
      {(status === 'subscribed' || status === 'pending') && outcome === null && (
        <Alert
          color={status === 'subscribed' ? 'green' : 'blue'}
          title={t(`optIn.status.${status}`)}
        >
          {t(`optIn.${channel}.${status}Body`, { address: shown ?? '' })}
        </Alert>
      )}
      <form
        {...checks.formProps(form, (values) => void join(values))}
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
              {...reservedError(form.getInputProps('email'))}
            />
          ) : (
            <TextInput
              label={t('optIn.sms.phone')}
              type="tel"
              autoComplete="tel-national"
              required
              disabled={!offered}
              {...reservedError(form.getInputProps('phone_number'))}
            />
          )}
          <ConsentCheckbox
            disabled={!offered}
            label={t(`optIn.${channel}.consent`)}
            {...form.getInputProps(box, { type: 'checkbox' })}
          />
          <Button type="submit" loading={busy} disabled={!offered} w="fit-content">
            {t('optIn.submit')}
          </Button>
          {signedIn && (status === 'subscribed' || status === 'pending') && (
            <Button variant="subtle" onClick={() => void stop()} w="fit-content">
              {t(`optIn.${channel}.stop`)}
            </Button>
          )}
          {/* Below the buttons: what the form answers moves nothing under the pointer. */}
          <FailureAlert message={failure} />
          <div aria-live="polite">
            {outcome === 'sent' && (
              <Alert color="green" title={t(`optIn.${channel}.sentTitle`)}>
                {t(`optIn.${channel}.sentBody`)}
              </Alert>
            )}
            {outcome === 'stopped' && (
              <Alert color="gray" title={t('optIn.stopped')}>
                {t(`optIn.${channel}.stoppedBody`)}
              </Alert>
            )}
          </div>
        </Stack>
      </form>
    </Stack>
  );
}

export const SmsOptInPage = () => <OptInPage channel="sms" />;
export const EmailOptInPage = () => <OptInPage channel="email" />;
