import {
  Alert,
  Badge,
  Button,
  Code,
  FileInput,
  Group,
  List,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { UPLOAD_PROGRAMS } from '@lens/domain';
import { type EcpUploadList, type EcpUploadReport, type EcpUploadResult } from '@lens/validation';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useFormat } from '../../i18n/format';
import { useAdminT } from '../i18n/admin-i18n';
import { useAdminApi } from '../session/admin-api';
import { adminTokenAtom } from '../session/admin-session';
import { useErrorText } from '../ui/error-text';
import { LoadState } from '../ui/LoadState';
import { Page } from '../ui/Page';
import { Section } from '../ui/Section';
import { downloadCsv, uploadFile } from '../ui/transfers';
import { useRefreshable } from '../ui/use-refreshable';

type Report = EcpUploadReport;

const COLUMNS =
  'sap, account_name, display_name, status, unaffiliated, territory_code, period_name, start_date, end_date, checkout_shop_start, address1, address2, address3, city, state, postal_code, country, latitude, longitude';

/** What each column takes: the date format, the period names, the values (issue 29). */
function UploadGuide() {
  const { t } = useAdminT();
  return (
    <Stack gap={4} component="section" aria-labelledby="ecp-guide">
      <Title order={2} size="h5" id="ecp-guide">
        {t('ecp.guide.title')}
      </Title>
      <List size="sm" spacing={4}>
        <List.Item>{t('ecp.guide.dates')}</List.Item>
        <List.Item>
          {t('ecp.guide.periods')}{' '}
          {UPLOAD_PROGRAMS.map((name, n) => (
            <span key={name}>
              {n > 0 && ', '}
              <Code>{name}</Code>
            </span>
          ))}
        </List.Item>
        <List.Item>{t('ecp.guide.values')}</List.Item>
        <List.Item>{t('ecp.guide.names')}</List.Item>
      </List>
    </Stack>
  );
}

/** #/ecp-upload: a practices CSV checked row by row (preview), then committed. */
export function EcpUploadPage() {
  const { t, language } = useAdminT();
  const api = useAdminApi();
  const errorText = useErrorText();
  const token = useAtomValue(adminTokenAtom);
  const recent = useRefreshable(() => api.get<EcpUploadList>('ecp-uploads'), 'recent');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [committing, setCommitting] = useState(false);

  const preview = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    setFailure(null);
    setReport(null);
    setProgress(0);
    try {
      const result = await uploadFile<EcpUploadResult>('/admin/api/ecp-uploads', form, {
        token,
        language,
        onProgress: setProgress,
      });
      setReport(result.upload);
      recent.refresh();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setProgress(null);
    }
  };
  const commit = async () => {
    if (!report) return;
    setCommitting(true);
    setFailure(null);
    try {
      const result = await api.post<EcpUploadResult>(
        `ecp-uploads/${encodeURIComponent(report.uploadId)}/commit`,
      );
      setReport(result.upload);
      recent.refresh();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setCommitting(false);
    }
  };
  return (
    <Page title={t('ecp.title')}>
      <Text c="gray.8">{t('ecp.intro')}</Text>
      <Text size="sm">
        {t('ecp.template')}: <Code>{COLUMNS}</Code>
      </Text>
      <UploadGuide />
      <form onSubmit={preview} noValidate>
        <Stack maw={560}>
          <FileInput
            label={t('ecp.file')}
            accept=".csv,text/csv"
            value={file}
            onChange={setFile}
            required
            clearable
          />
          {progress !== null && (
            <Progress value={progress} aria-label={t('common.uploading', { percent: progress })} />
          )}
          <Group>
            <Button type="submit" disabled={!file} loading={progress !== null}>
              {t('ecp.preview')}
            </Button>
          </Group>
        </Stack>
      </form>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {report && (
        <ReportView
          report={report}
          onCommit={() => void commit()}
          committing={committing}
          onDownloadErrors={() =>
            void downloadCsv(
              `/admin/api/ecp-uploads/${encodeURIComponent(report.uploadId)}/errors.csv`,
              {
                token,
                language,
                fileName: `ecp-upload-${report.uploadId}-errors.csv`,
                onProgress: () => undefined,
              },
            ).catch((error: unknown) => setFailure(errorText(error)))
          }
        />
      )}
      <Section title={t('ecp.recent')}>
        <LoadState
          load={recent}
          isEmpty={(data) => data.uploads.length === 0}
          empty={t('ecp.noRecent')}
        >
          {(data) => <Recent uploads={data.uploads} />}
        </LoadState>
      </Section>
    </Page>
  );
}

