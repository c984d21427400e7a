import { screen } from '@testing-library/react';
import { ONBOARDING_HIDDEN_COOKIE } from '../../config/constants';
import { readCookie } from '../../environment/cookies';
import { renderJourney } from '../../../test-utils/journey';

beforeEach(() => {
  localStorage.clear();
  document.cookie = `${ONBOARDING_HIDDEN_COOKIE}=; max-age=0; path=/`;
});

describe('/onboarding', () => {
  it('shows once: / goes to onboarding, and after it to the dashboard', async () => {
    const view = renderJourney('/', {});
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Lens Rewards' });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Choose who wears the lenses'),
      expect.stringContaining('Enter your purchase'),
      expect.stringContaining('Upload your receipt'),
      expect.stringContaining('Get your reward'),
    ]);
    await view.user.click(screen.getByRole('button', { name: 'Enter a purchase' }));
    await screen.findByRole('heading', { level: 1, name: 'Who is this purchase for?' });
    expect(readCookie(ONBOARDING_HIDDEN_COOKIE)).toBe('1');
  });
});
