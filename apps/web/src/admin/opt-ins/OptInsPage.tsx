import { Badge, Button, Group, Select, SimpleGrid, Stack, Table, TextInput } from '@mantine/core';
import { OPT_IN_CHANNELS, OPT_IN_SOURCES } from '@lens/domain';
import {
  OPT_IN_STATUS_FILTERS,
  type OptInExportCreated,
  type OptInPage,
  adminOptInQuerySchema,
  formErrors,
} from '@lens/validation';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isApiFailure } from '../../api/api-failure';
import { useLoad } from '../../features/api/use-load';
import { useFormat } from '../../i18n/format';
import { type AdminKey, useAdminT } from '../i18n/admin-i18n';
import { useAdminApi } from '../session/admin-api';
import { adminSessionAtom, adminTokenAtom, mayOpen } from '../session/admin-session';
import { useErrorText } from '../ui/error-text';
import { LoadState } from '../ui/LoadState';
import { type Outcome, OutcomeAlert } from '../ui/Outcome';
import { Page } from '../ui/Page';
import { Pager } from '../ui/Pager';
import { ScrollTable } from '../ui/ScrollTable';
import { DownloadProgress } from '../ui/Section';
import { downloadCsv } from '../ui/transfers';
import { useFields } from '../ui/use-fields';

const FILTERS = ['q', 'channel', 'status', 'source', 'from', 'to'] as const;
const LABELS = { channel: 'channels', status: 'statuses', source: 'sources' } as const;
const STATUS_COLOR = { pending: 'blue', subscribed: 'green', withdrawn: 'gray' } as const;

/** #/opt-ins: marketing consents by channel, status, source, date and address; CSV for admins. */
export function OptInsPage() {
  const { t, language } = useAdminT();
  const format = useFormat();
  const api = useAdminApi();
  const errorText = useErrorText();
  const session = useAtomValue(adminSessionAtom);
  const token = useAtomValue(adminTokenAtom);
  const [params, setParams] = useSearchParams();
  const asked = Object.fromEntries(
    [...params.entries()].filter(([key]) => [...FILTERS, 'page'].includes(key)),
  );
  const fields = useFields(
    Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ''])) as Record<
      (typeof FILTERS)[number],
      string
    >,
  );
  const { values, errors, setErrors } = fields;
  const load = useLoad(
    () => api.get<OptInPage>(`opt-ins?${new URLSearchParams(asked).toString()}`),
    JSON.stringify(asked),
  );
  const [progress, setProgress] = useState<{ bytes: number; lines: number } | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const chosen = () => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));

  const search = (event: FormEvent) => {
    event.preventDefault();
    const check = formErrors(adminOptInQuerySchema, chosen(), language);
    setErrors(check);
    if (Object.keys(check).length === 0) setParams(chosen());
  };

  const exportCsv = async () => {
    setOutcome(null);
    try {
      const { exportId, url } = await api.post<OptInExportCreated>('opt-in-exports', chosen());
      setProgress({ bytes: 0, lines: 0 });
      const done = await downloadCsv(url, {
        token,
        language,
        fileName: `opt-ins-${exportId}.csv`,
        onProgress: setProgress,
      });
      setOutcome({
        ok: true,
        text: t('optIns.exported', { id: exportId, count: Math.max(0, done.lines - 1) }),
      });
    } catch (error) {
      if (isApiFailure(error)) setErrors(error.fieldErrors());
      setOutcome({ ok: false, text: errorText(error) });
    } finally {
      setProgress(null);
    }
  };

  const choice = (name: 'channel' | 'status' | 'source', options: readonly string[]) => (
    <Select
      label={t(`optIns.filters.${name}`)}
      clearable
      value={values[name] || null}
      error={errors[name]}
      onChange={(value) => fields.set(name, value ?? '')}
      data={options.map((value) => ({
        value,
        label: t(`optIns.${LABELS[name]}.${value}` as AdminKey),
      }))}
    />
  );

  return (
    <Page title={t('optIns.title')}>
      <form onSubmit={search} role="search" aria-label={t('optIns.title')}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t('optIns.filters.q')} {...fields.text('q')} />
            {choice('channel', OPT_IN_CHANNELS)}
            {choice('status', OPT_IN_STATUS_FILTERS)}
            {choice('source', OPT_IN_SOURCES)}
            <TextInput type="date" label={t('optIns.filters.from')} {...fields.text('from')} />
            <TextInput type="date" label={t('optIns.filters.to')} {...fields.text('to')} />
          </SimpleGrid>
          <Group>
            <Button type="submit">{t('common.search')}</Button>
            {session && mayOpen(session.role, 'exports') && (
              <Button variant="light" loading={progress !== null} onClick={() => void exportCsv()}>
                {t('optIns.export')}
              </Button>
            )}
          </Group>
          <DownloadProgress bytes={progress?.bytes ?? null} />
          <OutcomeAlert outcome={outcome} />
        </Stack>
      </form>
      <LoadState load={load} isEmpty={(data) => data.optIns.length === 0} empty={t('optIns.empty')}>
        {(data) => (
          <>
            <ScrollTable label={t('optIns.title')} minWidth={760}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    {(
                      ['address', 'channel', 'status', 'source', 'wording', 'updated'] as const
                    ).map((column) => (
                      <Table.Th key={column}>{t(`optIns.columns.${column}`)}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.optIns.map((row, n) => (
                    <Table.Tr key={`${row.channel}-${row.address ?? ''}-${n}`}>
                      <Table.Td>
                        {row.address ?? t('optIns.noAddress')}
                        {row.pending_address && ` → ${row.pending_address}`}
                      </Table.Td>
                      <Table.Td>{t(`optIns.channels.${row.channel}`)}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={STATUS_COLOR[row.status]} c="dark.9">
                          {t(`optIns.statuses.${row.status}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {row.source ? t(`optIns.sources.${row.source as 'site'}`) : ''}
                      </Table.Td>
                      <Table.Td>{row.wording_version ?? t('optIns.legacy')}</Table.Td>
                      <Table.Td>{format.date(row.updated_at, 'short')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
            <Pager
              total={data.total}
              page={data.page}
              pageSize={data.pageSize}
              onPage={(page) => setParams({ ...chosen(), page: String(page) })}
            />
          </>
        )}
      </LoadState>
    </Page>
  );
}
