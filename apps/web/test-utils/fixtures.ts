import { type AppState, normaliseAppState } from '../src/app-state/app-state';
import { type TokenClaims } from '../src/session/token-claims';

/** The server's clock in tests: a pinned APP_NOW inside the jul_2025 offer. */
export const SERVER_NOW = '2025-07-15T14:00:00.000Z';

export function appStateFixture(overrides: Partial<AppState> = {}): AppState {
  return normaliseAppState(
    {
      name: 'Lens Rewards',
      phase: 'active',
      now: SERVER_NOW,
      siteURL: 'https://site.example',
      affiliateId: 'lens-rewards',
      locale: 'en',
      userLanguage: 'en',
      defaultRoute: '',
      sms: true,
      subPhase: {
        name: 'jul_2025',
        start: '2025-07-01',
        end: '2025-07-20',
        max_reward: 250,
        flex_max_reward: 200,
        preferred_max_reward: 50,
        three_month: 15,
        six_month: 100,
        nine_month: 100,
        subsequent_three_month: 15,
        promoItemisation: true,
      },
      ...overrides,
    },
    new Date(SERVER_NOW),
  );
}

const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned token with the claims the browser reads (it never checks signatures). */
export function tokenWith(claims: TokenClaims): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

/** A token for profile `p-1` that expires `seconds` after the server's now. */
export function tokenExpiringIn(seconds: number, extra: TokenClaims = {}): string {
  return tokenWith({
    sub: 'p-1',
    role: 'patient',
    exp: Math.floor(Date.parse(SERVER_NOW) / 1000) + seconds,
    ...extra,
  });
}
