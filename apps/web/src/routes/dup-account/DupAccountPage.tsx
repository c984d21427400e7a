import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { LinkButton } from '../../features/page-kit/LinkButton';
import { stateText } from '../../features/page-kit/location-state';
import { PageTitle } from '../../features/page-kit/PageTitle';
import { phasesBundle } from '../../i18n/bundles/phases';
import { useNamespace } from '../../i18n/namespaces';
import { useModals } from '../../modals/use-modals';

/**
 * Registration found an account for this e-mail address (DUPLICATE_EMAIL): it names the address
 * (the registration form just sent it; nothing is looked up here) and leads to signing in or a
 * password reset for it.
 */
export function DupAccountPage() {
  const { t } = useNamespace(phasesBundle);
  const { open } = useModals();
  // The address registration found taken, when the form sent it here.
  const email = stateText(useLocation().state, 'email');
  return (
    <Stack gap="md" align="flex-start">
      <PageTitle page="dupAccount" />
      <Text>{email ? t('dupAccount.named', { email }) : t('dupAccount.body')}</Text>
      <LinkButton to="/login">{t('dupAccount.signIn')}</LinkButton>
      <Text>{t('dupAccount.forgot')}</Text>
      <Anchor component={Link} to="/forgot_password" state={email ? { email } : undefined}>
        {t('dupAccount.forgotLink')}
      </Anchor>
      <Anchor component="button" type="button" onClick={() => open('loginHelp')}>
        {t('dupAccount.help')}
      </Anchor>
    </Stack>
  );
}
