import { act, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { renderApp } from '../../../test-utils/render';
import { freshBrowser, heading, main } from '../../testing/page-queries';
import { ESTIMATOR_STORAGE_KEY } from '../../features/estimator/estimator.state';
import { ok, stubApi } from '../../testing/stub-api';
import { tokenExpiringIn } from '../../../test-utils/fixtures';

const ESTIMATE = { awardAmount: 200, bonusAmount: 50, newWearer: false };

beforeEach(freshBrowser);
afterEach(() => jest.useRealTimers());

describe('/reward_estimator', () => {
  it('resets brand and amount when the patient changes, and the amount when the brand does', async () => {
    const { api } = stubApi({ 'GET /api/rewards/estimate': () => ok(ESTIMATE) });
    const { user } = renderApp('/reward_estimator', { api });
    await heading('Reward estimator');
    const brand = main().getByRole('combobox', { name: /Lens brand/ });
    expect(brand).toBeDisabled();

    await user.click(
      main().getByRole('radio', { name: 'Someone who already wears contact lenses' }),
    );
    await user.selectOptions(brand, 'HydraLens 1-Day');
    await user.click(main().getByRole('radio', { name: '12 months' }));
    expect(await main().findByText('Estimated reward: $250')).toBeInTheDocument();

    await user.selectOptions(brand, 'AquaDay Moist');
    expect(main().getByRole('radio', { name: '12 months' })).not.toBeChecked();
    expect(main().queryByText(/Estimated reward/)).not.toBeInTheDocument();

    await user.click(main().getByRole('radio', { name: '6 months' }));
    await user.click(main().getByRole('radio', { name: 'Someone new to contact lenses' }));
    expect(brand).toHaveValue('');
    expect(main().getByRole('radio', { name: '6 months' })).not.toBeChecked();
  });

  it('asks for the estimate 100 ms after an amount is picked, at the chosen practice', async () => {
    jest.useFakeTimers();
    sessionStorage.setItem(
      ESTIMATOR_STORAGE_KEY,
      JSON.stringify({
        ecp: {
          sap: '1000001',
          display_name: 'Aspen Eye Care',
          city: 'Reno',
          state: 'NV',
          preferredActive: true,
        },
        patient: 'current',
        brand: '1OH',
        amount: null,
        rewards: null,
      }),
    );
    const { api, called } = stubApi({ 'GET /api/rewards/estimate': () => ok(ESTIMATE) });
    const { user } = renderApp('/reward_estimator', {
      api,
      userOptions: { advanceTimers: jest.advanceTimersByTime },
    });
    await heading('Reward estimator');
    expect(main().getByText('Aspen Eye Care')).toBeInTheDocument();
    expect(main().getByText('Preferred practice')).toBeInTheDocument();

    await user.click(main().getByRole('radio', { name: '12 months' }));
    act(() => jest.advanceTimersByTime(90));
    expect(called('GET', '/api/rewards/estimate')).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(20));
    const [call] = called('GET', '/api/rewards/estimate');
    expect(Object.fromEntries(call?.query ?? [])).toEqual({
      brand: '1OH',
      monthly_amount: '12',
      sap: '1000001',
      // "Someone who already wears contact lenses" (issue 29: the choice is sent).
      patient_type: 'current_wearer',
    });
    expect(await main().findByText('Preferred practice bonus: $50')).toBeInTheDocument();
  });

  it('offers only the brands of the offer in force', async () => {
    const { user } = renderApp('/reward_estimator', { appState: { now: '2025-02-01T12:00:00Z' } });
    await heading('Reward estimator');
    await user.click(main().getByRole('radio', { name: 'Someone new to contact lenses' }));
    const options = within(main().getByRole('combobox', { name: /Lens brand/ })).getAllByRole(
      'option',
    );
    expect(options.map((o) => o.textContent)).not.toContain('Lumina Daily UV for Astigmatism');
    expect(options.map((o) => o.textContent)).toContain('Lumina Daily UV');
  });

  it('follows the app clock into the next offer: TRA appears when julTRA_2025 starts (issue 29)', async () => {
    jest.useFakeTimers({ now: new Date('2025-07-20T23:59:58Z') });
    // The app state was loaded in jul_2025, two seconds before julTRA_2025 begins.
    const { user } = renderApp('/reward_estimator', {
      appState: { now: '2025-07-20T23:59:58Z' },
      userOptions: { advanceTimers: jest.advanceTimersByTime },
    });
    await heading('Reward estimator');
    await user.click(main().getByRole('radio', { name: 'Someone new to contact lenses' }));
    const brands = () =>
      within(main().getByRole('combobox', { name: /Lens brand/ }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(brands()).not.toContain('Lumina Daily Transitions');
    await act(async () => jest.advanceTimersByTime(3_000));
    expect(brands()).toContain('Lumina Daily Transitions');
  });

  it('says when the estimate fails, and tries again', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let calls = 0;
    const { api } = stubApi({
      'GET /api/rewards/estimate': () => (++calls === 1 ? { status: 500, body: {} } : ok(ESTIMATE)),
    });
    const { user } = renderApp('/reward_estimator', { api, language: 'es' });
    await heading('Calculadora de recompensas');
    await user.click(main().getByRole('radio', { name: 'Alguien que ya usa lentes de contacto' }));
    await user.selectOptions(
      main().getByRole('combobox', { name: /Marca de lentes/ }),
      'HydraLens 1-Day',
    );
    await user.click(main().getByRole('radio', { name: '3 meses' }));
    await user.click(await main().findByRole('button', { name: 'Intentar de nuevo' }));
    expect(await main().findByText('Recompensa estimada: $250')).toBeInTheDocument();
    warn.mockRestore();
  });

  it('for a signed-in patient: sends patientId, shows their next eligible date and wearer type', async () => {
    const { api, called } = stubApi({
      'GET /api/patients/get-patients/me': () =>
        ok({ patientList: [{ id: 'pat-7', name: 'Ana Díaz', relation_to_profile: 'SELF' }] }),
      'GET /api/rewards/estimate': () => ok(ESTIMATE),
      'POST /api/eligible-rewards/public': () =>
        ok({
          eligibleRewards: [],
          eligibleDate: '2025-10-20',
          nextRewardDate: null,
          patientType: 'current_wearer',
          displayCheckBackText: false,
        }),
    });
    const { user } = renderApp('/reward_estimator', {
      api,
      session: { token: tokenExpiringIn(3600), profile: { id: 'p-1', first_name: 'Ana' } },
    });
    await heading('Reward estimator');
    await user.click(await main().findByRole('radio', { name: 'Ana Díaz (your patient)' }));
    await user.selectOptions(
      main().getByRole('combobox', { name: /Lens brand/ }),
      'HydraLens 1-Day',
    );
    await user.click(main().getByRole('radio', { name: '3 months' }));
    expect(await main().findByText('Estimated reward: $250')).toBeInTheDocument();
    const [estimate] = called('GET', '/api/rewards/estimate');
    expect(estimate?.query.get('patientId')).toBe('pat-7');

    await user.click(main().getByRole('button', { name: 'See my results' }));
    await heading('Your estimated reward');
    expect(
      await main().findByText(
        'Ana Díaz can next enter a purchase that earns a reward: October 20, 2025.',
      ),
    ).toBeInTheDocument();
    expect(
      main().getByText('For this purchase, Ana Díaz counts as: a current wearer of this brand.'),
    ).toBeInTheDocument();
    const [eligible] = called('POST', '/api/eligible-rewards/public');
    expect(eligible?.body).toMatchObject({ patientId: 'pat-7', brand: '1OH' });
  });

  it('goes to the practice search and to the results', async () => {
    const { api } = stubApi({ 'GET /api/rewards/estimate': () => ok(ESTIMATE) });
    const { user, router } = renderApp('/reward_estimator', { api });
    await heading('Reward estimator');
    await user.click(main().getByRole('button', { name: 'Choose your practice' }));
    await heading('Find your eye care practice');
    expect(router.state.location.pathname).toBe('/estimator_ecp_search');
    await user.click(main().getByRole('link', { name: 'Continue without a practice' }));
    await heading('Reward estimator');
    await user.click(main().getByRole('radio', { name: 'Someone new to contact lenses' }));
    await user.selectOptions(
      main().getByRole('combobox', { name: /Lens brand/ }),
      'HydraLens 1-Day',
    );
    await user.click(main().getByRole('radio', { name: '9 months' }));
    await user.click(await main().findByRole('button', { name: 'See my results' }));
    await heading('Your estimated reward');
  });
});

describe('reward estimator modal', () => {
  it('estimates over any page and leads to the full results', async () => {
    const { api } = stubApi({
      'GET /api/rewards/estimate': () => ok(ESTIMATE),
      'POST /api/eligible-rewards/public': () =>
        ok({
          eligibleRewards: [],
          eligibleDate: null,
          nextRewardDate: null,
          patientType: null,
          displayCheckBackText: false,
        }),
      'GET /api/opt-in/estimate_limit': () => ok({ isEmailLimited: false }),
    });
    const store = createStore();
    const { user, router } = renderApp('/faq', { api, store });
    await heading('Frequently asked questions');
    await user.click(main().getByRole('button', { name: 'Estimate my reward' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Reward estimator' }, { timeout: 10_000 }),
    );
    await user.click(dialog.getByRole('radio', { name: 'Someone new to contact lenses' }));
    await user.selectOptions(
      dialog.getByRole('combobox', { name: /Lens brand/ }),
      'HydraLens 1-Day',
    );
    await user.click(dialog.getByRole('radio', { name: '12 months' }));
    await user.click(await dialog.findByRole('button', { name: 'See my results' }));
    await heading('Your estimated reward');
    expect(router.state.location.pathname).toBe('/estimator_results');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
