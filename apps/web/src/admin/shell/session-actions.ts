import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { DRAFT_STORAGE_KEY } from '../../features/draft/purchase-draft';
import { useAdminT } from '../i18n/admin-i18n';
import { useAdminApi } from '../session/admin-api';
import {
  actingForPatientAtom,
  adminLanguageAtom,
  adminSessionAtom,
  adminTokenAtom,
  patientTokenAtom,
} from '../session/admin-session';

/**
 * Signing out: the server ends the staff session (and every impersonation started from it) and
 * clears the admin session cookie; this browser forgets the staff token and, when the patient
 * app is acting for a patient, that token and the patient's incomplete entry too (issue 26
 * item 5): nothing of the back office's stays in the patient app's storage.
 */
export function useSignOut() {
  const api = useAdminApi();
  const store = useStore();
  const setToken = useSetAtom(adminTokenAtom);
  const setPatientToken = useSetAtom(patientTokenAtom);
  const navigate = useNavigate();
  return useCallback(async () => {
    await api.delete('session').catch(() => undefined);
    if (store.get(actingForPatientAtom)) {
      setPatientToken(null);
      window.localStorage.removeItem(DRAFT_STORAGE_KEY);
    }
    setToken(null);
    void navigate('/login', { replace: true });
  }, [api, store, setToken, setPatientToken, navigate]);
}

/** The back office's language (kept apart from the patient app's choice). */
export function useLanguage(): ['en' | 'es', (language: 'en' | 'es') => void] {
  const { language } = useAdminT();
  const [, setStored] = useAtom(adminLanguageAtom);
  return [language, (next) => setStored(next)];
}

export const useIsSignedIn = () => useAtomValue(adminSessionAtom) !== null;
