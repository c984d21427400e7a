import { Stack } from '@mantine/core';
import { useAdminT } from '../i18n/admin-i18n';
import { Page } from '../ui/Page';
import { CardsSection } from './CardsSection';
import { InvoicesSection } from './InvoicesSection';
import { InvoiceSupportSection } from './InvoiceSupportSection';

/** #/finance: invoice lines (and their CSV), invoice support, card fulfilment reconciliation. */
export function FinancePage() {
  const { t } = useAdminT();
  return (
    <Page title={t('finance.title')}>
      <Stack gap="xl">
        <InvoicesSection />
        <InvoiceSupportSection />
        <CardsSection />
      </Stack>
    </Page>
  );
}
