import { Alert, Button, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { type Game, type GamePlay, type GamePlayedResult } from '@lens/validation';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { apiClientAtom } from '../../api/api.state';
import { isApiFailure } from '../../api/api-failure';
import { useLoad } from '../../features/api/use-load';
import { PageTitle } from '../../features/page-kit/PageTitle';
import { extrasBundle } from '../../i18n/bundles/extras';
import { useFormat } from '../../i18n/format';
import { useNamespace } from '../../i18n/namespaces';

/**
 * /game: the instant-win game (docs/decisions/public-pages.md). Each reveal spends one of the
 * profile's `plays_remaining` (GET/POST /api/extras/game); the server draws the prize.
 */
export function GamePage() {
  const { t } = useNamespace(extrasBundle);
  const format = useFormat();
  const api = useAtomValue(apiClientAtom);
  const load = useLoad(() => api.get<Game>('extras/game'), 'game');
  const [game, setGame] = useState<Game | null>(null);
  const [last, setLast] = useState<GamePlay | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const current = game ?? (load.status === 'ready' ? load.data : null);

  const play = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await api.post<GamePlayedResult>('extras/game/plays');
      setGame(result);
      setLast(result.play);
    } catch (error) {
      setFailure(
        isApiFailure(error) ? (error.errors[0]?.message ?? t('game.failed')) : t('game.failed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <PageTitle page="game" />
        <Text>{t('game.intro')}</Text>
        <Text size="sm" c="gray.8">
          {t('game.sample')}
        </Text>
      </Stack>
      {load.status === 'loading' && <Loader size="sm" aria-label={t('game.playing')} />}
      {load.status === 'failed' && !current && (
        <Alert color="red" title={t('game.failed')}>
          <Button variant="light" color="red" onClick={load.reload}>
            {t('game.retry')}
          </Button>
        </Alert>
      )}
      {current && (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md" align="flex-start">
            <Text fw={700} role="status">
              {current.plays_remaining > 0
                ? t('game.remaining', { count: current.plays_remaining })
                : t('game.none')}
            </Text>
            <div aria-live="polite">
              {last && (
                <Alert color={last.prize ? 'teal' : 'gray'}>
                  {last.prize ? t(`game.won.${last.prize}`) : t('game.lost')}
                </Alert>
              )}
              {failure && (
                <Alert color="red" role="alert">
                  {failure}
                </Alert>
              )}
            </div>
            <Button
              size="lg"
              onClick={() => void play()}
              loading={busy}
              disabled={current.plays_remaining === 0}
            >
              {t('game.play')}
            </Button>
          </Stack>
        </Paper>
      )}
      {current && (
        <Stack gap="xs" component="section" aria-labelledby="game-history">
          <Title order={2} size="h4" id="game-history">
            {t('game.history')}
          </Title>
          {current.plays.length === 0 ? (
            <Text>{t('game.empty')}</Text>
          ) : (
            <List>
              {current.plays.map((p) => (
                <List.Item key={p.playId}>
                  {t('game.historyItem', {
                    date: format.date(p.playedAt),
                    result: p.prize ? t(`game.prizes.${p.prize}`) : t('game.noPrize'),
                  })}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      )}
    </Stack>
  );
}
