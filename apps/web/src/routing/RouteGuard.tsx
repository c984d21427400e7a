import { useAtomValue } from 'jotai';
import { Navigate, Outlet } from 'react-router-dom';
import { phaseAtom } from '../app-state/app-state.state';
import { isProductionHost } from '../config/hosts';
import { hostnameAtom } from '../environment/environment.state';
import { sessionStatusAtom } from '../session/session.state';
import { decideAccess } from './access';
import { useRouteRecords } from './use-route-meta';

/** Applies the route guard to the matched route; re-decides when the session or phase changes. */
export function RouteGuard() {
  const records = useRouteRecords();
  const phase = useAtomValue(phaseAtom);
  const session = useAtomValue(sessionStatusAtom);
  const hostname = useAtomValue(hostnameAtom);
  const decision = decideAccess(records, {
    phase,
    session,
    productionHost: isProductionHost(hostname),
  });
  return decision.kind === 'redirect' ? <Navigate to={decision.to} replace /> : <Outlet />;
}
