import { configure } from '@testing-library/react';
import { createStore } from 'jotai';
import { createApiClient } from '../src/api/client';
import { DRAFT_STORAGE_KEY, type PurchaseDraft } from '../src/features/draft/purchase-draft';
import { languageAtom } from '../src/language/language.state';
import { tokenAtom } from '../src/session/session.state';
import { tokenExpiringIn } from './fixtures';
import { type ProvidersOptions, renderApp } from './render';

// The journey's pages load lazily and call the (stubbed) API: on a busy machine that takes more
// than Testing Library's default second.
configure({ asyncUtilTimeout: 5_000 });

/**
 * An incomplete entry of profile `p-1` (the test session's) in local storage, far enough along
 * for every page of the purchase flow to show: patient, practice, entry, date and supplies.
 */
export function seedDraft(overrides: Partial<PurchaseDraft> = {}): PurchaseDraft {
  const draft: PurchaseDraft = {
    profileId: 'p-1',
    step: 'receipt',
    updatedAt: 0,
    patientId: 'pat-1',
    patientName: 'Ana Díaz',
    sap: '100200',
    practiceName: 'Bright Eyes Optometry',
    submissionId: 'sub-1',
    purchaseDate: '2025-07-10',
    supplies: {
      right: { brand: '1DM', lensesPerBox: '90', boxes: '2' },
      left: { brand: '1DM', lensesPerBox: '90', boxes: '2' },
      method: 'manual',
    },
    supplyLength: 6,
    ...overrides,
  };
  localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  return draft;
}

type Reply =
  | { status?: number; body?: unknown }
  | ((request: { body: unknown; url: URL }) => { status?: number; body?: unknown });

export interface StubbedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * A fetch standing in for the API: `'POST /api/profiles/login'` → a reply (`{ result }` or
 * `{ errors }` bodies as the API sends them). Unlisted calls answer 404 like an unknown route.
 * Every call is recorded, so a test can check what the page sent.
 */
export function stubApi(routes: Record<string, Reply>) {
  const calls: StubbedCall[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const raw = init.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    calls.push({
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      headers: { ...(init.headers as Record<string, string>) },
    });
    const route = routes[`${method} ${url.pathname}`];
    const reply = typeof route === 'function' ? route({ body, url }) : route;
    const status = reply?.status ?? (reply ? 200 : 404);
    const payload = reply
      ? reply.body
      : {
          errors: [
            { name: 'body', code: 'NOT_FOUND', message: `unstubbed ${method} ${url.pathname}` },
          ],
        };
    return new Response(payload === undefined ? null : JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    fetch,
    calls,
    called: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}

/** `{ errors: [...] }` as the API answers a refusal. */
export const apiErrors = (...errors: { name: string; code: string; message: string }[]) => ({
  errors,
});

/** The API's answer when the SMS provider refused the number (issue 29): nothing was sent. */
export const smsRefused = () => ({
  status: 400,
  body: apiErrors({
    name: 'phone_number',
    code: 'SMS_REFUSED',
    message:
      'The text message service refused this number, so nothing was sent. Check the number, or use another.',
  }),
});

/** The signed-in test patient (profile p-1) with a session of an hour. */
export const patientSession = () => ({
  token: tokenExpiringIn(3600),
  profile: { id: 'p-1', first_name: 'Ana', email: 'ana@example.com' },
});

/**
 * The real app at `route` with the API stubbed by `routes` (see stubApi): the page under test
 * with its shell, guard, modals and state, and the calls it made.
 */
export function renderJourney(
  route: string,
  routes: Record<string, Reply>,
  options: ProvidersOptions & { signedIn?: boolean } = {},
) {
  const store = options.store ?? createStore();
  const stub = stubApi(routes);
  const api = createApiClient({
    fetch: stub.fetch,
    getToken: () => store.get(tokenAtom),
    getLanguage: () => store.get(languageAtom),
  });
  const session = options.signedIn === false ? undefined : (options.session ?? patientSession());
  return { ...renderApp(route, { ...options, store, api, session }), ...stub };
}
