import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../features/page-kit/PageTitle';
import { phasesBundle } from '../../i18n/bundles/phases';
import { useNamespace } from '../../i18n/namespaces';

/** Registration refused for age (INELIGIBLE_AGE): why, and how a guardian can take part. */
export function IneligibleAgePage() {
  const { t } = useNamespace(phasesBundle);
  return (
    <Stack gap="md" align="flex-start">
      <PageTitle page="ineligibleAge" />
      <Text>{t('ineligibleAge.body')}</Text>
      <Text>{t('ineligibleAge.guardian')}</Text>
      <Anchor component={Link} to="/faq?topic=eligibility">
        {t('ineligibleAge.faq')}
      </Anchor>
    </Stack>
  );
}
