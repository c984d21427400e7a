import { useAtomValue } from 'jotai';
import { Navigate, type RouteObject } from 'react-router-dom';
import { EcpUploadPage } from './ecp-upload/EcpUploadPage';
import { EntryDetailPage } from './entries/EntryDetailPage';
import { EntrySearchPage } from './entries/EntrySearchPage';
import { ExportsPage } from './exports/ExportsPage';
import { FinancePage } from './finance/FinancePage';
import { CheckoutPage } from './checkout/CheckoutPage';
import { EscalationPage } from './inbox/EscalationPage';
import { InboxPage } from './inbox/InboxPage';
import { LoginPage } from './login/LoginPage';
import { OptInsPage } from './opt-ins/OptInsPage';
import { EndImpersonationPage } from './patients/EndImpersonationPage';
import { PatientDetailPage } from './patients/PatientDetailPage';
import { PatientSearchPage } from './patients/PatientSearchPage';
import { PromotionsPage } from './promotions/PromotionsPage';
import { QueuesPage } from './queues/QueuesPage';
import { ReviewsPage } from './reviews/ReviewsPage';
import { adminSessionAtom, homeOf } from './session/admin-session';
import { AdminShell } from './shell/AdminShell';
import { RequireArea } from './shell/RequireArea';

function Home() {
  const session = useAtomValue(adminSessionAtom);
  return <Navigate to={session ? homeOf(session.role) : '/login'} replace />;
}

/** The back office's hash routes (`/admin#/entries?id=…`, `/admin#/patients`, …). */
export const adminRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  {
    element: <AdminShell />,
    children: [
      { index: true, element: <Home /> },
      {
        path: '/entries',
        element: (
          <RequireArea area="entries">
            <EntrySearchPage />
          </RequireArea>
        ),
      },
      {
        path: '/entries/:submissionId',
        element: (
          <RequireArea area="entries">
            <EntryDetailPage />
          </RequireArea>
        ),
      },
      {
        path: '/patients',
        element: (
          <RequireArea area="patients">
            <PatientSearchPage />
          </RequireArea>
        ),
      },
      {
        path: '/patients/:profileId',
        element: (
          <RequireArea area="patients">
            <PatientDetailPage />
          </RequireArea>
        ),
      },
      {
        path: '/impersonation/end',
        element: (
          <RequireArea area="patients">
            <EndImpersonationPage />
          </RequireArea>
        ),
      },
      {
        path: '/promotions',
        element: (
          <RequireArea area="promotions">
            <PromotionsPage />
          </RequireArea>
        ),
      },
      {
        path: '/ecp-upload',
        element: (
          <RequireArea area="ecpUpload">
            <EcpUploadPage />
          </RequireArea>
        ),
      },
      {
        path: '/exports',
        element: (
          <RequireArea area="exports">
            <ExportsPage />
          </RequireArea>
        ),
      },
      {
        path: '/finance',
        element: (
          <RequireArea area="finance">
            <FinancePage />
          </RequireArea>
        ),
      },
      {
        path: '/queues',
        element: (
          <RequireArea area="queues">
            <QueuesPage />
          </RequireArea>
        ),
      },
      {
        path: '/opt-ins',
        element: (
          <RequireArea area="optIns">
            <OptInsPage />
          </RequireArea>
        ),
      },
      {
        path: '/inbox',
        element: (
          <RequireArea area="inbox">
            <InboxPage />
          </RequireArea>
        ),
      },
      {
        path: '/inbox/:escalationId',
        element: (
          <RequireArea area="inbox">
            <EscalationPage />
          </RequireArea>
        ),
      },
      {
        path: '/checkout',
        element: (
          <RequireArea area="checkout">
            <CheckoutPage />
          </RequireArea>
        ),
      },
      {
        path: '/reviews',
        element: (
          <RequireArea area="reviews">
            <ReviewsPage />
          </RequireArea>
        ),
      },
      { path: '*', element: <Home /> },
    ],
  },
];
