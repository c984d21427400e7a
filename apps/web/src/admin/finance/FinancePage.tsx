import {
  Badge,
  Button,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import {
  financeInvoiceQuerySchema,
  formErrors,
  type InvoicePage,
  invoiceSupportSchema,
  type Reconciliation,
  reconciliationQuerySchema,
} from '@lens/validation';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { isApiFailure } from '../../api/api-failure';
import { useLoad } from '../../features/api/use-load';
import { useFormat } from '../../i18n/format';
import { useAdminT } from '../i18n/admin-i18n';
import { useAdminApi } from '../session/admin-api';
import { adminTokenAtom } from '../session/admin-session';
import { useNowOnce } from '../ui/AppClock';
import { useErrorText } from '../ui/error-text';
import { LoadState } from '../ui/LoadState';
import { type Outcome, OutcomeAlert } from '../ui/Outcome';
import { Page } from '../ui/Page';
import { DownloadProgress, Section } from '../ui/Section';
import { ScrollTable } from '../ui/ScrollTable';
import { Pager } from '../ui/Pager';
import { downloadCsv } from '../ui/transfers';
import { useFields } from '../ui/use-fields';

/** The current month on the app's clock (UTC), as the default range. */
function thisMonth(instant: number): { from: string; to: string } {
  const now = new Date(instant);
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

/** #/finance: invoice lines (and their CSV), invoice support, card fulfilment reconciliation. */
export function FinancePage() {
  const { t } = useAdminT();
  return (
    <Page title={t('finance.title')}>
      <Stack gap="xl">
        <Invoices />
        <InvoiceSupport />
        <Cards />
      </Stack>
    </Page>
  );
}

function Invoices() {
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
            <TextInput type="date" label={t('common.from')} required {...text('from')} />
            <TextInput type="date" label={t('common.to')} required {...text('to')} />
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
          <ScrollTable label={t('finance.invoices')} minWidth={760}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('finance.columns.entry')}</Table.Th>
                  <Table.Th>{t('finance.columns.code')}</Table.Th>
                  <Table.Th>{t('finance.columns.date')}</Table.Th>
                  <Table.Th>{t('finance.columns.type')}</Table.Th>
                  <Table.Th>{t('finance.columns.value')}</Table.Th>
                  <Table.Th>{t('finance.columns.fulfillment')}</Table.Th>
                  <Table.Th>{t('finance.columns.jira')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.invoices.map((invoice) => (
                  <Table.Tr key={invoice.invoice_id}>
                    <Table.Td ff="monospace">{invoice.entry_id.slice(0, 8)}</Table.Td>
                    <Table.Td ff="monospace">
                      {invoice.confirmation_code ?? t('common.none')}
                    </Table.Td>
                    <Table.Td>{format.date(invoice.invoice_date, 'short')}</Table.Td>
                    <Table.Td>{invoice.invoice_type}</Table.Td>
                    <Table.Td>{format.money(invoice.value)}</Table.Td>
                    <Table.Td>{invoice.fulfillment_type}</Table.Td>
                    <Table.Td>{invoice.jira_id ?? t('common.none')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
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

function InvoiceSupport() {
  const { t, language } = useAdminT();
  const format = useFormat();
  const api = useAdminApi();
  const errorText = useErrorText();
  const fields = useFields({ fulfillmentType: 'physical_card', jiraId: '', invoiceDate: '' });
  const { values, setErrors } = fields;
  const [outcome, setOutcome] = useState<Outcome>(null);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const check = formErrors(invoiceSupportSchema, values, language);
    setErrors(check);
    setOutcome(null);
    if (Object.keys(check).length) return;
    try {
      const result = await api.post<{ jiraId: string; invoices: number; value: number }>(
        'invoices/support',
        values,
      );
      setOutcome({
        ok: true,
        text: t('finance.supportSaved', {
          jira: result.jiraId,
          count: result.invoices,
          value: format.money(result.value),
        }),
      });
    } catch (error) {
      if (isApiFailure(error)) setErrors(error.fieldErrors());
      setOutcome({ ok: false, text: errorText(error) });
    }
  };
  const text = fields.text;
  return (
    <Section title={t('finance.support')} intro={t('finance.supportIntro')}>
      <form onSubmit={save} noValidate>
        <Stack maw={720}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t('finance.fulfillmentType')} required {...text('fulfillmentType')} />
            <TextInput
              label={t('finance.jiraId')}
              placeholder="FIN-123"
              required
              {...text('jiraId')}
            />
            <TextInput
              type="date"
              label={t('finance.invoiceDate')}
              required
              {...text('invoiceDate')}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" variant="light">
              {t('finance.supportSave')}
            </Button>
          </Group>
          <OutcomeAlert outcome={outcome} />
        </Stack>
      </form>
    </Section>
  );
}

function Cards() {
  const { t, language } = useAdminT();
  const format = useFormat();
  const today = useNowOnce();
  const [draft, setDraft] = useState({
    ...thisMonth(today),
    fulfillment_type: '',
    issues_only: false,
  });
  const [asked, setAsked] = useState<Record<string, string> | null>(null);
  const [page, setPage] = useState(1);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const show = (event: FormEvent) => {
    event.preventDefault();
    const query: Record<string, string> = { from: draft.from, to: draft.to };
    if (draft.fulfillment_type) query.fulfillment_type = draft.fulfillment_type;
    if (draft.issues_only) query.issues_only = 'true';
    const check = formErrors(reconciliationQuerySchema, query, language);
    setErrors(check);
    if (Object.keys(check).length) return;
    setPage(1);
    setAsked(query);
  };
  return (
    <Section title={t('finance.reconciliation')} intro={t('finance.reconciliationIntro')}>
      <form onSubmit={show} noValidate>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            type="date"
            label={t('common.from')}
            required
            value={draft.from}
            error={errors.from}
            onChange={(e) => {
              const next = e.currentTarget.value;
              setDraft((d) => ({ ...d, from: next }));
            }}
          />
          <TextInput
            type="date"
            label={t('common.to')}
            required
            value={draft.to}
            error={errors.to}
            onChange={(e) => {
              const next = e.currentTarget.value;
              setDraft((d) => ({ ...d, to: next }));
            }}
          />
          <TextInput
            label={t('finance.fulfillmentType')}
            value={draft.fulfillment_type}
            error={errors.fulfillment_type}
            onChange={(e) => {
              const next = e.currentTarget.value;
              setDraft((d) => ({ ...d, fulfillment_type: next }));
            }}
          />
          <Checkbox
            label={t('finance.issuesOnly')}
            checked={draft.issues_only}
            onChange={(e) => {
              const next = e.currentTarget.checked;
              setDraft((d) => ({ ...d, issues_only: next }));
            }}
            mb={8}
          />
          <Button type="submit">{t('finance.show')}</Button>
        </Group>
      </form>
      {asked && (
        <CardReport query={{ ...asked, page: String(page) }} onPage={setPage} format={format} />
      )}
    </Section>
  );
}

function CardReport({
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
  const load = useLoad(
    () => api.get<Reconciliation>('card-fulfilment', { query }),
    JSON.stringify(query),
  );
  return (
    <LoadState load={load}>
      {(report) => (
        <Stack mt="md">
          <SimpleGrid cols={{ base: 2, md: 5 }} component="dl" m={0}>
            {(
              [
                [t('finance.ordered'), report.ordered.count, report.ordered.amount],
                [t('finance.mailed'), report.mailed.count, report.mailed.amount],
                [t('finance.returned'), report.returned.count, report.returned.amount],
                [t('finance.invoiced'), report.invoiced.count, report.invoiced.value],
                [
                  t('finance.withoutCard'),
                  report.invoicedWithoutCard.count,
                  report.invoicedWithoutCard.value,
                ],
              ] as const
            ).map(([label, count, amount]) => (
              <Stack key={label} gap={0}>
                <Text component="dt" size="sm" c="gray.8">
                  {label}
                </Text>
                <Text component="dd" m={0} fw={700}>
                  {count} · {format.money(amount)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <Group gap="xs" aria-label={t('finance.issueCounts')}>
            {(Object.entries(report.issues) as [keyof Reconciliation['issues'], number][]).map(
              ([issue, count]) => (
                <Badge
                  key={issue}
                  color={count ? 'orange' : 'gray'}
                  variant="light"
                  c="dark.9"
                  tt="none"
                >
                  {t(`finance.issues.${issue}`)}: {count}
                </Badge>
              ),
            )}
          </Group>
          {report.cards.length === 0 ? (
            <Text c="gray.8">{t('finance.noCards')}</Text>
          ) : (
            <ScrollTable label={t('finance.reconciliation')} minWidth={760}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('finance.cardColumns.entry')}</Table.Th>
                    <Table.Th>{t('finance.cardColumns.amount')}</Table.Th>
                    <Table.Th>{t('finance.cardColumns.status')}</Table.Th>
                    <Table.Th>{t('finance.cardColumns.ordered')}</Table.Th>
                    <Table.Th>{t('finance.cardColumns.mailed')}</Table.Th>
                    <Table.Th>{t('finance.cardColumns.invoiced')}</Table.Th>
                    <Table.Th>{t('finance.cardColumns.issues')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {report.cards.map((card) => (
                    <Table.Tr key={card.submissionId}>
                      <Table.Td ff="monospace">{card.submissionId.slice(0, 8)}</Table.Td>
                      <Table.Td>{format.money(card.amount ?? 0)}</Table.Td>
                      <Table.Td>{t(`finance.cardStatus.${card.status}`)}</Table.Td>
                      <Table.Td>
                        {card.orderedAt ? format.date(card.orderedAt, 'short') : t('common.none')}
                      </Table.Td>
                      <Table.Td>
                        {card.mailedAt ? format.date(card.mailedAt, 'short') : t('common.none')}
                      </Table.Td>
                      <Table.Td>{format.money(card.invoiced)}</Table.Td>
                      <Table.Td>
                        {card.issues.map((issue) => t(`finance.issues.${issue}`)).join(', ') ||
                          t('common.none')}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          )}
          <Pager
            total={report.total}
            page={report.page}
            pageSize={report.pageSize}
            onPage={onPage}
          />
        </Stack>
      )}
    </LoadState>
  );
}
