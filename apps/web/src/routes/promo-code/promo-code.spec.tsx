import { act, screen, within } from '@testing-library/react';
import { renderApp } from '../../../test-utils/render';
import { freshBrowser, heading, main } from '../../testing/page-queries';
import { leaveTo } from '../../features/page-kit/leave-app';
import { ok, stubApi } from '../../testing/stub-api';

jest.mock('../../features/page-kit/leave-app', () => ({ leaveTo: jest.fn() }));

const footer = () => within(screen.getByRole('contentinfo'));
const features = { rewardsEstimatorEnhancements: false, ecpTargetedMarketing: true };

function practiceApi(detail: { status: string; affiliated_now: boolean } | null) {
  return stubApi({
    'GET /api/eye-care-professionals/get-targeted-sap/1000001': () =>
      detail
        ? ok({ ecp: { url: 'https://aspen.example/book', display_name: 'Aspen Eye Care' } })
        : { status: 404, body: {} },
    'GET /api/eye-care-professionals/get-by-sap/1000001': () =>
      detail
        ? ok({ eyeCareProfessional: { sap: '1000001', ...detail } })
        : { status: 404, body: {} },
    'POST /api/eye-care-professionals/ecp-code-request': () => ({
      status: 202,
      body: { result: { requestId: 'q-1' } },
    }),
  });
}

beforeEach(() => {
  freshBrowser();
  jest.mocked(leaveTo).mockClear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('/ecpm/saps/:sap', () => {
  it('sends the code, confirms, and goes to the practice’s scheduler after 3 seconds', async () => {
    jest.useFakeTimers();
    const { api, called } = practiceApi({ status: 'active', affiliated_now: true });
    const { user } = renderApp('/ecpm/saps/1000001', {
      api,
      appState: { features },
      userOptions: { advanceTimers: jest.advanceTimersByTime },
    });
    await heading('Request your promo code');
    expect(await main().findByText(/Aspen Eye Care is offering/)).toBeInTheDocument();
    expect(footer().getByText(/Promo codes are offered by Aspen Eye Care/)).toBeInTheDocument();

    await user.type(main().getByRole('textbox', { name: /E-mail address/ }), 'ana@example.com');
    await user.click(main().getByRole('button', { name: 'Send me the code' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Check your inbox' }, { timeout: 10_000 }),
    );
    expect(
      dialog.getByText('We’ve sent the promo code from Aspen Eye Care to ana@example.com.'),
    ).toBeInTheDocument();
    expect(called('POST', '/api/eye-care-professionals/ecp-code-request')[0]?.body).toEqual({
      email: 'ana@example.com',
      sap: '1000001',
    });
    act(() => jest.advanceTimersByTime(2_900));
    expect(leaveTo).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(200));
    expect(leaveTo).toHaveBeenCalledWith('https://aspen.example/book');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no targeted disclaimers with the flag off', async () => {
    const { api } = practiceApi({ status: 'active', affiliated_now: true });
    renderApp('/ecpm/saps/1000001', { api });
    await heading('Request your promo code');
    expect(await main().findByText(/Aspen Eye Care is offering/)).toBeInTheDocument();
    expect(footer().queryByText(/Promo codes are offered by/)).not.toBeInTheDocument();
  });

  it('sends a practice not taking part to /ecpmineligible', async () => {
    const { api } = practiceApi({ status: 'active', affiliated_now: false });
    const { router } = renderApp('/ecpm/saps/1000001', {
      api,
      appState: { features },
      language: 'es',
    });
    await heading('Este consultorio no participa');
    expect(router.state.location.pathname).toBe('/ecpmineligible/saps/1000001');
    expect(await main().findByText(/Aspen Eye Care no participa/)).toBeInTheDocument();
    expect(
      main().getByRole('link', { name: 'Reservar una cita con Aspen Eye Care' }),
    ).toHaveAttribute('href', 'https://aspen.example/book');
    expect(main().getByRole('link', { name: /Contacta a soporte/ })).toHaveAttribute(
      'href',
      '/escalate?reason=ecp_ineligible&sap=1000001',
    );
  });

  it('says so when the practice is unknown', async () => {
    const { api } = practiceApi(null);
    renderApp('/ecpm/saps/1000001', { api });
    await heading('Request your promo code');
    expect(
      await main().findByRole('heading', { level: 2, name: 'We can’t find this practice' }),
    ).toBeInTheDocument();
  });

  it('stays open during maintenance', async () => {
    const { api } = practiceApi({ status: 'active', affiliated_now: true });
    renderApp('/ecpm/saps/1000001', { api, appState: { maintenance: true }, maintenance: true });
    await heading('Request your promo code');
    expect(await main().findByText(/Aspen Eye Care is offering/)).toBeInTheDocument();
  });
});
