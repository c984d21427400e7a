import { useCallback, useEffect, useRef, useState } from 'react';
import { type Load } from '../../features/api/use-load';

/**
 * Like `useLoad`, but `refresh()` reads again while the page keeps showing what it has (after a
 * decision, a comment or a replay), so the forms on it and their messages stay. A new `key`
 * (another entry) starts from loading.
 */
export function useRefreshable<T>(read: () => Promise<T>, key: string) {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const readRef = useRef(read);
  readRef.current = read;
  const keyRef = useRef(key);

  useEffect(() => {
    let current = true;
    if (keyRef.current !== key) {
      keyRef.current = key;
      setState({ status: 'loading' });
    }
    readRef.current().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [key, round]);

  const refresh = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload: refresh, refresh };
}
