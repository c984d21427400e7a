import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { type OptInLinkFollowed } from '@lens/validation';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useApi } from '../../features/api/use-api';
import { FailureAlert } from '../../features/forms/FailureAlert';
import { useFormCall } from '../../features/forms/use-form-call';
import { useAccountTranslation } from '../../features/texts/use-account-translation';

type Kind = 'confirm' | 'unsubscribe';

const CALL: Record<Kind, string> = { confirm: 'opt-in/confirm', unsubscribe: 'opt-in/withdraw' };

/**
 * The pages the links of the opt-in messages open (no sign-in): a button does the change, so a
 * mail scanner that only opens the link changes nothing.
 */
function SignedLinkPage({ kind }: { kind: Kind }) {
  const { t } = useAccountTranslation(['account', 'pages']);
  const api = useApi();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState<'email' | 'sms' | null>(null);
  const { busy, failure, run } = useFormCall(undefined, []);
  const act = () =>
    run(async () => {
      const answer = await api.post<OptInLinkFollowed>(CALL[kind], { token });
      setDone(answer.channel);
    });
  return (
    <Stack gap="lg" maw={520} align="flex-start">
      <Title order={1}>{t(kind === 'confirm' ? 'pages:optInConfirm' : 'pages:unsubscribe')}</Title>
      {done ? (
        <Alert color="green" role="status" title={t(`optInLinks.${kind}.doneTitle`)}>
          {t(`optInLinks.${kind}.done.${done}`)}
        </Alert>
      ) : (
        <>
          <Text>{t(`optInLinks.${kind}.intro`)}</Text>
          <FailureAlert message={token ? failure : t('optInLinks.missing')} />
          <Button loading={busy} disabled={!token} onClick={() => void act()}>
            {t(`optInLinks.${kind}.button`)}
          </Button>
        </>
      )}
      <Anchor component={Link} to="/">
        {t('optInLinks.home')}
      </Anchor>
    </Stack>
  );
}

export const OptInConfirmPage = () => <SignedLinkPage kind="confirm" />;
export const UnsubscribePage = () => <SignedLinkPage kind="unsubscribe" />;
