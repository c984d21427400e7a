import { isFulfillmentType } from '@lens/domain';
import { Badge, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { financeInvoiceQuerySchema, formErrors, type InvoicePage } from '@lens/validation';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { isApiFailure } from '../../api/api-failure';
import { useLoad } from '../../features/api/use-load';
import { useFormat } from '../../i18n/format';
import { useAdminT } from '../i18n/admin-i18n';
import { useAdminApi } from '../session/admin-api';
import { adminTokenAtom } from '../session/admin-session';
import { AdminTable } from '../ui/AdminTable';
import { useNowOnce } from '../ui/AppClock';
import { DateRangeFields, thisMonth } from '../ui/DateRangeFields';
import { useErrorText } from '../ui/error-text';
import { LoadState } from '../ui/LoadState';
import { type Outcome, OutcomeAlert } from '../ui/Outcome';
import { Pager } from '../ui/Pager';
import { DownloadProgress, Section } from '../ui/Section';
import { downloadCsv } from '../ui/transfers';
import { useFields } from '../ui/use-fields';

/** Invoice lines of a range (a page, or all of them as CSV), with totals by type. */
export function InvoicesSection() {
  const { t, language } = useAdminT();
  const format = useFormat();
  const errorText = useErrorText();
  const token = useAtomValue(adminTokenAtom);
  const fields = useFields({ ...thisMonth(useNowOnce()), invoice_type: '', fulfillment_type: '' });
  const { values: draft, setErrors } = fields;
  const [asked, setAsked] = useState<Record<string, string> | null>(null);
  const [page, setPage] = useState(1);
  const [progress, setProgress] = useState<number | null>(null);
  const [exportOutcome, setExportOutcome] = useState<Outcome>(null);
  const query = () => Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== ''));
  const check = () => {
    const found = formErrors(financeInvoiceQuerySchema, query(), language);
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  const show = (event: FormEvent) => {
    event.preventDefault();
    if (!check()) return;
    setPage(1);
    setAsked(query());
  };
  const exportCsv = async () => {
    if (!check()) return;
    setExportOutcome(null);
    setProgress(0);
    const q = query();
    try {
      const url = `/admin/api/invoices?${new URLSearchParams({ ...q, format: 'csv' }).toString()}`;
      const done = await downloadCsv(url, {
        token,
        language,
        fileName: `invoices-${q.from}-${q.to}.csv`,
        onProgress: ({ bytes }) => setProgress(bytes),
      });
      setExportOutcome({
        ok: true,
        text: t('exports.rowsDownloaded', { count: Math.max(0, done.lines - 1) }),
      });
    } catch (error) {
      if (isApiFailure(error)) setErrors(error.fieldErrors());
      setExportOutcome({ ok: false, text: errorText(error) });
    } finally {
      setProgress(null);
    }
  };
  const text = fields.text;
  return (
    <Section title={t('finance.invoices')}>
      <form onSubmit={show} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            <DateRangeFields from={text('from')} to={text('to')} />
            <TextInput
              label={t('finance.invoiceType')}
              placeholder="base, true_up, promo:…"
              {...text('invoice_type')}
            />
            <TextInput
              label={t('finance.fulfillmentType')}
              placeholder="physical_card"
              {...text('fulfillment_type')}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit">{t('finance.show')}</Button>
            <Button variant="light" onClick={() => void exportCsv()} loading={progress !== null}>
              {t('finance.exportCsv')}
            </Button>
          </Group>
          <DownloadProgress bytes={progress} />
          <OutcomeAlert outcome={exportOutcome} />
        </Stack>
      </form>
      {asked && (
        <InvoiceList query={{ ...asked, page: String(page) }} onPage={setPage} format={format} />
      )}
    </Section>
  );
}

function InvoiceList({
  query,
  onPage,
  format,
}: {
  query: Record<string, string>;
  onPage: (page: number) => void;
  format: ReturnType<typeof useFormat>;
}) {
  const { t } = useAdminT();
  const api = useAdminApi();
  const load = useLoad(() => api.get<InvoicePage>('invoices', { query }), JSON.stringify(query));
  return (
    <LoadState load={load} isEmpty={(data) => data.totals.count === 0} empty={t('finance.empty')}>
      {(data) => (
        <Stack mt="md">
          <Text fw={600} aria-live="polite">
            {t('finance.totals', {
              count: data.totals.count,
              value: format.money(data.totals.value),
            })}
          </Text>
          <Group gap="xs" aria-label={t('finance.byType')}>
            {data.byType.map((row) => (
              <Badge key={row.type} variant="light" c="dark.9" tt="none">
                {row.type}: {row.count} · {format.money(row.value)}
              </Badge>
            ))}
          </Group>
          <AdminTable
            label={t('finance.invoices')}
            minWidth={760}
            rows={data.invoices}
            rowKey={(invoice) => invoice.invoice_id}
            columns={[
              {
                header: t('finance.columns.entry'),
                monospace: true,
                cell: (invoice) => invoice.entry_id.slice(0, 8),
              },
              {
                header: t('finance.columns.code'),
                monospace: true,
                cell: (invoice) => invoice.confirmation_code ?? t('common.none'),
              },
              {
                header: t('finance.columns.date'),
                cell: (invoice) => format.date(invoice.invoice_date, 'short'),
              },
              { header: t('finance.columns.type'), cell: (invoice) => invoice.invoice_type },
              {
                header: t('finance.columns.value'),
                cell: (invoice) => format.money(invoice.value),
              },
              {
                header: t('finance.columns.fulfillment'),
                // In words, the code beside it for the filter (issue 29: not physical_card alone).
                cell: (invoice) =>
                  isFulfillmentType(invoice.fulfillment_type)
                    ? `${t(`finance.fulfillmentTypes.${invoice.fulfillment_type}`)} (${invoice.fulfillment_type})`
                    : invoice.fulfillment_type,
              },
              {
                header: t('finance.columns.jira'),
                cell: (invoice) => invoice.jira_id ?? t('common.none'),
              },
            ]}
          />
          <Pager
            total={data.totals.count}
            page={data.page}
            pageSize={data.pageSize}
            onPage={onPage}
          />
        </Stack>
      )}
    </LoadState>
  );
}
