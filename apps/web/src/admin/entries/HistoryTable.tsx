import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useAdminT } from '../i18n/admin-i18n';
import { useAdminApi } from '../session/admin-api';
import { useErrorText } from '../ui/error-text';
import { ScrollTable } from '../ui/ScrollTable';
import { StatusBadge } from '../ui/StatusBadge';
import { type EntryState, type HistoryItem, entriesApi } from './entries-api';

const when = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(iso));

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The entry's events, oldest first: what, when, who (and for whom), and the entry after each. */
export function HistoryTable({
  submissionId,
  history,
}: {
  submissionId: string;
  history: HistoryItem[];
}) {
  const { t, language } = useAdminT();
  const [open, setOpen] = useState<HistoryItem | null>(null);
  return (
    <>
      <ScrollTable label={t('entry.history')} minWidth={760}>
        <Table striped aria-label={t('entry.history')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('entry.event')}</Table.Th>
              <Table.Th>{t('entry.when')}</Table.Th>
              <Table.Th>{t('entry.who')}</Table.Th>
              <Table.Th>{t('entry.details')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.map((item) => (
              <Table.Tr key={item.revision}>
                <Table.Td>{item.revision}</Table.Td>
                <Table.Td>
                  <Code>{item.type}</Code>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{when(item.recordedAt, language)}</Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Text size="sm">
                      {item.actorId === 'system' || !item.actorId
                        ? t('entry.system')
                        : (item.actorName ?? t('entry.unknownPerson'))}
                    </Text>
                    {item.impersonatorId && (
                      <Badge color="yellow" variant="light" c="dark.9" tt="none">
                        {t('entry.actingFor', {
                          admin: item.impersonatorName ?? t('entry.unknownPerson'),
                        })}
                      </Badge>
                    )}
                    {item.comment && (
                      <Text size="xs" c="gray.8">
                        {t('entry.reason', { comment: item.comment })}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    {Object.entries(item.summary).map(([key, value]) => (
                      <Text size="xs" key={key}>
                        {key}: {shown(value)}
                      </Text>
                    ))}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() => setOpen(item)}
                    aria-label={`${t('entry.viewState')} (${item.revision})`}
                  >
                    {t('entry.viewState')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {open && (
        <StateModal
          key={open.revision}
          submissionId={submissionId}
          item={open}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}

function StateModal({
  submissionId,
  item,
  onClose,
}: {
  submissionId: string;
  item: HistoryItem;
  onClose: () => void;
}) {
  const { t } = useAdminT();
  const api = useAdminApi();
  const errorText = useErrorText();
  const [state, setState] = useState<{ data?: EntryState; error?: unknown }>({});
  useEffect(() => {
    let current = true;
    entriesApi(api)
      .stateAt(submissionId, item.revision)
      .then(
        (data) => current && setState({ data }),
        (error: unknown) => current && setState({ error }),
      );
    return () => {
      current = false;
    };
  }, [api, submissionId, item.revision]);
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="xl"
      title={t('entry.stateTitle', { revision: item.revision, type: item.type })}
    >
      {state.error ? (
        <Alert color="red" role="alert">
          {errorText(state.error)}
        </Alert>
      ) : !state.data ? (
        <Loader aria-label={t('common.loading')} />
      ) : (
        <Stack>
          <Group gap="xs">
            <Text fw={600}>{t('entry.stateStatus')}</Text>
            <StatusBadge status={String(state.data.state.status ?? '')} />
          </Group>
          <Code block style={{ maxHeight: 420, overflow: 'auto' }} tabIndex={0}>
            {JSON.stringify(state.data.state, null, 2)}
          </Code>
        </Stack>
      )}
    </Modal>
  );
}
