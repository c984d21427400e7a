import { screen, waitFor, within } from '@testing-library/react';
import { tokenExpiringIn } from '../../test-utils/fixtures';
import { seedDraft } from '../../test-utils/journey';
import { renderApp } from '../../test-utils/render';
import { COOKIE_CONSENT_STORAGE_KEY, ONBOARDING_HIDDEN_COOKIE } from '../config/constants';

const session = { token: tokenExpiringIn(3600), profile: { id: 'p-1', first_name: 'Ana' } };

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

beforeEach(() => {
  localStorage.clear();
  document.cookie = `${ONBOARDING_HIDDEN_COOKIE}=; max-age=0; path=/`;
});

describe('routes and the guard in the app', () => {
  it('sends a signed-out visitor on a local host from / to /login', async () => {
    const { router } = renderApp('/');
    expect(await heading('Sign in')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('keeps the query string when / redirects', async () => {
    const { router } = renderApp('/?utm_source=mail');
    await heading('Sign in');
    expect(router.state.location.search).toBe('?utm_source=mail');
  });

  it('sends a signed-out visitor from a signed-in page to / and on to /login', async () => {
    const { router } = renderApp('/dashboard');
    await heading('Sign in');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows a signed-in page to a signed-in visitor', async () => {
    renderApp('/dashboard', { session });
    expect(await heading('My rewards')).toBeInTheDocument();
  });

  it('sends a signed-in visitor from / to onboarding until the onboarding cookie is set', async () => {
    const first = renderApp('/', { session });
    await heading('Welcome to Lens Rewards');
    expect(first.router.state.location.pathname).toBe('/onboarding');
    first.unmount();

    document.cookie = `${ONBOARDING_HIDDEN_COOKIE}=1; path=/`;
    const second = renderApp('/', { session });
    await heading('My rewards');
    expect(second.router.state.location.pathname).toBe('/dashboard');
  });

  it('follows the configured default route from /', async () => {
    const { router } = renderApp('/', { appState: { defaultRoute: '/reward_estimator' } });
    await heading('Reward estimator');
    expect(router.state.location.pathname).toBe('/reward_estimator');
  });

  it('sends unknown paths to /', async () => {
    const { router } = renderApp('/no/such/page');
    await heading('Sign in');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the lifecycle page at / after the programme, and sends offer pages there', async () => {
    const { router } = renderApp('/reward_estimator', { appState: { phase: 'expired' } });
    expect(await heading('Program status')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('registers only maintenance routes during maintenance; FAQ and terms stay', async () => {
    const maintenance = { appState: { maintenance: true }, maintenance: true, session };
    const first = renderApp('/dashboard', maintenance);
    expect(await heading('We’ll be back soon')).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/');
    first.unmount();

    renderApp('/faq', maintenance);
    expect(await heading('Frequently asked questions')).toBeInTheDocument();
  });

  it('offers the previous-page link the specification lists', async () => {
    seedDraft(); // the purchase flow's pages need the entry in progress
    const { user, router } = renderApp('/purchase_info', { session });
    await heading('Purchase details');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await heading('Patient details');
    expect(router.state.location.pathname).toBe('/patient_entry');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/patient_select');
  });

  it('puts the page name, group and channel on the body and names the document', async () => {
    renderApp('/estimator_results');
    await heading('Your estimated reward');
    await waitFor(() => expect(document.body).toHaveClass('page-estimator-results'));
    expect(document.body).toHaveClass('group-purchase-info', 'channel-def');
    expect(document.body).not.toHaveClass('page-leaving');
    expect(document.title).toBe('Your estimated reward | Lens Rewards');
  });

  it('moves focus to the new page’s heading after a navigation', async () => {
    localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, 'essential');
    const { user } = renderApp('/estimator_results');
    await heading('Your estimated reward');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    const title = await heading('Reward estimator');
    await waitFor(() => expect(title).toHaveFocus());
  });

  it('moves focus to the cookie banner while cookies are undecided, so it comes first (issue 12 item 13)', async () => {
    const { user } = renderApp('/estimator_results');
    await heading('Your estimated reward');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await heading('Reward estimator');
    const banner = screen.getByRole('region', { name: 'Cookies on Lens Rewards' });
    await waitFor(() => expect(banner).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Accept all cookies' })).toHaveFocus();
  });

  it('shows the header logo only on the rapid-rewards info and confirm pages', async () => {
    const first = renderApp('/checkout_shop_confirm');
    await heading('Confirm your reward');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lens Rewards home' })).toBeInTheDocument();
    first.unmount();

    renderApp('/reward_estimator');
    await heading('Reward estimator');
    expect(screen.queryByRole('link', { name: 'Lens Rewards home' })).not.toBeInTheDocument();
  });

  it('has the landmarks: main, footer navigation', async () => {
    renderApp('/reward_estimator');
    await heading('Reward estimator');
    expect(screen.getByRole('main')).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('navigation', { name: 'Site links' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
  });
});
