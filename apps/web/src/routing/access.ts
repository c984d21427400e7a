import { type AppPhase } from '../app-state/app-state';
import { type SessionStatus } from '../session/session.state';
import { type RouteMeta } from './route-meta';

export type Decision = { kind: 'allow' } | { kind: 'redirect'; to: string };

const allow: Decision = { kind: 'allow' };
const redirect = (to: string): Decision => ({ kind: 'redirect', to });

export interface AccessContext {
  phase: AppPhase;
  session: SessionStatus;
  /** A production host (spec 000 §2: /login goes to /redirect-page there). */
  productionHost: boolean;
}

const phaseAllows = (meta: RouteMeta, phase: AppPhase): boolean =>
  meta.phases === 'any' || (phase !== 'maintenance' && meta.phases.includes(phase));

/**
 * The route guard (spec 000 §2) over every matched record of a route:
 * - FAQ and terms are always reachable;
 * - in maintenance only maintenance routes exist, anything else goes to / (the maintenance page);
 * - each record needs its phase to be active, else / (the lifecycle page outside the offer);
 * - a route is open when all its records are public; otherwise it needs a signed-in session.
 *   An expired session keeps its page while the session-expired notice is up: the notice then
 *   logs out, which makes the session anonymous and sends the browser to /.
 */
export function decideAccess(records: readonly RouteMeta[], context: AccessContext): Decision {
  if (records.length === 0) return redirect('/');
  if (records.some((meta) => meta.always)) return allow;
  if (context.phase === 'maintenance' && !records.every((meta) => meta.maintenance))
    return redirect('/');
  if (!records.every((meta) => phaseAllows(meta, context.phase))) return redirect('/');
  const hostRedirect = context.productionHost
    ? records.find((meta) => meta.productionRedirect)?.productionRedirect
    : undefined;
  if (hostRedirect) return redirect(hostRedirect);
  if (records.every((meta) => meta.public)) return allow;
  return context.session === 'anonymous' ? redirect('/') : allow;
}

export type RootDecision =
  { kind: 'maintenance' } | { kind: 'lifecycle' } | { kind: 'redirect'; to: string };

export interface RootContext {
  phase: AppPhase;
  defaultRoute: string;
  session: SessionStatus;
  onboardingHidden: boolean;
  localHost: boolean;
}

/**
 * What `/` shows (spec 000 §2): the maintenance page during maintenance, the lifecycle page
 * before and after the programme, else a redirect: the configured default route; for a signed-in,
 * unexpired session the dashboard once onboarding is hidden, else onboarding; for anyone else
 * /login on a local development host and /redirect-page elsewhere.
 */
export function decideRoot(context: RootContext): RootDecision {
  if (context.phase === 'maintenance') return { kind: 'maintenance' };
  if (context.phase === 'pre-launch' || context.phase === 'expired') return { kind: 'lifecycle' };
  const defaultRoute = context.defaultRoute.trim();
  if (defaultRoute && defaultRoute !== '/') return { kind: 'redirect', to: defaultRoute };
  if (context.session === 'active')
    return { kind: 'redirect', to: context.onboardingHidden ? '/dashboard' : '/onboarding' };
  return { kind: 'redirect', to: context.localHost ? '/login' : '/redirect-page' };
}