function ReportView({
  report,
  onCommit,
  committing,
  onDownloadErrors,
}: {
  report: Report;
  onCommit: () => void;
  committing: boolean;
  onDownloadErrors: () => void;
}) {
  const { t } = useAdminT();
  const format = useFormat();
  const stats: [string, number][] = [
    [t('ecp.rows'), report.rows],
    [t('ecp.practices'), report.practices],
    [t('ecp.new'), report.summary.new],
    [t('ecp.updated'), report.summary.updated],
    [t('ecp.unchanged'), report.summary.unchanged],
    [t('ecp.errors'), report.rowsWithErrors],
  ];
  return (
    <section aria-labelledby="report-title">
      <Stack>
        <Title order={2} size="h3" id="report-title">
          {t('ecp.report', { file: report.fileName })}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} component="dl" m={0}>
          {stats.map(([label, value]) => (
            <Stack key={label} gap={0}>
              <Text component="dt" size="sm" c="gray.8">
                {label}
              </Text>
              <Text component="dd" fw={700} size="xl" m={0}>
                {format.number(value)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {report.rowsWithErrors === 0 ? (
          <Alert color="green">{t('ecp.noErrors')}</Alert>
        ) : (
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600}>
                {t('ecp.errorCount', {
                  count: report.rowsWithErrors,
                  problems: report.problemCount,
                })}
              </Text>
              <Button variant="subtle" size="xs" onClick={onDownloadErrors}>
                {t('ecp.downloadErrors')}
              </Button>
            </Group>
            <Table striped aria-label={t('ecp.errors')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('ecp.row')}</Table.Th>
                  <Table.Th>{t('ecp.field')}</Table.Th>
                  <Table.Th>{t('ecp.problem')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.errorRows.map(({ row, problems }) => (
                  <Table.Tr key={row}>
                    <Table.Td>{row}</Table.Td>
                    <Table.Td ff="monospace">{problems.map((p) => p.field).join(', ')}</Table.Td>
                    <Table.Td>
                      <List size="sm" spacing={2}>
                        {problems.map((p, n) => (
                          <List.Item key={`${p.field}-${n}`}>
                            <Text span ff="monospace" size="sm">
                              {p.field}
                            </Text>
                            : {p.message}
                          </List.Item>
                        ))}
                      </List>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        )}
        {report.changes.length > 0 && (
          <Table striped aria-label={t('ecp.changes')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('entries.sap')}</Table.Th>
                <Table.Th>{t('promotions.columns.name')}</Table.Th>
                <Table.Th>{t('ecp.changes')}</Table.Th>
                <Table.Th>{t('ecp.changedFields')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.changes.map((change) => (
                <Table.Tr key={change.sap}>
                  <Table.Td ff="monospace">{change.sap}</Table.Td>
                  <Table.Td>{change.account_name}</Table.Td>
                  <Table.Td>
                    <Badge
                      variant="light"
                      c="dark.9"
                      color={change.kind === 'new' ? 'green' : 'blue'}
                    >
                      {t(`ecp.change.${change.kind}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{change.changed.join(', ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {report.committedAt ? (
          <Alert color="green" role="status">
            {t('ecp.committed', { date: format.date(report.committedAt) })}
          </Alert>
        ) : report.rowsWithErrors > 0 ? (
          <Alert color="yellow">{t('ecp.fixFirst')}</Alert>
        ) : (
          <Group>
            <Button onClick={onCommit} loading={committing}>
              {t('ecp.commit')}
            </Button>
          </Group>
        )}
      </Stack>
    </section>
  );
}

function Recent({ uploads }: { uploads: Omit<Report, 'changes' | 'errorRows'>[] }) {
  const { t } = useAdminT();
  const format = useFormat();
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('ecp.file')}</Table.Th>
          <Table.Th>{t('entry.when')}</Table.Th>
          <Table.Th>{t('ecp.rows')}</Table.Th>
          <Table.Th>{t('ecp.errors')}</Table.Th>
          <Table.Th>{t('ecp.commit')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {uploads.map((upload) => (
          <Table.Tr key={upload.uploadId}>
            <Table.Td>{upload.fileName}</Table.Td>
            <Table.Td>{format.date(upload.createdAt, 'short')}</Table.Td>
            <Table.Td>{upload.rows}</Table.Td>
            <Table.Td>{upload.rowsWithErrors}</Table.Td>
            <Table.Td>
              {upload.committedAt ? format.date(upload.committedAt, 'short') : t('common.none')}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
