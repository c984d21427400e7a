import { Anchor, Stack, Text } from '@mantine/core';
import { LinkButton } from '../../features/page-kit/LinkButton';
import { PageTitle } from '../../features/page-kit/PageTitle';
import { phasesBundle } from '../../i18n/bundles/phases';
import { useNamespace } from '../../i18n/namespaces';
import { useModals } from '../../modals/use-modals';

/** Registration found an account for this e-mail address (DUPLICATE_EMAIL): sign in instead. */
export function DupAccountPage() {
  const { t } = useNamespace(phasesBundle);
  const { open } = useModals();
  return (
    <Stack gap="md" align="flex-start">
      <PageTitle page="dupAccount" />
      <Text>{t('dupAccount.body')}</Text>
      <Text>{t('dupAccount.forgot')}</Text>
      <LinkButton to="/login">{t('dupAccount.signIn')}</LinkButton>
      <Anchor component="button" type="button" onClick={() => open('loginHelp')}>
        {t('dupAccount.help')}
      </Anchor>
    </Stack>
  );
}
