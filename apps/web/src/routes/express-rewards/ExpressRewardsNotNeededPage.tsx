import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../features/page-kit/PageTitle';
import { claimsBundle } from '../../i18n/bundles/claims';
import { useNamespace } from '../../i18n/namespaces';

/** /express_rewards_not_needed: after "I don't need this reward". */
export function ExpressRewardsNotNeededPage() {
  const { t } = useNamespace(claimsBundle);
  return (
    <Stack gap="md" align="flex-start">
      <PageTitle page="expressRewardsNotNeeded" />
      <Text>{t('express.notNeeded.body')}</Text>
      <Text>{t('express.notNeeded.claimed')}</Text>
      <Text>{t('express.notNeeded.change')}</Text>
      <Anchor component={Link} to="/">
        {t('express.notNeeded.home')}
      </Anchor>
    </Stack>
  );
}
