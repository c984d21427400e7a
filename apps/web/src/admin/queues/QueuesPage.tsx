import { Anchor, Text } from '@mantine/core';
import { useAdminT } from '../i18n/admin-i18n';
import { Page } from '../ui/Page';

/**
 * #/queues: the worker's queue board (bull-board at /admin/queues), a page of its own outside the
 * back office's app, opened with the admin session cookie.
 */
export function QueuesPage() {
  const { t } = useAdminT();
  return (
    <Page title={t('queues.title')}>
      <Text>{t('queues.intro')}</Text>
      <Anchor href="/admin/queues" fw={600}>
        {t('queues.open')}
      </Anchor>
    </Page>
  );
}
