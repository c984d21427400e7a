import { Center, Loader } from '@mantine/core';
import { useStore } from 'jotai';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { loadShellTexts } from '../i18n/shell-texts';
import { languageAtom } from '../language/language.state';
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

/**
 * Starts the app (app state, session, language and its texts), then hands over to the router.
 * The first page renders as a transition, so React yields to the browser while it builds it.
 */
export function Bootstrap({
  navigator,
  started,
}: {
  navigator: Navigator;
  /** A start already under way (main.tsx), used for the first try. */
  started?: Promise<StartOutcome>;
}) {
  const store = useStore();
  const { i18n } = useTranslation();
  const [phase, setPhase] = useState<Phase>({ kind: 'starting' });
  const firstStart = useRef(started);

  const start = useCallback(() => {
    setPhase({ kind: 'starting' });
    const starting = firstStart.current ?? startApp(store, window.location);
    firstStart.current = undefined;
    starting
      .then(async (outcome) => {
        // The language may have changed (the profile's, the app state's): its texts come first.
        await loadShellTexts(i18n, store.get(languageAtom));
        return outcome;
      })
      .then(
        (outcome) => startTransition(() => setPhase(outcome)),
        (error: unknown) => {
          console.error('app state failed to load', error);
          setPhase({ kind: 'failed' });
        },
      );
  }, [store, i18n]);

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
