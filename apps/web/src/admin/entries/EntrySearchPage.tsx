import {
  Button,
  Collapse,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  TextInput,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ENTRY_STATUS_FILTERS } from '@lens/validation';
import { type FormEvent, useMemo, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useLoad } from '../../features/api/use-load';
import { useFormat } from '../../i18n/format';
import { useAdminT } from '../i18n/admin-i18n';
import { useAdminApi } from '../session/admin-api';
import { LoadState } from '../ui/LoadState';
import { Page } from '../ui/Page';
import { ScrollTable } from '../ui/ScrollTable';
import { Pager } from '../ui/Pager';
import { StatusBadge } from '../ui/StatusBadge';
import { type EntryPage, entriesApi } from './entries-api';
import { EntryLink } from './EntryLink';

const FIELDS = [
  'q',
  'entry_id',
  'confirmation_code',
  'name',
  'email',
  'sap',
  'status',
  'date_field',
  'from',
  'to',
] as const;
type Field = (typeof FIELDS)[number];
type Filters = Record<Field, string>;

const blank = (): Filters => Object.fromEntries(FIELDS.map((f) => [f, ''])) as Filters;

/** #/entries: support's search (free text and fields), kept in the address so it can be shared. */
export function EntrySearchPage() {
  const { t } = useAdminT();
  const [params, setParams] = useSearchParams();
  const direct = params.get('id');
  const asked = useMemo(() => {
    const filters = blank();
    for (const field of FIELDS) filters[field] = params.get(field) ?? '';
    return filters;
  }, [params]);
  const [filters, setFilters] = useState<Filters>(asked);
  const [more, { toggle }] = useDisclosure(FIELDS.slice(1).some((f) => asked[f] !== ''));
  if (direct) return <Navigate to={`/entries/${encodeURIComponent(direct)}`} replace />;

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const field of FIELDS) if (filters[field].trim()) next.set(field, filters[field].trim());
    setParams(next);
  };
  const set = (field: Field) => (value: string | null) =>
    setFilters((current) => ({ ...current, [field]: value ?? '' }));
  const text = (field: Field) => ({
    value: filters[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      set(field)(event.currentTarget.value),
  });

  return (
    <Page title={t('entries.title')}>
      <form onSubmit={search} role="search" aria-label={t('entries.title')}>
        <Stack gap="sm">
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t('entries.searchLabel')}
              description={t('entries.searchHint')}
              style={{ flex: 1, minWidth: 260 }}
              {...text('q')}
            />
            <Button type="submit">{t('common.search')}</Button>
            <Button variant="subtle" onClick={toggle} aria-expanded={more}>
              {t('entries.more')}
            </Button>
          </Group>
          <Collapse expanded={more}>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              <TextInput label={t('entries.entryId')} {...text('entry_id')} />
              <TextInput label={t('entries.confirmationCode')} {...text('confirmation_code')} />
              <TextInput label={t('entries.name')} {...text('name')} />
              <TextInput label={t('entries.email')} {...text('email')} />
              <TextInput label={t('entries.sap')} inputMode="numeric" {...text('sap')} />
              <Select
                label={t('entries.status')}
                clearable
                value={filters.status || null}
                onChange={set('status')}
                data={ENTRY_STATUS_FILTERS.map((status) => ({
                  value: status,
                  label: t(`status.${status}`),
                }))}
              />
              <Select
                label={t('entries.dateField')}
                value={filters.date_field || 'purchase'}
                onChange={set('date_field')}
                allowDeselect={false}
                data={[
                  { value: 'purchase', label: t('entries.datePurchase') },
                  { value: 'confirmed', label: t('entries.dateConfirmed') },
                ]}
              />
              <TextInput type="date" label={t('common.from')} {...text('from')} />
              <TextInput type="date" label={t('common.to')} {...text('to')} />
            </SimpleGrid>
          </Collapse>
        </Stack>
      </form>
      <Results
        query={asked}
        page={Number(params.get('page') ?? 1)}
        onPage={(page) =>
          setParams((current) => ({ ...Object.fromEntries(current), page: String(page) }))
        }
      />
    </Page>
  );
}

function Results({
  query,
  page,
  onPage,
}: {
  query: Filters;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useAdminT();
  const format = useFormat();
  const api = useAdminApi();
  const asked = Object.fromEntries(
    Object.entries({ ...query, page: String(page) }).filter(([, v]) => v !== ''),
  );
  const load = useLoad<EntryPage>(() => entriesApi(api).search(asked), JSON.stringify(asked));
  return (
    <LoadState load={load} isEmpty={(data) => data.entries.length === 0} empty={t('entries.empty')}>
      {(data) => (
        <>
          <ScrollTable label={t('entries.title')} minWidth={900}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('entries.columns.entry')}</Table.Th>
                  <Table.Th>{t('entries.columns.patient')}</Table.Th>
                  <Table.Th>{t('entries.columns.email')}</Table.Th>
                  <Table.Th>{t('entries.columns.status')}</Table.Th>
                  <Table.Th>{t('entries.columns.purchased')}</Table.Th>
                  <Table.Th>{t('entries.columns.practice')}</Table.Th>
                  <Table.Th>{t('entries.columns.reward')}</Table.Th>
                  <Table.Th>{t('entries.columns.updated')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.entries.map((entry) => (
                  <Table.Tr key={entry.submissionId}>
                    <Table.Td>
                      <EntryLink entry={entry} />
                    </Table.Td>
                    <Table.Td>{entry.patientName ?? t('common.none')}</Table.Td>
                    <Table.Td>{entry.email ?? t('common.none')}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={entry.status} />
                    </Table.Td>
                    <Table.Td>
                      {entry.purchaseDate
                        ? format.date(entry.purchaseDate, 'short')
                        : t('common.none')}
                    </Table.Td>
                    <Table.Td>{entry.practiceName ?? entry.sap ?? t('common.none')}</Table.Td>
                    <Table.Td>{format.money(entry.totalReward)}</Table.Td>
                    <Table.Td>{format.date(entry.updatedAt, 'short')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
          <Pager total={data.total} page={data.page} pageSize={data.pageSize} onPage={onPage} />
        </>
      )}
    </LoadState>
  );
}
