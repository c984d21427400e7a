import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useApi } from '../features/api/use-api';
import { logoutAtom } from './session.state';

/**
 * Signing out: the server ends the token's session (so a copy of it stops working too), then
 * the browser forgets it. Signing out never fails here: without an answer the token is still
 * forgotten.
 */
export function useSignOut() {
  const api = useApi();
  const logout = useSetAtom(logoutAtom);
  return useCallback(async () => {
    await api.post('profiles/logout', undefined, { background: true }).catch(() => undefined);
    logout();
  }, [api, logout]);
}
