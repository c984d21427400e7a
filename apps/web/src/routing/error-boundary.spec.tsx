import { screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { type RouteObject } from 'react-router-dom';
import { renderRoutes } from '../../test-utils/render';
import { languageAtom } from '../language/language.state';
import { tokenAtom } from '../session/session.state';
import { createApiClient } from '../api/client';
import { ErrorPage } from '../routes/error/ErrorPage';
import { loadChunk } from './chunk-errors';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PageLoader } from './PageLoader';

function Broken(): never {
  throw new Error('the page broke while rendering');
}

/** The app's shape: pages under one error boundary (the shell is left out here). */
const routes: RouteObject[] = [
  {
    errorElement: <PageErrorBoundary />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { path: '/broken', element: <Broken /> },
      { path: '/error', element: <ErrorPage /> },
      {
        path: '/faq',
        lazy: () =>
          loadChunk('faq', () =>
            Promise.reject(
              new TypeError(
                'Failed to fetch dynamically imported module: /public/build/assets/faq-1.js',
              ),
            ),
          ),
      },
      {
        path: '/viral',
        lazy: () =>
          loadChunk('viral', () =>
            Promise.reject(new Error('Unable to preload CSS for /public/build/assets/viral-2.css')),
          ),
      },
    ],
  },
];

/** The API at the network boundary, keeping what was reported to /api/client-error. */
function reportingApi() {
  const reports: string[] = [];
  const store = createStore();
  const api = createApiClient({
    getToken: () => store.get(tokenAtom),
    getLanguage: () => store.get(languageAtom),
    fetch: async (input, init) => {
      if (String(input) === '/api/client-error') reports.push(JSON.parse(String(init?.body)).stack);
      return new Response(null, { status: 204 });
    },
  });
  return { store, api, reports };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('errors while rendering or loading pages', () => {
  it('sends a render error to /error and reports it', async () => {
    const { store, api, reports } = reportingApi();
    const { router } = renderRoutes(routes, '/broken', { store, api });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error');
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatch(/^\[render \/broken\] Error: the page broke while rendering/);
  });

  it('shows the retry screen when a page group fails to load (ChunkLoadError), and reports it', async () => {
    const { store, api, reports } = reportingApi();
    const { router } = renderRoutes(routes, '/faq', { store, api });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page didn’t load');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/faq');
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatch(/ChunkLoadError faq/);
  });

  it('says so when the group’s styles failed (CSS_CHUNK_LOAD_FAILED)', async () => {
    const { store, api, reports } = reportingApi();
    renderRoutes(routes, '/viral', { store, api });
    expect(await screen.findByText('The page’s styles didn’t load.')).toBeInTheDocument();
    await waitFor(() => expect(reports[0]).toMatch(/CSS_CHUNK_LOAD_FAILED viral/));
  });
});
