import { act, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { tokenExpiringIn } from '../../test-utils/fixtures';
import { renderJourney, seedDraft } from '../../test-utils/journey';
import { renderApp } from '../../test-utils/render';
import { COOKIE_CONSENT_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../config/constants';
import { hostnameAtom, inIframeAtom } from '../environment/environment.state';
import { ok, stubApi } from '../testing/stub-api';
import { analyticsAllowedAtom } from './cookie-consent.state';

const session = { token: tokenExpiringIn(3600), profile: { id: 'p-1', first_name: 'Ana' } };
const CHAT_URL = 'https://chat.lensrewards.example/rewards';
/** The API's rewards chat answer (GET /api/rewards-chat), open unless told otherwise. */
const chatApi = (chat: object = {}) =>
  stubApi({
    'GET /api/rewards-chat': () =>
      ok({
        available: true,
        open: true,
        opensAt: null,
        closesAt: '2025-09-15T22:00:00.000Z',
        timeZone: 'America/New_York',
        url: CHAT_URL,
        ...chat,
      }),
  });
const footer = () => within(screen.getByRole('contentinfo'));
const page = (name: string) => screen.findByRole('heading', { level: 1, name });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, 'essential');
});

describe('footer', () => {
  it.each([
    [
      'en',
      'Offer valid on eligible purchases made from July 21, 2025 through December 31, 2025 and submitted within 90 days of purchase.',
    ],
    ['es', /del 21 de julio de 2025 al 31 de diciembre de 2025 y enviadas dentro de los 90 días/],
  ] as const)(
    'states the offer in force on the app clock and the submission window (%s)',
    async (language, text) => {
      // The app loaded in jul_2025; the clock is now in julTRA_2025 (issue 12 item 2).
      renderApp('/reward_estimator', {
        language,
        appState: { now: '2025-09-15T15:00:00.000Z', submissionWindowDays: 90 },
      });
      await screen.findByRole('contentinfo');
      expect(footer().getByText(text, { exact: false })).toBeInTheDocument();
    },
  );

  it('links to the reward terms and opens the FAQ in a 768 × 600 popup', async () => {
    const popup = { opener: {} as unknown } as Window;
    const open = jest.spyOn(window, 'open').mockReturnValue(popup);
    const { user } = renderApp('/reward_estimator');
    await page('Reward estimator');
    expect(footer().getByRole('link', { name: 'Reward terms' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );

    await user.click(footer().getByRole('link', { name: 'FAQ (opens in a new window)' }));
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/\/faq$/),
      'lens-rewards-faq',
      expect.stringContaining('width=768,height=600'),
    );
    expect(popup.opener).toBeNull();
    open.mockRestore();
  });

  it('shows the safety-information affiliate link, but not inside an iframe', async () => {
    const first = renderApp('/reward_estimator');
    await page('Reward estimator');
    // Essential cookies only: the exit is not recorded.
    expect(footer().getByRole('link', { name: /Important safety information/ })).toHaveAttribute(
      'href',
      '/redirect_to_affiliate?affiliate_id=lens-rewards&track=0',
    );
    first.unmount();

    localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, 'all');
    const tracked = renderApp('/reward_estimator');
    await page('Reward estimator');
    expect(footer().getByRole('link', { name: /Important safety information/ })).toHaveAttribute(
      'href',
      '/redirect_to_affiliate?affiliate_id=lens-rewards',
    );
    tracked.unmount();

    const store = createStore();
    store.set(inIframeAtom, true);
    renderApp('/reward_estimator', { store });
    await page('Reward estimator');
    expect(
      footer().queryByRole('link', { name: /Important safety information/ }),
    ).not.toBeInTheDocument();
    expect(document.body).toHaveClass('in-iframe');
  });

  it('hides the language toggle on the escalate pages', async () => {
    renderApp('/escalate');
    await page('Contact support');
    expect(footer().queryByRole('button', { name: /^Language/ })).not.toBeInTheDocument();
  });

  it('offers logout to a signed-in visitor, which ends the session and returns to /login', async () => {
    const { user, router, called } = renderJourney(
      '/dashboard',
      { 'POST /api/profiles/logout': { body: { result: { signedOut: true } } } },
      { session },
    );
    await page('My rewards');
    await user.click(footer().getByRole('button', { name: 'Log out' }));
    await page('Sign in');
    // The server ended the session of the token the browser held.
    expect(called('POST /api/profiles/logout')[0]?.headers['profile-token']).toBe(session.token);
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(footer().queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('has no logout on the promo-code hosts', async () => {
    const store = createStore();
    store.set(hostnameAtom, 'promo.lensrewards.example');
    renderApp('/dashboard', { session, store });
    await page('My rewards');
    expect(footer().queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('states the sub-phase offer and the page’s disclaimers, per language', async () => {
    const first = renderApp('/dashboard', { session });
    await page('My rewards');
    const disclaimers = within(screen.getByRole('region', { name: 'Disclaimers' }));
    expect(
      disclaimers.getByText(
        /from July 1, 2025 through July 20, 2025 and submitted within 90 days of purchase\. Rewards of up to \$250/,
      ),
    ).toBeInTheDocument();
    expect(disclaimers.getByText(/Reward cards are mailed/)).toBeInTheDocument();
    first.unmount();

    renderApp('/dashboard', { session, language: 'es' });
    await page('Mis recompensas');
    expect(
      within(screen.getByRole('region', { name: 'Avisos legales' })).getByText(
        /del 1 de julio de 2025 al 20 de julio de 2025/,
      ),
    ).toBeInTheDocument();
  });
});

describe('Questions button and modal', () => {
  it('is there for signed-in visitors, not for visitors and not on the FAQ', async () => {
    const visitor = renderApp('/reward_estimator');
    await page('Reward estimator');
    expect(screen.queryByRole('button', { name: 'Questions?' })).not.toBeInTheDocument();
    visitor.unmount();

    const onFaq = renderApp('/faq', { session });
    await page('Frequently asked questions');
    expect(screen.queryByRole('button', { name: 'Questions?' })).not.toBeInTheDocument();
    onFaq.unmount();

    seedDraft(); // the purchase flow's pages need the entry in progress
    renderApp('/receipt_upload', { session });
    await page('Upload your receipt');
    expect(screen.getByRole('button', { name: 'Questions?' })).toBeInTheDocument();
  });

  it.each([
    ['/dashboard', 'My rewards', true],
    ['/purchase_info', 'Purchase details', true],
    ['/product_intake', 'Your contact lenses', true],
    ['/receipt_upload', 'Upload your receipt', false],
  ])('on %s offers the rewards chat: %s', async (route, title, chat) => {
    seedDraft(); // the purchase flow's pages need the entry in progress
    const { user } = renderApp(route, { session, api: chatApi().api });
    await page(title);
    await user.click(screen.getByRole('button', { name: 'Questions?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Questions?' });
    expect(
      within(dialog).queryByRole('heading', { name: 'Chat with the rewards team' }) !== null,
    ).toBe(chat);
    expect(within(dialog).getByRole('heading', { name: 'Send us a message' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('heading', { name: 'Contact lens topics' }),
    ).toBeInTheDocument();
  });

  it('says until when the chat is open, and starts it with the provider in a new window', async () => {
    const { user } = renderApp('/dashboard', { session, api: chatApi().api });
    await page('My rewards');
    await user.click(screen.getByRole('button', { name: 'Questions?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Questions?' });
    expect(
      await within(dialog).findByText(/^Chat is open now, until Monday, 6:00\sPM EDT\.$/),
    ).toBeInTheDocument();
    const start = within(dialog).getByRole('link', { name: 'Start a chat' });
    expect(start).toHaveAttribute('href', CHAT_URL);
    expect(start).toHaveAttribute('target', '_blank');
  });

  it.each(['en', 'es'] as const)(
    'offers the message form while the chat is closed, and says when it opens (%s)',
    async (language) => {
      const closed = chatApi({ open: false, closesAt: null, opensAt: '2025-09-16T13:00:00.000Z' });
      const { user } = renderApp('/dashboard', { session, api: closed.api, language });
      await page(language === 'en' ? 'My rewards' : 'Mis recompensas');
      await user.click(screen.getByRole('button', { name: /Questions\?|¿Preguntas\?/ }));
      const dialog = await screen.findByRole('dialog');
      expect(
        await within(dialog).findByText(
          language === 'en'
            ? /Chat is closed right now\. It opens again Tuesday, 9:00\sAM EDT\./
            : /El chat está cerrado en este momento\. Vuelve a abrir el martes, 9:00\sa\.\s?m\. EDT\./,
        ),
      ).toBeInTheDocument();
      expect(
        within(dialog).queryByRole('link', { name: /Start a chat|Iniciar un chat/ }),
      ).toBeNull();
      // The message form itself, in place of the link to it.
      expect(
        await within(dialog).findByRole('textbox', { name: /E-mail|Correo electrónico/ }),
      ).toBeInTheDocument();
      expect(
        within(dialog).queryByRole('button', { name: /Write a message|Escribir un mensaje/ }),
      ).toBeNull();
    },
  );

  it('offers the message form when no chat provider is configured', async () => {
    const none = chatApi({ available: false, open: false, closesAt: null, url: undefined });
    const { user } = renderApp('/dashboard', { session, api: none.api });
    await page('My rewards');
    await user.click(screen.getByRole('button', { name: 'Questions?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Questions?' });
    expect(
      await within(dialog).findByText(/Live chat isn’t available at the moment/),
    ).toBeInTheDocument();
    expect(await within(dialog).findByRole('textbox', { name: /E-mail/ })).toBeInTheDocument();
  });

  it('searches the FAQ and opens the message form there', async () => {
    const { user, router } = renderApp('/dashboard', { session, api: chatApi().api });
    await page('My rewards');
    await user.click(screen.getByRole('button', { name: 'Questions?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Questions?' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'What are you looking for?' }),
      'receipt photo',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await page('Frequently asked questions');
    expect(router.state.location.search).toBe('?q=receipt%20photo');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(() => router.navigate('/dashboard'));
    await page('My rewards');
    await user.click(screen.getByRole('button', { name: 'Questions?' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Questions?' })).getByRole('button', {
        name: 'Write a message',
      }),
    );
    await page('Frequently asked questions');
    expect(router.state.location.search).toBe('?goToForm=1');
  });
});

describe('impersonation banner', () => {
  it('names the patient while an admin acts for them', async () => {
    renderApp('/dashboard', {
      session: {
        ...session,
        token: tokenExpiringIn(3600, { act: { sub: 'admin-7', comment: 'call #42' } }),
      },
    });
    await page('My rewards');
    expect(screen.getByRole('status')).toHaveTextContent('You are acting for Ana.');
  });

  it('offers “End”, which leads to the back office’s end of the impersonation', async () => {
    renderApp('/dashboard', {
      session: { ...session, token: tokenExpiringIn(3600, { act: { sub: 'admin-7' } }) },
    });
    await page('My rewards');
    const end = within(screen.getByRole('status')).getByRole('link', {
      name: 'End acting for Ana',
    });
    expect(end).toHaveTextContent(/^End$/);
    expect(end).toHaveAttribute('href', '/admin#/impersonation/end');
  });

  it('says “End” in Spanish too', async () => {
    renderApp('/dashboard', {
      language: 'es',
      session: { ...session, token: tokenExpiringIn(3600, { act: { sub: 'admin-7' } }) },
    });
    const end = await screen.findByRole('link', { name: 'Terminar de actuar en nombre de Ana' });
    expect(end).toHaveTextContent(/^Terminar$/);
    expect(screen.getByRole('status')).toHaveTextContent('Estás actuando en nombre de Ana.');
  });

  it('is absent for the patient themself', async () => {
    renderApp('/dashboard', { session });
    await page('My rewards');
    expect(screen.queryByText(/You are acting for/)).not.toBeInTheDocument();
  });
});

describe('cookie-consent gate', () => {
  it('asks until the visitor chooses, and allows analytics only with consent to all', async () => {
    localStorage.removeItem(COOKIE_CONSENT_STORAGE_KEY);
    const { user, store } = renderApp('/reward_estimator');
    await page('Reward estimator');
    const gate = screen.getByRole('region', { name: 'Cookies on Lens Rewards' });
    expect(store.get(analyticsAllowedAtom)).toBe(false);
    await user.click(within(gate).getByRole('button', { name: 'Accept all cookies' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Cookies on Lens Rewards' }),
      ).not.toBeInTheDocument(),
    );
    expect(localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY)).toBe('all');
    expect(store.get(analyticsAllowedAtom)).toBe(true);
  });

  it.each([
    [
      'en',
      'Reward estimator',
      'Cookie settings',
      'Cookies on Lens Rewards',
      'Your choice now: all cookies.',
      'Essential cookies only',
    ],
    [
      'es',
      'Calculadora de recompensas',
      'Configuración de cookies',
      'Cookies en Lens Rewards',
      'Tu elección actual: todas las cookies.',
      'Solo cookies esenciales',
    ],
  ] as const)(
    'reopens the choice from "Cookie settings" in the footer once it was made, in %s (issue 29 item 3)',
    async (language, title, settings, region, current, essential) => {
      localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, 'all');
      const { user, store } = renderApp('/reward_estimator', { language });
      await page(title);
      expect(screen.queryByRole('region', { name: region })).not.toBeInTheDocument();
      await user.click(
        within(screen.getByRole('contentinfo')).getByRole('button', { name: settings }),
      );
      const gate = await screen.findByRole('region', { name: region });
      expect(gate).toHaveFocus();
      expect(within(gate).getByText(current)).toBeInTheDocument();
      await user.click(within(gate).getByRole('button', { name: essential }));
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: region })).not.toBeInTheDocument(),
      );
      expect(localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY)).toBe('essential');
      expect(store.get(analyticsAllowedAtom)).toBe(false);
    },
  );
});
