import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAdminT } from '../i18n/admin-i18n';
import { useAdminApi } from '../session/admin-api';
import { adminLanguageAtom, adminSessionAtom, adminTokenAtom } from '../session/admin-session';

/** Signing out: the admin session cookie is cleared on the server, the token here. */
export function useSignOut() {
  const api = useAdminApi();
  const setToken = useSetAtom(adminTokenAtom);
  const navigate = useNavigate();
  return useCallback(async () => {
    await api.delete('session').catch(() => undefined);
    setToken(null);
    void navigate('/login', { replace: true });
  }, [api, setToken, navigate]);
}

/** The back office's language (kept apart from the patient app's choice). */
export function useLanguage(): ['en' | 'es', (language: 'en' | 'es') => void] {
  const { language } = useAdminT();
  const [, setStored] = useAtom(adminLanguageAtom);
  return [language, (next) => setStored(next)];
}

export const useIsSignedIn = () => useAtomValue(adminSessionAtom) !== null;
