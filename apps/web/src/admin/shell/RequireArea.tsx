import { Alert } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAdminT } from '../i18n/admin-i18n';
import { type Area, adminSessionAtom, mayOpen } from '../session/admin-session';
import { Page } from '../ui/Page';

/** A page for the roles of an area: signed out goes to sign-in, another role is told so. */
export function RequireArea({ area, children }: { area: Area; children: ReactNode }) {
  const { t } = useAdminT();
  const session = useAtomValue(adminSessionAtom);
  const location = useLocation();
  // Expiry is the server's to judge (its clock may be pinned): a 401 signs the back office out.
  if (!session)
    return (
      <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />
    );
  if (!mayOpen(session.role, area))
    return (
      <Page title={t('forbidden.title')}>
        <Alert color="gray">{t('forbidden.body')}</Alert>
      </Page>
    );
  return <>{children}</>;
}
