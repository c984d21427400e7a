import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../test-utils/render';
import { leaveTo } from '../../features/page-kit/leave-app';
import { ok, stubApi } from '../../testing/stub-api';
import { allowedTarget } from './tandr-target';
import { COOKIE_CONSENT_STORAGE_KEY } from '../../config/constants';

jest.mock('../../features/page-kit/leave-app', () => ({ leaveTo: jest.fn() }));

const here = { origin: 'http://localhost', hostname: 'localhost' };

describe('allowedTarget', () => {
  it.each([
    ['/faq?topic=card', '/faq?topic=card'],
    ['/redirect_to_affiliate?affiliate_id=x', '/redirect_to_affiliate?affiliate_id=x'],
    ['http://localhost/reward_estimator', 'http://localhost/reward_estimator'],
    ['https://www.lensrewards.example/exit', 'https://www.lensrewards.example/exit'],
    [
      'https://promo.lensrewards.example/ecpm/saps/1000001',
      'https://promo.lensrewards.example/ecpm/saps/1000001',
    ],
  ])('allows %s', (raw, expected) => {
    expect(allowedTarget(raw, here)).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    'https://user:pw@www.lensrewards.example/',
    'https://www.lensrewards.example.evil.example/',
    'not a url',
  ])('refuses %s', (raw) => {
    expect(allowedTarget(raw, here)).toBeNull();
  });
});

describe('/tandr', () => {
  beforeEach(() => {
    jest.mocked(leaveTo).mockClear();
    localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, 'all');
  });

  it.each([['essential'], [null]])(
    'with cookie consent %s: goes to the target and records nothing',
    async (consent) => {
      if (consent) localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, consent);
      else localStorage.removeItem(COOKIE_CONSENT_STORAGE_KEY);
      const { api, called } = stubApi({ 'POST /api/tracking': () => ok({ tracked: true }) });
      renderApp('/tandr?t=email:estimate_cta&r=%2Ffaq', { api });
      await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/faq', { replace: true }));
      expect(called('POST', '/api/tracking')).toEqual([]);
    },
  );

  it('tracks the event with the address and other parameters, then goes to the target', async () => {
    const { api, called } = stubApi({ 'POST /api/tracking': () => ok({ tracked: true }) });
    renderApp('/tandr?t=email:estimate_cta&r=%2Freward_estimator&utm_source=mail', { api });
    await waitFor(() =>
      expect(leaveTo).toHaveBeenCalledWith('/reward_estimator', { replace: true }),
    );
    const [track] = called('POST', '/api/tracking');
    expect(track?.body).toEqual({
      eventName: 'email:estimate_cta',
      data: { url: expect.stringContaining('http://localhost'), utm_source: 'mail' },
    });
  });

  it('goes on even when tracking fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { api } = stubApi({});
    renderApp('/tandr?t=promo&r=%2Ffaq', { api });
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/faq', { replace: true }));
    warn.mockRestore();
  });

  it('refuses a target off the allow-list, after tracking', async () => {
    const { api, called } = stubApi({ 'POST /api/tracking': () => ok({ tracked: true }) });
    renderApp('/tandr?t=promo&r=https%3A%2F%2Fevil.example%2F', { api, language: 'es' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No podemos abrir este enlace' }),
    ).toBeInTheDocument();
    expect(called('POST', '/api/tracking')).toHaveLength(1);
    expect(leaveTo).not.toHaveBeenCalled();
  });
});
