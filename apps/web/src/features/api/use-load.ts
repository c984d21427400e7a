import { useCallback, useEffect, useRef, useState } from 'react';

export type Load<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'failed'; data?: undefined; error: unknown };

/**
 * Runs a read when the component mounts (and when `key` changes) and keeps its state: loading,
 * ready with the data, or failed. `reload()` runs it again; a late answer for an old key is
 * dropped, so a fast navigation never shows another page's data.
 */
export function useLoad<T>(read: () => Promise<T>, key: string): Load<T> & { reload: () => void } {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const readRef = useRef(read);
  readRef.current = read;

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    readRef.current().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [key, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
