import { screen, within } from '@testing-library/react';
import { COOKIE_CONSENT_STORAGE_KEY } from '../config/constants';

/** The page's main landmark, for queries inside it. */
export const main = () => within(screen.getByRole('main'));

/** The page's h1, once its page group has loaded (slow under a full parallel run). */
export const heading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

/** A fresh browser for each test: no stored token, estimate or choice; cookies decided. */
export function freshBrowser(): void {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, 'essential');
}
