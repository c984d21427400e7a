import {
  Anchor,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useAdminApi } from '../session/admin-api';
import { EntryLink } from '../entries/EntryLink';
import { useAdminT } from '../i18n/admin-i18n';
import { LoadState } from '../ui/LoadState';
import { type Outcome, OutcomeAlert } from '../ui/Outcome';
import { Page } from '../ui/Page';
import { ScrollTable } from '../ui/ScrollTable';
import { Section } from '../ui/Section';
import { useErrorText } from '../ui/error-text';
import { useRefreshable } from '../ui/use-refreshable';
import { type FailedJob, QUEUES, type QueueName, entryOf, jobsApi } from './jobs-api';

const when = (iso: string | null, language: string) =>
  iso
    ? new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
        dateStyle: 'medium',
        timeStyle: 'medium',
        timeZone: 'UTC',
      }).format(new Date(iso))
    : '';

/**
 * #/queues: the jobs that failed after their last try (approval, card mailing, e-mail), each
 * with its entry and reason, retried one by one or all at once; and the worker's queue board
 * (bull-board at /admin/queues, a page of its own opened with the admin session cookie).
 */
export function QueuesPage() {
  const { t } = useAdminT();
  return (
    <Page title={t('queues.title')}>
      <Text>{t('queues.intro')}</Text>
      <FailedJobs />
      <Anchor href="/admin/queues" fw={600}>
        {t('queues.open')}
      </Anchor>
    </Page>
  );
}

function FailedJobs() {
  const { t } = useAdminT();
  const api = useAdminApi();
  const errorText = useErrorText();
  const jobs = useMemo(() => jobsApi(api), [api]);
  const [queue, setQueue] = useState<QueueName | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const load = useRefreshable(() => jobs.failed(queue), queue ?? 'all');

  const act = async (key: string, work: () => Promise<string>) => {
    setBusy(key);
    setOutcome(null);
    try {
      setOutcome({ ok: true, text: await work() });
      load.refresh();
    } catch (error) {
      setOutcome({ ok: false, text: errorText(error) });
    } finally {
      setBusy(null);
    }
  };
  const retryOne = (job: FailedJob) =>
    act(`${job.queue}/${job.id}`, async () => {
      await jobs.retry(job);
      return t('queues.retried', { name: job.name });
    });
  const retryAll = () =>
    act('all', async () => {
      const { retried } = await jobs.retryAll(queue);
      return t('queues.retriedAll', { count: retried });
    });

  return (
    <Section title={t('queues.failed')}>
      <Stack gap="md">
        <SegmentedControl
          aria-label={t('queues.queue')}
          value={queue ?? 'all'}
          onChange={(value) => setQueue(value === 'all' ? null : (value as QueueName))}
          data={[
            { value: 'all', label: t('common.all') },
            ...QUEUES.map((name) => ({ value: name, label: t(`queues.names.${name}`) })),
          ]}
        />
        <OutcomeAlert outcome={outcome} />
        <LoadState
          load={load}
          isEmpty={(data) => data.jobs.length === 0}
          empty={t('queues.noneFailed')}
        >
          {(data) => (
            <Stack gap="sm">
              <Group>
                <Button onClick={() => void retryAll()} loading={busy === 'all'}>
                  {t('queues.retryAll', { count: data.jobs.length })}
                </Button>
              </Group>
              <FailedTable jobs={data.jobs} busy={busy} onRetry={(job) => void retryOne(job)} />
            </Stack>
          )}
        </LoadState>
      </Stack>
    </Section>
  );
}

function FailedTable({
  jobs,
  busy,
  onRetry,
}: {
  jobs: FailedJob[];
  busy: string | null;
  onRetry: (job: FailedJob) => void;
}) {
  const { t, language } = useAdminT();
  return (
    <ScrollTable label={t('queues.failed')} minWidth={820}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('queues.columns.job')}</Table.Th>
            <Table.Th>{t('queues.columns.entry')}</Table.Th>
            <Table.Th>{t('queues.columns.reason')}</Table.Th>
            <Table.Th>{t('queues.columns.tries')}</Table.Th>
            <Table.Th>{t('queues.columns.failedAt')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('queues.columns.action')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => {
            const entry = entryOf(job);
            return (
              <Table.Tr key={`${job.queue}/${job.id}`}>
                <Table.Td>
                  <Text size="sm">{t(`queues.names.${job.queue}`)}</Text>
                  <Text size="sm" ff="monospace">
                    {job.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {entry ? <EntryLink entry={{ submissionId: entry }} /> : t('common.none')}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{job.failedReason}</Text>
                </Table.Td>
                <Table.Td>
                  {t('queues.tries', { made: job.attemptsMade, of: job.attempts })}
                </Table.Td>
                <Table.Td>{when(job.failedAt, language)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    loading={busy === `${job.queue}/${job.id}`}
                    onClick={() => onRetry(job)}
                    aria-label={t('queues.retryJob', {
                      name: job.name,
                      entry: entry?.slice(0, 8) ?? job.id,
                    })}
                  >
                    {t('queues.retry')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
