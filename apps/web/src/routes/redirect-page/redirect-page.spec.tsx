import { act, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { renderApp } from '../../../test-utils/render';
import { COOKIE_CONSENT_STORAGE_KEY } from '../../config/constants';
import { hostnameAtom } from '../../environment/environment.state';
import { leaveTo } from '../../features/page-kit/leave-app';

jest.mock('../../features/page-kit/leave-app', () => ({ leaveTo: jest.fn() }));

describe('/redirect-page', () => {
  afterEach(() => {
    jest.useRealTimers();
    localStorage.clear();
  });

  it('sends the browser to the affiliate exit after 3 seconds on a production host', async () => {
    localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, 'all');
    jest.useFakeTimers();
    const store = createStore();
    store.set(hostnameAtom, 'www.lensrewards.example');
    renderApp('/redirect-page', {
      store,
      userOptions: { advanceTimers: jest.advanceTimersByTime },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Taking you to our partner’s site' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Taking you there in 3 seconds…');
    act(() => jest.advanceTimersByTime(2_900));
    expect(leaveTo).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(200));
    expect(leaveTo).toHaveBeenCalledWith('/redirect_to_affiliate?affiliate_id=lens-rewards', {
      replace: true,
    });
  });

  it('stays and offers the link and sign-in elsewhere', async () => {
    renderApp('/redirect-page', { language: 'es' });
    const main = within(await screen.findByRole('main'));
    await screen.findByRole('heading', { level: 1 });
    expect(main.getByText(/En el sitio real/)).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Continuar al sitio de nuestro socio' })).toHaveAttribute(
      'href',
      '/redirect_to_affiliate?affiliate_id=lens-rewards&track=0',
    );
    expect(main.getByRole('link', { name: 'Iniciar sesión en Lens Rewards' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
