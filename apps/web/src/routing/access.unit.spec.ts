import { type AppPhase } from '../app-state/app-state';
import { type SessionStatus } from '../session/session.state';
import { decideAccess, decideRoot, type RootContext } from './access';
import { type RouteMeta } from './route-meta';

const meta = (overrides: Partial<RouteMeta> = {}): RouteMeta => ({
  page: 'dashboard',
  group: 'patient',
  public: false,
  phases: ['active'],
  maintenance: false,
  ...overrides,
});

const signedIn = meta();
const publicPage = meta({ page: 'rewardEstimator', public: true });
const anyPhasePublic = meta({ page: 'tandr', public: true, phases: 'any' });
const maintenancePage = meta({
  page: 'maintenance',
  public: true,
  phases: 'any',
  maintenance: true,
});
const faq = meta({ page: 'faq', public: true, phases: 'any', maintenance: true, always: true });
const lifecycle = meta({ page: 'lifecycle', public: true, phases: ['pre-launch', 'expired'] });
const login = meta({ page: 'login', public: true, productionRedirect: '/redirect-page' });
const ecpm = meta({ page: 'ecpm', public: true, phases: 'any', maintenance: true });

type Row = [string, RouteMeta[], AppPhase, SessionStatus, boolean, string];

describe('decideAccess (the route guard, spec 000 §2)', () => {
  it.each<Row>([
    // name, matched records, phase, session, production host, outcome
    ['public page, anonymous', [publicPage], 'active', 'anonymous', false, 'allow'],
    ['signed-in page, anonymous', [signedIn], 'active', 'anonymous', false, '/'],
    ['signed-in page, active session', [signedIn], 'active', 'active', false, 'allow'],
    [
      'signed-in page, expired session while the notice is up',
      [signedIn],
      'active',
      'expired',
      false,
      'allow',
    ],
    [
      'public only when every record is public',
      [publicPage, signedIn],
      'active',
      'anonymous',
      false,
      '/',
    ],
    [
      'public nested in public',
      [publicPage, anyPhasePublic],
      'active',
      'anonymous',
      false,
      'allow',
    ],
    ['active-phase page before launch', [publicPage], 'pre-launch', 'anonymous', false, '/'],
    ['active-phase page after the end', [signedIn], 'expired', 'active', false, '/'],
    ['any-phase page after the end', [anyPhasePublic], 'expired', 'anonymous', false, 'allow'],
    ['lifecycle page during the offer', [lifecycle], 'active', 'anonymous', false, '/'],
    ['lifecycle page before launch', [lifecycle], 'pre-launch', 'anonymous', false, 'allow'],
    ['lifecycle page after the end', [lifecycle], 'expired', 'anonymous', false, 'allow'],
    [
      'maintenance: a page not flagged for it',
      [publicPage],
      'maintenance',
      'anonymous',
      false,
      '/',
    ],
    [
      'maintenance: signed-in page, even signed in',
      [signedIn],
      'maintenance',
      'active',
      false,
      '/',
    ],
    [
      'maintenance: the maintenance page',
      [maintenancePage],
      'maintenance',
      'anonymous',
      false,
      'allow',
    ],
    ['maintenance: promo-code request page', [ecpm], 'maintenance', 'anonymous', false, 'allow'],
    ['maintenance: FAQ', [faq], 'maintenance', 'anonymous', false, 'allow'],
    ['FAQ before launch', [faq], 'pre-launch', 'anonymous', false, 'allow'],
    ['FAQ after the end', [faq], 'expired', 'active', false, 'allow'],
    ['login on a development host', [login], 'active', 'anonymous', false, 'allow'],
    ['login on a production host', [login], 'active', 'anonymous', true, '/redirect-page'],
    ['login on a production host after the end', [login], 'expired', 'anonymous', true, '/'],
    ['no matched record (unknown path)', [], 'active', 'active', false, '/'],
  ])('%s', (_name, records, phase, session, productionHost, outcome) => {
    const decision = decideAccess(records, { phase, session, productionHost });
    expect(decision.kind === 'allow' ? 'allow' : decision.to).toBe(outcome);
  });
});

describe('decideRoot (what / does, spec 000 §2)', () => {
  const context = (overrides: Partial<RootContext>): RootContext => ({
    phase: 'active',
    defaultRoute: '',
    session: 'anonymous',
    onboardingHidden: false,
    localHost: false,
    ...overrides,
  });

  it.each<[string, Partial<RootContext>, string]>([
    [
      'maintenance shows the maintenance page',
      { phase: 'maintenance', defaultRoute: '/faq' },
      'maintenance',
    ],
    [
      'before launch shows the lifecycle page',
      { phase: 'pre-launch', session: 'active' },
      'lifecycle',
    ],
    ['after the end shows the lifecycle page', { phase: 'expired' }, 'lifecycle'],
    [
      'a configured default route wins',
      { defaultRoute: '/reward_estimator', session: 'active', onboardingHidden: true },
      '/reward_estimator',
    ],
    ['a default route of / is no default', { defaultRoute: '/', localHost: true }, '/login'],
    [
      'signed in, onboarding hidden → dashboard',
      { session: 'active', onboardingHidden: true },
      '/dashboard',
    ],
    ['signed in, onboarding cookie absent → onboarding', { session: 'active' }, '/onboarding'],
    [
      'expired session counts as signed out (local)',
      { session: 'expired', onboardingHidden: true, localHost: true },
      '/login',
    ],
    ['signed out on a local host → login', { localHost: true, onboardingHidden: true }, '/login'],
    ['signed out elsewhere → redirect page', {}, '/redirect-page'],
  ])('%s', (_name, overrides, outcome) => {
    const decision = decideRoot(context(overrides));
    expect(decision.kind === 'redirect' ? decision.to : decision.kind).toBe(outcome);
  });
});
