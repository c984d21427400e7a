import { Center, Loader } from '@mantine/core';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { appStateAtom, nowAtom, setAppStateAtom } from '../../app-state/app-state.state';
import { fetchAppState } from '../../app-state/load-app-state';
import { useAdminT } from '../i18n/admin-i18n';
import { adminApiAtom } from '../session/admin-api';

/**
 * The back office runs on the product's one clock: the server's `now` from `GET /api/app`
 * (APP_NOW when pinned), moved on in real time, as in the patient app. Pages render once it is
 * known; if the server cannot be reached they render anyway and say so on their own calls.
 */
export function AppClock({ children }: { children: ReactNode }) {
  const api = useAtomValue(adminApiAtom);
  const known = useAtomValue(appStateAtom) !== null;
  const setAppState = useSetAtom(setAppStateAtom);
  const { t } = useAdminT();
  const [unreachable, setUnreachable] = useState(false);
  useEffect(() => {
    if (known || !api) return;
    let current = true;
    fetchAppState(api, '', 'def').then(
      (state) => current && setAppState(state),
      () => current && setUnreachable(true),
    );
    return () => {
      current = false;
    };
  }, [api, known, setAppState]);
  if (known || unreachable || !api) return children;
  return (
    <Center mih="50vh">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

/** The app clock's now (epoch ms) when the component first renders; it does not tick. */
export function useNowOnce(): number {
  const store = useStore();
  const [now] = useState(() => store.get(nowAtom));
  return now;
}
