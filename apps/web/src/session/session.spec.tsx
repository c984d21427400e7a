import { act, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { tokenExpiringIn } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';
import { apiClientAtom } from '../api/api.state';
import { ApiFailure } from '../api/api-failure';
import { createAppApiClient, type Navigator } from '../bootstrap/app-services';
import { REGISTERED_USER_COOKIE, TOKEN_STORAGE_KEY } from '../config/constants';
import { profileAtom, sessionStatusAtom } from './session.state';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  localStorage.clear();
  document.cookie = `${REGISTERED_USER_COOKIE}=1; path=/`;
});

afterEach(() => jest.useRealTimers());

describe('session expiry (spec 000 §4)', () => {
  it('opens the session-expired modal when the token runs out, closing other modals; OK logs out and goes to /', async () => {
    jest.useFakeTimers();
    const { user, router, store } = renderApp('/dashboard', {
      session: { token: tokenExpiringIn(3), profile: { id: 'p-1', first_name: 'Ana' } },
      userOptions: { advanceTimers: jest.advanceTimersByTime },
    });
    await screen.findByRole('heading', { level: 1, name: 'My rewards' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Questions?' }));
    expect(await screen.findByRole('dialog', { name: 'Questions?' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(4_000));

    const notice = await screen.findByRole('dialog', { name: 'Your session has expired' });
    expect(screen.queryByRole('dialog', { name: 'Questions?' })).not.toBeInTheDocument();
    // The page stays behind the notice until the visitor acknowledges it.
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(store.get(sessionStatusAtom)).toBe('expired');

    await user.click(within(notice).getByRole('button', { name: 'OK' }));

    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(document.cookie).not.toContain(REGISTERED_USER_COOKIE);
    expect(store.get(profileAtom).id).toBe('me');
    expect(screen.queryByRole('button', { name: 'Questions?' })).not.toBeInTheDocument();
  });

  it('counts time on the server’s clock, not the browser’s', async () => {
    jest.useFakeTimers({ now: Date.parse('2031-01-01T00:00:00Z') });
    // The token is valid for an hour after the server's (pinned, past) now.
    const { store } = renderApp('/dashboard', {
      session: { token: tokenExpiringIn(3600), profile: { id: 'p-1' } },
    });
    await screen.findByRole('heading', { level: 1, name: 'My rewards' });
    expect(store.get(sessionStatusAtom)).toBe('active');
  });
});

describe('API failures that end up in the session', () => {
  const session = { token: tokenExpiringIn(3600), profile: { id: 'p-1' } };

  it('logs out on 401 and the guard leaves the signed-in page', async () => {
    const store = createStore();
    const navigator: Navigator = { navigate: jest.fn() };
    const fetch = jest.fn(async () =>
      json(401, {
        errors: [{ name: 'body', code: 'SESSION_EXPIRED', message: 'Please sign in to continue.' }],
      }),
    );
    const { router } = renderApp('/dashboard', {
      store,
      session,
      api: createAppApiClient(store, navigator, fetch),
    });
    await screen.findByRole('heading', { level: 1, name: 'My rewards' });

    await act(async () => {
      await expect(store.get(apiClientAtom).get('profiles/me')).rejects.toBeInstanceOf(ApiFailure);
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.get(sessionStatusAtom)).toBe('anonymous');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('shows /limiter on 429', async () => {
    const store = createStore();
    const navigator: Navigator = { navigate: () => undefined };
    const fetch = jest.fn(async () =>
      json(429, {
        errors: [{ name: 'body', code: 'RATE_LIMITED', message: 'Too many attempts.' }],
      }),
    );
    const { router } = renderApp('/reward_estimator', {
      store,
      api: createAppApiClient(store, navigator, fetch),
    });
    navigator.navigate = (to) => void router.navigate(to);
    await screen.findByRole('heading', { level: 1, name: 'Reward estimator' });

    await act(async () => {
      await expect(store.get(apiClientAtom).get('rewards/estimate')).rejects.toMatchObject({
        status: 429,
        code: 'RATE_LIMITED',
      });
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Too many requests' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/limiter');
  });
});
