import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { appStateAtom, phaseAtom } from '../app-state/app-state.state';
import { ONBOARDING_HIDDEN_COOKIE } from '../config/constants';
import { isLocalHost } from '../config/hosts';
import { readCookie } from '../environment/cookies';
import { hostnameAtom } from '../environment/environment.state';
import { sessionStatusAtom } from '../session/session.state';
import { decideRoot, type RootDecision } from './access';
import { loadPageGroup } from './page-groups';
import { pageAliasAtom } from './page-state';
import { PageLoader } from './PageLoader';

const MaintenancePage = lazy(() =>
  loadPageGroup('maint').then((group) => ({ default: group.MaintenancePage })),
);
const LifecyclePage = lazy(() =>
  loadPageGroup('lifecycle').then((group) => ({ default: group.LifecyclePage })),
);

function useRootDecision(): RootDecision {
  const phase = useAtomValue(phaseAtom);
  const session = useAtomValue(sessionStatusAtom);
  const hostname = useAtomValue(hostnameAtom);
  const defaultRoute = useAtomValue(appStateAtom)?.defaultRoute ?? '';
  return decideRoot({
    phase,
    defaultRoute,
    session,
    onboardingHidden: readCookie(ONBOARDING_HIDDEN_COOKIE) !== undefined,
    localHost: isLocalHost(hostname),
  });
}

/** `/`: the maintenance or lifecycle page under this address, or a redirect (spec 000 §2). */
export function RootRoute() {
  const decision = useRootDecision();
  const { search } = useLocation();
  const setAlias = useSetAtom(pageAliasAtom);
  const alias = decision.kind === 'redirect' ? null : decision.kind;

  useEffect(() => {
    setAlias(alias);
    return () => setAlias(null);
  }, [alias, setAlias]);

  if (decision.kind === 'redirect') {
    // Campaign and tracking parameters travel on to the page / leads to.
    const to = search && !decision.to.includes('?') ? `${decision.to}${search}` : decision.to;
    return <Navigate to={to} replace />;
  }
  return (
    <Suspense fallback={<PageLoader />}>
      {decision.kind === 'maintenance' ? <MaintenancePage /> : <LifecyclePage />}
    </Suspense>
  );
}
