import { Center, Loader } from '@mantine/core';
import { useStore } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from '../Router';
import { type Navigator } from './app-services';
import { startApp, type StartOutcome } from './start';
import { StartFailure } from './StartFailure';

type Phase = { kind: 'starting' } | { kind: 'failed' } | StartOutcome;

function StartingScreen() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}

/** Starts the app (app state, session, language), then hands over to the router. */
export function Bootstrap({ navigator }: { navigator: Navigator }) {
  const store = useStore();
  const [phase, setPhase] = useState<Phase>({ kind: 'starting' });

  const start = useCallback(() => {
    setPhase({ kind: 'starting' });
    startApp(store, window.location).then(setPhase, (error: unknown) => {
      console.error('app state failed to load', error);
      setPhase({ kind: 'failed' });
    });
  }, [store]);

  useEffect(start, [start]);

  useEffect(() => {
    if (phase.kind === 'leave') window.location.assign(phase.to);
  }, [phase]);

  const maintenance = phase.kind === 'ready' ? phase.maintenance : null;
  const router = useMemo(
    () => (maintenance === null ? null : createAppRouter({ maintenance })),
    [maintenance],
  );

  useEffect(() => {
    if (!router) return;
    navigator.navigate = (to) => void router.navigate(to);
    return () => router.dispose();
  }, [router, navigator]);

  if (phase.kind === 'failed') return <StartFailure onRetry={start} />;
  if (!router) return <StartingScreen />;
  return <RouterProvider router={router} />;
}
