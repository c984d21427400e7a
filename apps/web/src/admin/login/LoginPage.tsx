import { Alert, Button, Container, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Login, loginSchema } from '@lens/validation';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { isApiFailure } from '../../api/api-failure';
import { decodeTokenClaims } from '../../session/token-claims';
import { useAdminT } from '../i18n/admin-i18n';
import { useAdminApi } from '../session/admin-api';
import { adminSessionAtom, adminTokenAtom, homeOf, isStaffRole } from '../session/admin-session';
import { useErrorText } from '../ui/error-text';
import { Page } from '../ui/Page';
import { formErrors } from '@lens/validation';
import { RevealablePasswordInput } from '../../features/forms/RevealablePasswordInput';

type LoginResult = { profile?: { token?: string; role?: string } };

/**
 * /admin#/login: e-mail and password through the patient app's `POST /api/profiles/login`; only
 * a staff role is let in. The token then opens the admin session (the HttpOnly cookie for the
 * queue board and downloads) and is kept for the back office's calls.
 */
export function LoginPage() {
  const { t, language } = useAdminT();
  const api = useAdminApi();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useAtomValue(adminSessionAtom);
  const setToken = useSetAtom(adminTokenAtom);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const state = (location.state ?? {}) as { from?: string };
  const expired = new URLSearchParams(location.search).get('expired') === '1';
  const form = useForm<Login>({
    initialValues: { email: '', password: '' },
    validate: (values) => formErrors(loginSchema, values, language),
  });

  if (session && !busy) return <Navigate to={homeOf(session.role)} replace />;

  const signIn = async (values: Login) => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await api.post<LoginResult>('/api/profiles/login', values, { auth: false });
      const token = result.profile?.token ?? null;
      const claims = decodeTokenClaims(token);
      if (!token || !isStaffRole(claims?.role)) {
        setFailure(t('login.staffOnly'));
        return;
      }
      await api.post('session', undefined, { headers: { 'profile-token': token } });
      setToken(token);
      void navigate(state.from && state.from !== '/login' ? state.from : homeOf(claims.role), {
        replace: true,
      });
    } catch (error) {
      if (isApiFailure(error)) form.setErrors(error.fieldErrors());
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container size={440} py="xl" component="main">
      <Page title={t('login.title')}>
        <Text c="gray.8">{t('login.intro')}</Text>
        {expired && <Alert color="yellow">{t('login.expired')}</Alert>}
        <Paper withBorder p="lg" radius="md">
          <form onSubmit={form.onSubmit(signIn)} noValidate>
            <Stack>
              <TextInput
                label={t('login.email')}
                type="email"
                autoComplete="username"
                required
                {...form.getInputProps('email')}
              />
              <RevealablePasswordInput
                label={t('login.password')}
                showLabel={t('login.showPassword')}
                hideLabel={t('login.hidePassword')}
                autoComplete="current-password"
                required
                {...form.getInputProps('password')}
              />
              {failure && (
                <Alert color="red" role="alert">
                  {failure}
                </Alert>
              )}
              <Button type="submit" loading={busy}>
                {t('login.submit')}
              </Button>
            </Stack>
          </form>
        </Paper>
      </Page>
    </Container>
  );
}
