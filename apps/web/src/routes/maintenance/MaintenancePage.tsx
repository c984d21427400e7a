import { Button, Stack, Text } from '@mantine/core';
import { PageLinks } from '../../features/page-kit/PageLinks';
import { PageTitle } from '../../features/page-kit/PageTitle';
import { phasesBundle } from '../../i18n/bundles/phases';
import { useNamespace } from '../../i18n/namespaces';

/** Planned maintenance (also at / while it lasts): FAQ and terms stay open (spec 000 §2). */
export function MaintenancePage() {
  const { t } = useNamespace(phasesBundle);
  return (
    <Stack gap="md" align="flex-start">
      <PageTitle page="maintenance" />
      <Text fw={600}>{t('maintenance.lead')}</Text>
      <Text>{t('maintenance.body')}</Text>
      <Text>{t('maintenance.stillOpen')}</Text>
      <PageLinks
        links={[
          { to: '/faq', label: t('lifecycle.faq') },
          { to: '/terms-and-conditions', label: t('lifecycle.terms') },
        ]}
      />
      {/* The app state decides maintenance: a fresh load asks the server again. */}
      <Button variant="light" onClick={() => window.location.reload()}>
        {t('maintenance.retry')}
      </Button>
    </Stack>
  );
}
