import { Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { PageLinks } from '../../features/page-kit/PageLinks';
import { PageTitle } from '../../features/page-kit/PageTitle';
import { outreachBundle } from '../../i18n/bundles/outreach';
import { useNamespace } from '../../i18n/namespaces';

/** /escalation_thanks: the request was received, with its short reference when arriving from the form. */
export function EscalationThanksPage() {
  const { t } = useNamespace(outreachBundle);
  const reference = (useLocation().state as { reference?: unknown } | null)?.reference;
  return (
    <Stack gap="md" align="flex-start">
      <PageTitle page="escalationThanks" />
      <Text>{t('escalationThanks.body')}</Text>
      {typeof reference === 'string' && (
        <Text fw={600}>{t('escalationThanks.reference', { id: reference })}</Text>
      )}
      <PageLinks
        links={[
          { to: '/', label: t('escalationThanks.home') },
          { to: '/faq', label: t('escalationThanks.faq') },
        ]}
      />
    </Stack>
  );
}
