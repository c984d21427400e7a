import { Alert, Anchor, Loader } from '@mantine/core';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAdminT } from '../i18n/admin-i18n';
import { useAdminApi } from '../session/admin-api';
import { actingForPatientAtom, adminTokenAtom, patientTokenAtom } from '../session/admin-session';
import { useErrorText } from '../ui/error-text';
import { Page } from '../ui/Page';
import { patientsApi } from './patients-api';

/**
 * #/impersonation/end: the impersonation token goes back for the admin's own (recorded on the
 * admin's stream), the patient app signs out, and the admin session cookie is renewed.
 */
export function EndImpersonationPage() {
  const { t } = useAdminT();
  const api = useAdminApi();
  const store = useStore();
  const errorText = useErrorText();
  const acting = useAtomValue(actingForPatientAtom);
  const setAdminToken = useSetAtom(adminTokenAtom);
  const setPatientToken = useSetAtom(patientTokenAtom);
  const [state, setState] = useState<{ done?: string; error?: string }>({});
  const started = useRef(false);

  useEffect(() => {
    const token = store.get(patientTokenAtom);
    if (!acting || !token || started.current) return;
    started.current = true;
    patientsApi(api)
      .end(token)
      .then(async (own) => {
        setAdminToken(own.token);
        setPatientToken(null);
        await api.post('session').catch(() => undefined);
        setState({ done: acting.profileId });
      })
      .catch((error: unknown) => setState({ error: errorText(error) }));
  }, [acting, api, errorText, setAdminToken, setPatientToken, store]);

  return (
    <Page title={t('impersonation.end')}>
      {state.error ? (
        <Alert color="red" role="alert">
          {state.error}
        </Alert>
      ) : state.done ? (
        <Alert color="green" role="status">
          {t('impersonation.ended')}{' '}
          <Anchor component={Link} to={`/patients/${encodeURIComponent(state.done)}`}>
            {t('entry.openPatient')}
          </Anchor>
        </Alert>
      ) : acting ? (
        <Loader aria-label={t('impersonation.ending')} />
      ) : (
        <Alert color="gray">{t('impersonation.notActive')}</Alert>
      )}
    </Page>
  );
}
