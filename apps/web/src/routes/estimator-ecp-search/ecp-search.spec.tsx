import { DEFAULT_ESTIMATOR_RADIUS } from '../../config/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test-utils/render';
import { freshBrowser, heading, main } from '../../testing/page-queries';
import { ESTIMATOR_STORAGE_KEY } from '../../features/estimator/estimator.state';
import { ok, stubApi } from '../../testing/stub-api';

const practice = (sap: string, name: string, preferredActive: boolean) => ({
  sap,
  display_name: name,
  account_name: name.toUpperCase(),
  address1: '1 Main St',
  address2: '',
  address3: '',
  city: 'Reno',
  state: 'NV',
  postal_code: '89501',
  distance: 1.2,
  programs: {},
  preferredActive,
  isLenscrafters: false,
  url: null,
  affiliated_now: true,
});

beforeEach(freshBrowser);

describe('/estimator_ecp_search', () => {
  it('stores the chosen practice and goes back to the estimator (page mode)', async () => {
    const { api, called } = stubApi({
      'GET /api/eye-care-professionals/list/by-radius': () =>
        ok({
          eyeCareProfessionalList: [
            practice('1000001', 'Aspen Eye Care', true),
            practice('1000002', 'Birch Vision', false),
          ],
        }),
    });
    const { user, router } = renderApp('/estimator_ecp_search', { api });
    await heading('Find your eye care practice');
    await user.type(main().getByRole('textbox', { name: /ZIP/i }), '89501');
    await user.click(main().getByRole('button', { name: /^Search/ }));
    await user.click(await main().findByRole('button', { name: /Aspen Eye Care/ }));
    await heading('Reward estimator');
    expect(router.state.location.pathname).toBe('/reward_estimator');
    expect(main().getByText('Aspen Eye Care')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(ESTIMATOR_STORAGE_KEY) ?? '{}').ecp).toMatchObject({
      sap: '1000001',
      preferredActive: true,
    });
    expect(
      Object.fromEntries(
        called('GET', '/api/eye-care-professionals/list/by-radius')[0]?.query ?? [],
      ),
    ).toMatchObject({
      eye_care_professional_postal_code: '89501',
      // The estimator's default radius (spec 000 §9), shown in the radius select too.
      radius: String(DEFAULT_ESTIMATOR_RADIUS),
    });
  });
});

describe('eye care provider search modal (modal mode)', () => {
  it('chooses the practice over the estimator modal and hands it back with preferredActive', async () => {
    const { api } = stubApi({
      'GET /api/eye-care-professionals/list/by-radius': () =>
        ok({ eyeCareProfessionalList: [practice('1000001', 'Aspen Eye Care', true)] }),
    });
    const { user, router } = renderApp('/faq', { api });
    await heading('Frequently asked questions');
    await user.click(main().getByRole('button', { name: 'Estimate my reward' }));
    const estimator = await screen.findByRole(
      'dialog',
      { name: 'Reward estimator' },
      { timeout: 10_000 },
    );
    await user.click(within(estimator).getByRole('button', { name: 'Choose your practice' }));

    const search = await screen.findByRole('dialog', { name: 'Find your eye care provider' });
    await user.type(within(search).getByRole('textbox', { name: /ZIP/i }), '89501');
    await user.click(within(search).getByRole('button', { name: /^Search/ }));
    await user.click(await within(search).findByRole('button', { name: /Aspen Eye Care/ }));

    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Find your eye care provider' }),
      ).not.toBeInTheDocument(),
    );
    const back = screen.getByRole('dialog', { name: 'Reward estimator' });
    expect(within(back).getByText('Aspen Eye Care')).toBeInTheDocument();
    expect(within(back).getByText('Preferred practice')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/faq');
    expect(JSON.parse(sessionStorage.getItem(ESTIMATOR_STORAGE_KEY) ?? '{}').ecp).toMatchObject({
      sap: '1000001',
      preferredActive: true,
    });
  });
});
