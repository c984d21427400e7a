import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { apiClientAtom } from '../api/api.state';
import { reportClientError } from '../api/report-client-error';
import { isChunkLoadError } from './chunk-errors';

// An error object is reported once, however often the boundary showing it renders.
const reported = new WeakSet<object>();

/** Reports a caught render or load error to `POST /api/client-error`. */
export function useReportError(error: unknown, where: string): void {
  const api = useAtomValue(apiClientAtom);
  useEffect(() => {
    if (typeof error === 'object' && error !== null) {
      if (reported.has(error)) return;
      reported.add(error);
    }
    const context = isChunkLoadError(error) ? `${where} ${error.code} ${error.group}` : where;
    void reportClientError(api, error, context);
  }, [api, error, where]);
}
