import { Badge, Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { formErrors, type Reconciliation, reconciliationQuerySchema } from '@lens/validation';
import { type FormEvent, useState } from 'react';
import { useLoad } from '../../features/api/use-load';
import { useFormat } from '../../i18n/format';
import { useAdminT } from '../i18n/admin-i18n';
import { useAdminApi } from '../session/admin-api';
import { AdminTable } from '../ui/AdminTable';
import { useNowOnce } from '../ui/AppClock';
import { DateRangeFields, thisMonth } from '../ui/DateRangeFields';
import { LoadState } from '../ui/LoadState';
import { Pager } from '../ui/Pager';
import { Section } from '../ui/Section';

/** Card fulfilment reconciliation: cards ordered in a range against their invoice lines. */
export function CardsSection() {
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
          <DateRangeFields
            from={{
              value: draft.from,
              error: errors.from,
              onChange: (e) => {
                const next = e.currentTarget.value;
                setDraft((d) => ({ ...d, from: next }));
              },
            }}
            to={{
              value: draft.to,
              error: errors.to,
              onChange: (e) => {
                const next = e.currentTarget.value;
                setDraft((d) => ({ ...d, to: next }));
              },
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
            <AdminTable
              label={t('finance.reconciliation')}
              minWidth={760}
              rows={report.cards}
              rowKey={(card) => card.submissionId}
              columns={[
                {
                  header: t('finance.cardColumns.entry'),
                  monospace: true,
                  cell: (card) => card.submissionId.slice(0, 8),
                },
                {
                  header: t('finance.cardColumns.amount'),
                  cell: (card) => format.money(card.amount ?? 0),
                },
                {
                  header: t('finance.cardColumns.status'),
                  cell: (card) => t(`finance.cardStatus.${card.status}`),
                },
                {
                  header: t('finance.cardColumns.ordered'),
                  cell: (card) =>
                    card.orderedAt ? format.date(card.orderedAt, 'short') : t('common.none'),
                },
                {
                  header: t('finance.cardColumns.mailed'),
                  cell: (card) =>
                    card.mailedAt ? format.date(card.mailedAt, 'short') : t('common.none'),
                },
                {
                  header: t('finance.cardColumns.invoiced'),
                  cell: (card) => format.money(card.invoiced),
                },
                {
                  header: t('finance.cardColumns.issues'),
                  cell: (card) =>
                    card.issues.map((issue) => t(`finance.issues.${issue}`)).join(', ') ||
                    t('common.none'),
                },
              ]}
            />
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
