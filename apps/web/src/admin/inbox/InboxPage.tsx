import { Anchor, Badge, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { useLoad } from '../../features/api/use-load';
import { useFormat } from '../../i18n/format';
import { type AdminKey, useAdminT } from '../i18n/admin-i18n';
import { useAdminApi } from '../session/admin-api';
import { LoadState } from '../ui/LoadState';
import { Page } from '../ui/Page';
import { Pager } from '../ui/Pager';
import { ScrollTable } from '../ui/ScrollTable';
import { INBOX_STATUSES, type InboxStatus, inboxApi } from './inbox-api';

export const STATUS_COLOURS: Record<InboxStatus, string> = {
  open: 'blue',
  answered: 'green',
  closed: 'gray',
};

const statusOf = (value: string | null): InboxStatus =>
  INBOX_STATUSES.find((status) => status === value) ?? 'open';

/** A reason for inquiry as support reads it (an unknown one as stored). */
export function useReasonText() {
  const { t } = useAdminT();
  return (reason: string | null) =>
    reason ? t(`inbox.reasons.${reason}` as AdminKey, { defaultValue: reason }) : t('common.none');
}

/** #/inbox: the requests by status (open first), oldest waiting first, kept in the address. */
export function InboxPage() {
  const { t } = useAdminT();
  const format = useFormat();
  const api = useAdminApi();
  const reasonText = useReasonText();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const page = Number(params.get('page') ?? 1) || 1;
  const load = useLoad(() => inboxApi(api).list(status, page), `${status}:${page}`);
  return (
    <Page title={t('inbox.title')}>
      <Stack gap="md">
        <Text size="sm" c="gray.8">
          {t('inbox.intro')}
        </Text>
        <SegmentedControl
          aria-label={t('inbox.statusFilter')}
          value={status}
          onChange={(value) => setParams({ status: value })}
          data={INBOX_STATUSES.map((value) => ({
            value,
            label: t(`inbox.statuses.${value}`),
          }))}
          style={{ alignSelf: 'flex-start' }}
        />
        <LoadState
          load={load}
          isEmpty={(data) => data.escalations.length === 0}
          empty={t('inbox.empty')}
        >
          {(data) => (
            <>
              <ScrollTable label={t('inbox.title')} minWidth={760}>
                <Table striped highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('inbox.columns.reference')}</Table.Th>
                      <Table.Th>{t('inbox.columns.contact')}</Table.Th>
                      <Table.Th>{t('inbox.columns.reason')}</Table.Th>
                      <Table.Th>{t('inbox.columns.language')}</Table.Th>
                      <Table.Th>{t('inbox.columns.created')}</Table.Th>
                      <Table.Th>{t('inbox.columns.status')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.escalations.map((item) => (
                      <Table.Tr key={item.id}>
                        <Table.Td>
                          <Anchor
                            component={Link}
                            to={`/inbox/${encodeURIComponent(item.id)}`}
                            ff="monospace"
                          >
                            {item.reference}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">
                            {[item.contact.firstName, item.contact.lastName]
                              .filter(Boolean)
                              .join(' ')}
                          </Text>
                          <Text size="xs" c="gray.8">
                            {item.contact.email ?? item.contact.phone ?? t('common.none')}
                          </Text>
                        </Table.Td>
                        <Table.Td>{reasonText(item.reason)}</Table.Td>
                        <Table.Td>
                          {t(`inbox.languages.${item.language === 'es' ? 'es' : 'en'}`)}
                        </Table.Td>
                        <Table.Td>{format.date(item.created, 'short')}</Table.Td>
                        <Table.Td>
                          <Badge color={STATUS_COLOURS[item.status]} variant="light" c="dark.9">
                            {t(`inbox.statuses.${item.status}`)}
                          </Badge>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollTable>
              <Pager
                total={data.total}
                page={data.page}
                pageSize={data.pageSize}
                onPage={(next) => setParams({ status, page: String(next) })}
              />
            </>
          )}
        </LoadState>
      </Stack>
    </Page>
  );
}
