import { Group, Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { LinkButton } from '../../features/page-kit/LinkButton';
import { PageTitle } from '../../features/page-kit/PageTitle';
import { outreachBundle } from '../../i18n/bundles/outreach';
import { useNamespace } from '../../i18n/namespaces';

/** /viral_thanks: how many friends were invited (when arriving from the form). */
export function ViralThanksPage() {
  const { t } = useNamespace(outreachBundle);
  const invited = (useLocation().state as { invited?: unknown } | null)?.invited;
  return (
    <Stack gap="md" align="flex-start">
      <PageTitle page="viralThanks" />
      <Text>
        {typeof invited === 'number'
          ? t('viralThanks.body', { count: invited })
          : t('viralThanks.bodyUnknown')}
      </Text>
      <Group>
        <LinkButton to="/dashboard">{t('viralThanks.dashboard')}</LinkButton>
        <LinkButton to="/viral" variant="default">
          {t('viralThanks.more')}
        </LinkButton>
      </Group>
    </Stack>
  );
}

/** /viral_no_thanks. */
export function ViralNoThanksPage() {
  const { t } = useNamespace(outreachBundle);
  return (
    <Stack gap="md" align="flex-start">
      <PageTitle page="viralNoThanks" />
      <Text>{t('viralNoThanks.body')}</Text>
      <LinkButton to="/dashboard">{t('viralNoThanks.dashboard')}</LinkButton>
    </Stack>
  );
}
