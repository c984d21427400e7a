import { createStore } from 'jotai';
import { SERVER_NOW, tokenExpiringIn } from '../../test-utils/fixtures';
import { apiClientAtom } from '../api/api.state';
import { appStateAtom, nowAtom } from '../app-state/app-state.state';
import { LANGUAGE_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../config/constants';
import { languageAtom } from '../language/language.state';
import { profileAtom, sessionStatusAtom } from '../session/session.state';
import { createAppApiClient } from './app-services';
import { startApp } from './start';

interface Call {
  url: string;
  headers: Record<string, string>;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API at the network boundary: a fetch answering the two start-up calls. */
function api(profile: (call: Call) => Response, appState: Record<string, unknown> = {}) {
  const calls: Call[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), headers: (init?.headers ?? {}) as Record<string, string> };
    calls.push(call);
    if (call.url.startsWith('/api/app'))
      return json(200, {
        result: {
          phase: 'active',
          now: SERVER_NOW,
          siteURL: 'https://site.example',
          userLanguage: 'en',
          ...appState,
        },
      });
    if (call.url === '/api/profiles/me') return profile(call);
    return json(404, { errors: [] });
  });
  return { fetch, calls };
}

function storeWith(fetch: typeof globalThis.fetch) {
  const store = createStore();
  store.set(apiClientAtom, createAppApiClient(store, { navigate: jest.fn() }, fetch));
  return store;
}

beforeEach(() => localStorage.clear());
afterEach(() => jest.useRealTimers());

describe('start-up (app state, session, language)', () => {
  it('loads the app state with the page’s query string and the channel, and runs on the server’s clock', async () => {
    jest.useFakeTimers({ now: Date.parse('2030-01-01T00:00:00Z') });
    const { fetch, calls } = api(() => json(500, {}));
    const store = storeWith(fetch);
    await expect(startApp(store, { search: '?utm_source=mail&lang=es' })).resolves.toEqual({
      kind: 'ready',
      maintenance: false,
    });
    expect(calls.map((c) => c.url)).toEqual(['/api/app?utm_source=mail&lang=es&channel=def']);
    expect(store.get(appStateAtom)?.siteURL).toBe('https://site.example');
    expect(new Date(store.get(nowAtom)).toISOString()).toBe(SERVER_NOW);
    expect(store.get(languageAtom)).toBe('es');
    expect(store.get(sessionStatusAtom)).toBe('anonymous');
  });

  it('reports maintenance', async () => {
    const store = storeWith(api(() => json(500, {}), { maintenance: true }).fetch);
    await expect(startApp(store, { search: '' })).resolves.toEqual({
      kind: 'ready',
      maintenance: true,
    });
  });

  it('loads the profile of a stored session, and takes its language', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, tokenExpiringIn(600));
    const { fetch, calls } = api(() =>
      json(200, { result: { profile: { id: 'p-1', first_name: 'Ana', language: 'es' } } }),
    );
    const store = storeWith(fetch);
    await startApp(store, { search: '' });
    expect(calls[1]?.headers['profile-token']).toBe(tokenExpiringIn(600));
    expect(store.get(profileAtom)).toMatchObject({ id: 'p-1', first_name: 'Ana' });
    expect(store.get(sessionStatusAtom)).toBe('active');
    expect(store.get(languageAtom)).toBe('es');
  });

  it('keeps a language the visitor chose over the profile’s', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, tokenExpiringIn(600));
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const store = storeWith(
      api(() => json(200, { result: { profile: { id: 'p-1', language: 'es' } } })).fetch,
    );
    await startApp(store, { search: '' });
    expect(store.get(languageAtom)).toBe('en');
  });

  it('sends the browser to the site URL when the profile fails to load, logged out', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, tokenExpiringIn(600));
    const store = storeWith(
      api(() =>
        json(401, { errors: [{ name: 'body', code: 'UNAUTHORIZED', message: 'Please sign in.' }] }),
      ).fetch,
    );
    await expect(startApp(store, { search: '' })).resolves.toEqual({
      kind: 'leave',
      to: 'https://site.example',
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(store.get(sessionStatusAtom)).toBe('anonymous');
  });

  it('forgets a session the server ended (SESSION_ENDED) and stays on the page, logged out', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, tokenExpiringIn(600));
    const store = storeWith(
      api(() =>
        json(401, {
          errors: [{ name: 'body', code: 'SESSION_ENDED', message: 'Please sign in to continue.' }],
        }),
      ).fetch,
    );
    await expect(startApp(store, { search: '' })).resolves.toEqual({
      kind: 'ready',
      maintenance: false,
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(store.get(sessionStatusAtom)).toBe('anonymous');
  });

  it('forgets a stored token already expired by the server’s clock, without calling the API', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, tokenExpiringIn(-1));
    const { fetch, calls } = api(() => json(200, { result: { profile: { id: 'p-1' } } }));
    const store = storeWith(fetch);
    await expect(startApp(store, { search: '' })).resolves.toMatchObject({ kind: 'ready' });
    expect(calls).toHaveLength(1);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('fails when the app state cannot load', async () => {
    const store = storeWith(async () =>
      json(503, { errors: [{ name: 'body', code: 'GENERIC', message: 'Down.' }] }),
    );
    await expect(startApp(store, { search: '' })).rejects.toMatchObject({ status: 503 });
  });
});
