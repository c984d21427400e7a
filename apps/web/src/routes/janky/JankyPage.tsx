import { Alert, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { apiClientAtom } from '../../api/api.state';
import { appStateAtom } from '../../app-state/app-state.state';
import { channelAtom, inIframeAtom } from '../../environment/environment.state';
import { PageTitle } from '../../features/page-kit/PageTitle';
import { extrasBundle } from '../../i18n/bundles/extras';
import { useFormat } from '../../i18n/format';
import { useNamespace } from '../../i18n/namespaces';
import { languageAtom } from '../../language/language.state';

/** Thrown while rendering, on request: the error boundary must catch it, report it, show /error. */
function Broken(): never {
  throw new Error('Janky: the page was made to fail on purpose (error page test)');
}

type Check = { status: 'idle' | 'checking' | 'failed' } | { status: 'ok'; ms: number };

/** /janky: what the app knows in this browser, a connection check, and an error page test. */
export function JankyPage() {
  const { t } = useNamespace(extrasBundle);
  const format = useFormat();
  const api = useAtomValue(apiClientAtom);
  const app = useAtomValue(appStateAtom);
  const channel = useAtomValue(channelAtom);
  const iframe = useAtomValue(inIframeAtom);
  const language = useAtomValue(languageAtom);
  const [check, setCheck] = useState<Check>({ status: 'idle' });
  const [broken, setBroken] = useState(false);

  const ping = async () => {
    setCheck({ status: 'checking' });
    const started = performance.now();
    try {
      await api.get('/api/app', { background: true });
      setCheck({ status: 'ok', ms: Math.round(performance.now() - started) });
    } catch {
      setCheck({ status: 'failed' });
    }
  };

  const rows: [string, string][] = [
    [t('janky.phase'), app ? t(`janky.phases.${app.phase}`) : t('janky.none')],
    [
      t('janky.offer'),
      app?.subPhase
        ? `${format.date(app.subPhase.start)} – ${format.date(app.subPhase.end)}`
        : t('janky.none'),
    ],
    [
      t('janky.serverTime'),
      app
        ? new Date(app.now).toISOString().replace('T', ' ').slice(0, 19) + ' UTC'
        : t('janky.none'),
    ],
    [t('janky.language'), language],
    [t('janky.channel'), channel === 'm' ? t('janky.channelM') : t('janky.channelDef')],
    [t('janky.iframe'), iframe ? t('janky.yes') : t('janky.no')],
  ];

  return (
    <Stack gap="lg">
      {broken && <Broken />}
      <Stack gap="xs">
        <PageTitle page="janky" />
        <Text>{t('janky.intro')}</Text>
      </Stack>
      <Table withTableBorder captionSide="top">
        <Table.Caption>{t('janky.details')}</Table.Caption>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap="xs" align="flex-start">
        <Button variant="light" onClick={() => void ping()} loading={check.status === 'checking'}>
          {t('janky.check')}
        </Button>
        <div aria-live="polite">
          {check.status === 'ok' && <Alert color="teal">{t('janky.ok', { ms: check.ms })}</Alert>}
          {check.status === 'failed' && <Alert color="red">{t('janky.failed')}</Alert>}
        </div>
      </Stack>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="janky-error">
        <Stack gap="xs" align="flex-start">
          <Title order={2} size="h4" id="janky-error">
            {t('janky.errorTest.heading')}
          </Title>
          <Text>{t('janky.errorTest.body')}</Text>
          <Button variant="default" onClick={() => setBroken(true)}>
            {t('janky.errorTest.action')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
