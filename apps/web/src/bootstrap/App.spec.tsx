import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { SERVER_NOW } from '../../test-utils/fixtures';
import { apiClientAtom } from '../api/api.state';
import { App } from '../App';
import { createI18n } from '../i18n/i18n';
import { resources } from '../i18n/resources';
import { createAppApiClient, type Navigator } from './app-services';
import { startApp } from './start';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the app from the start', () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('loads the app state, then shows the first page in the browser’s address', async () => {
    const store = createStore();
    const navigator: Navigator = { navigate: jest.fn() };
    const fetch = jest.fn(async () =>
      json(200, { result: { phase: 'active', now: SERVER_NOW, siteURL: 'https://site.example' } }),
    );
    store.set(apiClientAtom, createAppApiClient(store, navigator, fetch));
    render(<App store={store} i18n={createI18n('en', resources)} navigator={navigator} />);

    expect(screen.getByLabelText('Loading…')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(fetch).toHaveBeenCalledWith(
      '/api/app?channel=def',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('takes the start main.tsx began before the first render, without loading the app state again', async () => {
    const store = createStore();
    const navigator: Navigator = { navigate: jest.fn() };
    const fetch = jest.fn(async (_url: RequestInfo | URL) =>
      json(200, { result: { phase: 'active', now: SERVER_NOW, siteURL: 'https://site.example' } }),
    );
    store.set(apiClientAtom, createAppApiClient(store, navigator, fetch));
    const started = startApp(store, window.location);
    render(
      <App
        store={store}
        i18n={createI18n('en', resources)}
        navigator={navigator}
        started={started}
      />,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/app'))).toHaveLength(1);
  });

  it('offers to try again when the app state does not load', async () => {
    const store = createStore();
    const navigator: Navigator = { navigate: jest.fn() };
    const answers = [json(503, { errors: [{ name: 'body', code: 'GENERIC', message: 'Down.' }] })];
    const fetch = jest.fn(
      async () => answers.shift() ?? json(200, { result: { phase: 'active', now: SERVER_NOW } }),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    store.set(apiClientAtom, createAppApiClient(store, navigator, fetch));
    render(<App store={store} i18n={createI18n('en', resources)} navigator={navigator} />);

    expect(
      await screen.findByRole('heading', { name: 'We can’t reach Lens Rewards right now' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });
});
