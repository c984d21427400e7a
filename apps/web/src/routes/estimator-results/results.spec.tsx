import { fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '../../../test-utils/render';
import { freshBrowser, heading, main } from '../../testing/page-queries';
import {
  ESTIMATOR_STORAGE_KEY,
  type EstimatorState,
} from '../../features/estimator/estimator.state';
import { ok, stubApi } from '../../testing/stub-api';
import { enhancementDisclaimers } from './enhancement-disclaimers';

const disclaimers = () => within(screen.getByRole('region', { name: /Disclaimers|Avisos/ }));

const PRACTICE = {
  sap: '1000001',
  display_name: 'Aspen Eye Care',
  city: 'Reno',
  state: 'NV',
  preferredActive: true,
};
const estimate = (state: Partial<EstimatorState>) =>
  sessionStorage.setItem(
    ESTIMATOR_STORAGE_KEY,
    JSON.stringify({
      ecp: PRACTICE,
      patient: 'current',
      brand: '1OH',
      amount: 12,
      rewards: { awardAmount: 200, bonusAmount: 50, newWearer: false },
      ...state,
    }),
  );
const eligible = (overrides: object = {}) => ({
  eligibleRewards: [3, 6, 9, 12].map((months) => ({
    monthly_amount: months,
    awardAmount: months * 10,
    bonusAmount: months === 12 ? 50 : 0,
    totalAmount: months * 10 + (months === 12 ? 50 : 0),
  })),
  eligibleDate: '2025-07-15',
  nextRewardDate: '2025-07-21',
  patientType: null,
  displayCheckBackText: true,
  ...overrides,
});
const api = (limited = false, extra = {}) =>
  stubApi({
    'POST /api/eligible-rewards/public': () => ok(eligible(extra)),
    'GET /api/opt-in/estimate_limit': () => ok({ isEmailLimited: limited }),
    'POST /api/opt-in/send_results': () => ({ status: 202, body: { result: { queued: true } } }),
    'POST /api/opt-in': () => ok({ email_opt_in: true }),
  });

beforeEach(freshBrowser);

describe('enhancementDisclaimers', () => {
  it('adds terms and card, preferred when involved, and the chosen supply’s note', () => {
    expect(enhancementDisclaimers({ enabled: false, preferred: true, amount: 9 })).toEqual([]);
    expect(enhancementDisclaimers({ enabled: true, preferred: true, amount: 12 })).toEqual([
      'terms',
      'card',
      'preferred',
    ]);
    expect(enhancementDisclaimers({ enabled: true, preferred: false, amount: 9 })).toEqual([
      'terms',
      'card',
      'nineMonth',
    ]);
    expect(enhancementDisclaimers({ enabled: true, preferred: false, amount: 3 })).toEqual([
      'terms',
      'card',
      'threeSixMonth',
    ]);
    expect(enhancementDisclaimers({ enabled: true, preferred: false, amount: 6 })).toEqual([
      'terms',
      'card',
      'threeSixMonth',
    ]);
  });
});

describe('/estimator_results', () => {
  it('shows the estimate, when it pays, the check-back text and the other supplies', async () => {
    estimate({});
    const stub = api();
    renderApp('/estimator_results', { api: stub.api });
    await heading('Your estimated reward');
    expect(main().getByText('12 months of HydraLens 1-Day')).toBeInTheDocument();
    expect(main().getByText('At Aspen Eye Care')).toBeInTheDocument();
    expect(main().getByText('Estimated reward: $250')).toBeInTheDocument();
    expect(
      await main().findByText('You can enter a purchase like this today.'),
    ).toBeInTheDocument();
    expect(
      main().getByText('Rewards go up on July 21, 2025. Check back then for a bigger reward.'),
    ).toBeInTheDocument();
    const table = within(main().getByRole('table', { name: /other supplies/ }));
    expect(table.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'SupplyEstimated reward',
      '3 months$30',
      '6 months$60',
      // Every supply the purchase form sells of the brand (issue 29: 9 months was left out).
      '9 months$90',
      '12 months (your choice)$170',
    ]);
    expect(stub.called('POST', '/api/eligible-rewards/public')[0]?.body).toEqual({
      sap: '1000001',
      brand: '1OH',
    });
  });

  it('adds the enhancement disclaimers to the footer when the flag is on', async () => {
    estimate({ amount: 9, ecp: { ...PRACTICE, preferredActive: false } });
    const features = { rewardsEstimatorEnhancements: true, ecpTargetedMarketing: false };
    const first = renderApp('/estimator_results', { api: api().api, appState: { features } });
    await heading('Your estimated reward');
    expect(disclaimers().getByText(/program terms in force today/)).toBeInTheDocument();
    expect(disclaimers().getByText(/prepaid card mailed after approval/)).toBeInTheDocument();
    expect(
      disclaimers().getByText(/A 9-month supply earns the 9-month reward/),
    ).toBeInTheDocument();
    expect(disclaimers().queryByText(/preferred practice bonus applies/)).not.toBeInTheDocument();
    first.unmount();

    estimate({});
    renderApp('/estimator_results', { api: api().api, appState: { features }, language: 'es' });
    await heading('Tu recompensa estimada');
    expect(
      disclaimers().getByText(/bono de consultorio preferido solo aplica/),
    ).toBeInTheDocument();
  });

  it('shows no enhancement disclaimers with the flag off', async () => {
    estimate({});
    renderApp('/estimator_results', {
      api: api().api,
      appState: { features: { rewardsEstimatorEnhancements: false, ecpTargetedMarketing: false } },
    });
    await heading('Your estimated reward');
    expect(disclaimers().queryByText(/program terms in force today/)).not.toBeInTheDocument();
  });

  it('says from when a purchase pays, or that it does not', async () => {
    estimate({});
    const later = renderApp('/estimator_results', {
      api: api(false, { eligibleDate: '2025-07-21', displayCheckBackText: false }).api,
    });
    expect(
      await later.findByText('Purchases like this earn a reward from July 21, 2025.'),
    ).toBeInTheDocument();
    later.unmount();
    estimate({});
    renderApp('/estimator_results', {
      api: api(false, { eligibleDate: null, eligibleRewards: [] }).api,
    });
    expect(
      await screen.findByText('This purchase doesn’t earn a reward in the current offer.'),
    ).toBeInTheDocument();
  });

  it('e-mails the results and opts in to news when asked', async () => {
    estimate({});
    const stub = api();
    const { user } = renderApp('/estimator_results', { api: stub.api });
    await heading('Your estimated reward');
    const form = within(main().getByRole('region', { name: 'E-mail my results' }));
    await user.click(await form.findByRole('button', { name: 'E-mail my results' }));
    expect(form.getByRole('textbox', { name: /E-mail address/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
    await user.type(form.getByRole('textbox', { name: /E-mail address/ }), 'ana@example.com');
    await user.type(form.getByRole('textbox', { name: /first name/ }), 'Ana');
    await user.click(form.getByRole('checkbox', { name: /news and offers/ }));
    await user.click(form.getByRole('button', { name: 'E-mail my results' }));
    expect(
      await form.findByText(/We’ve sent your estimate to ana@example.com/),
    ).toBeInTheDocument();
    expect(stub.called('POST', '/api/opt-in/send_results')[0]?.body).toEqual({
      email: 'ana@example.com',
      brand: '1OH',
      monthly_amount: 12,
      sap: '1000001',
      patient_name: 'Ana',
      language: 'en',
    });
    expect(stub.called('POST', '/api/opt-in')[0]?.body).toEqual({
      email_opt_in: true,
      email: 'ana@example.com',
      email_consent_version: 'email-2025-09',
      opt_in_source: 'estimator',
    });
  });

  it('ticks the news consent only by a deliberate click, never by a double click’s second press (issue 29 item 2)', async () => {
    estimate({});
    const { user } = renderApp('/estimator_results', { api: api().api });
    await heading('Your estimated reward');
    const form = within(main().getByRole('region', { name: 'E-mail my results' }));
    const consent = await form.findByRole('checkbox', { name: /news and offers/ });
    // The first press of a double click was on the button; the second lands on the box.
    await user.click(form.getByRole('button', { name: 'E-mail my results' }));
    fireEvent.mouseDown(consent, { detail: 2 });
    fireEvent.click(consent, { detail: 2 });
    expect(consent).not.toBeChecked();
    // The error has a line of its own from the start: nothing below it moves.
    expect(form.getByRole('textbox', { name: /E-mail address/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
    await user.click(consent);
    expect(consent).toBeChecked();
    await user.keyboard(' ');
    expect(consent).not.toBeChecked();
  });

  it('keeps to the daily estimate e-mail limit', async () => {
    estimate({});
    renderApp('/estimator_results', { api: api(true).api, language: 'es' });
    await heading('Tu recompensa estimada');
    expect(
      await main().findByText(/Llegaste al límite de correos de estimación de hoy/),
    ).toBeInTheDocument();
    expect(
      main().queryByRole('button', { name: 'Enviar mis resultados por correo' }),
    ).not.toBeInTheDocument();
  });

  it('has an empty state before any estimate', async () => {
    renderApp('/estimator_results');
    await heading('Your estimated reward');
    expect(
      main().getByRole('heading', { level: 2, name: 'Nothing estimated yet' }),
    ).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Start an estimate' })).toHaveAttribute(
      'href',
      '/reward_estimator',
    );
  });
});
