import { type Language } from '@lens/domain';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { type ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { apiClientAtom } from '../src/api/api.state';
import { type ApiClient, createApiClient } from '../src/api/client';
import { setAppStateAtom } from '../src/app-state/app-state.state';
import { type AppState } from '../src/app-state/app-state';
import { AppProviders } from '../src/bootstrap/AppProviders';
import { createI18n } from '../src/i18n/i18n';
import { resources } from '../src/i18n/resources';
import { languageAtom } from '../src/language/language.state';
import { appRoutes } from '../src/Router';
import { type Profile } from '../src/session/profile';
import { profileAtom, tokenAtom } from '../src/session/session.state';
import { appStateFixture } from './fixtures';

export type Store = ReturnType<typeof createStore>;

export interface ProvidersOptions {
  store?: Store;
  language?: Language;
  /** The API client; by default one whose fetch fails loudly (tests stub what they call). */
  api?: ApiClient;
  appState?: Partial<AppState>;
  session?: { token: string; profile: Profile };
  /** user-event options, e.g. `{ advanceTimers: jest.advanceTimersByTime }` with fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/** A fetch for tests that answers 404 to anything not stubbed, so nothing reaches the network. */
export const unstubbedFetch: typeof fetch = async (input) =>
  new Response(
    JSON.stringify({
      errors: [{ name: 'body', code: 'NOT_FOUND', message: `unstubbed ${String(input)}` }],
    }),
    {
      status: 404,
      headers: { 'content-type': 'application/json' },
    },
  );

function prepare(options: ProvidersOptions) {
  const store = options.store ?? createStore();
  const language = options.language ?? 'en';
  store.set(languageAtom, language);
  store.set(
    apiClientAtom,
    options.api ??
      createApiClient({
        fetch: unstubbedFetch,
        getToken: () => store.get(tokenAtom),
        getLanguage: () => store.get(languageAtom),
      }),
  );
  store.set(setAppStateAtom, appStateFixture(options.appState));
  if (options.session) {
    store.set(tokenAtom, options.session.token);
    store.set(profileAtom, options.session.profile);
  }
  return {
    store,
    i18n: createI18n(language, resources),
    user: userEvent.setup(options.userOptions),
  };
}

/**
 * Renders UI inside the app's providers (jotai store, i18n, Mantine with transitions off) and a
 * memory router at `route` (mantinedev/vite-template's test-utils/render, with our state). The
 * router is a data router, so hooks such as useMatches work; `path` is the route's pattern.
 */
export function renderWithProviders(
  ui: ReactElement,
  options: ProvidersOptions & { route?: string; path?: string } & Omit<
      RenderOptions,
      'wrapper'
    > = {},
) {
  const { store, i18n, user } = prepare(options);
  const router = createMemoryRouter(
    [
      { path: options.path ?? '*', element: ui },
      { path: '*', element: null },
    ],
    { initialEntries: [options.route ?? '/'] },
  );
  const result = render(
    <AppProviders store={store} i18n={i18n} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, store, i18n, user, router };
}

/** Renders the real route table (shell, guard, page groups) at `route`. */
export function renderApp(
  route: string,
  options: ProvidersOptions & { maintenance?: boolean } = {},
) {
  return renderRoutes(appRoutes({ maintenance: options.maintenance ?? false }), route, options);
}

/** Renders a route table of a test's own at `route`, inside the app's providers. */
export function renderRoutes(routes: RouteObject[], route: string, options: ProvidersOptions = {}) {
  const { store, i18n, user } = prepare(options);
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const result = render(
    <AppProviders store={store} i18n={i18n} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, store, i18n, user, router };
}
