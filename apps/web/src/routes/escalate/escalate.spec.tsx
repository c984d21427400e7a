import { createStore } from 'jotai';
import { renderApp } from '../../../test-utils/render';
import { freshBrowser, heading, main } from '../../testing/page-queries';
import { hostnameAtom } from '../../environment/environment.state';
import { captchaNeeded } from '../../features/captcha/captcha-needed';
import { ok, stubApi } from '../../testing/stub-api';

beforeEach(freshBrowser);

describe('captchaNeeded', () => {
  it('is skipped on local hosts, in automated browsers and without a site key', () => {
    expect(
      captchaNeeded({ hostname: 'www.lensrewards.example', siteKey: 'k', webdriver: false }),
    ).toBe(true);
    expect(captchaNeeded({ hostname: 'localhost', siteKey: 'k', webdriver: false })).toBe(false);
    expect(captchaNeeded({ hostname: '127.0.0.1', siteKey: 'k', webdriver: false })).toBe(false);
    expect(
      captchaNeeded({ hostname: 'www.lensrewards.example', siteKey: 'k', webdriver: true }),
    ).toBe(false);
    expect(
      captchaNeeded({ hostname: 'www.lensrewards.example', siteKey: '', webdriver: false }),
    ).toBe(false);
  });
});

describe('/escalate', () => {
  it('sends the request and thanks the visitor with its number', async () => {
    const { api, called } = stubApi({
      'POST /api/escalations': () =>
        ok({ escalationId: '6f1c2a9e-4b7d-4e0a-9c3b-2d8e5f7a1b60', reference: 'K7QP2M' }),
    });
    const { user } = renderApp('/escalate?reason=ecp_ineligible&sap=1000001', { api });
    await heading('Contact support');
    expect(main().getByRole('combobox', { name: /Reason for your request/ })).toHaveValue(
      'ecp_ineligible',
    );
    expect(main().getByRole('textbox', { name: /Practice number/ })).toHaveValue('1000001');
    expect(main().queryByRole('group', { name: /not a robot/ })).not.toBeInTheDocument();

    await user.click(main().getByRole('button', { name: 'Send my request' }));
    expect(
      main().getByRole('textbox', { name: /Patient’s e-mail address/ }),
    ).toHaveAccessibleDescription('Enter the patient’s e-mail address or phone number.');
    expect(called('POST', '/api/escalations')).toHaveLength(0);

    await user.type(main().getByRole('textbox', { name: /^First name/ }), 'Sam');
    await user.type(main().getByRole('textbox', { name: /^Last name/ }), 'Lee');
    await user.type(main().getByRole('textbox', { name: /^E-mail address/ }), 'sam@example.com');
    await user.type(main().getByRole('textbox', { name: /Patient’s first name/ }), 'Ana');
    await user.type(main().getByRole('textbox', { name: /First letter/ }), 'r');
    await user.type(main().getByRole('textbox', { name: /Patient’s phone number/ }), '3125550199');
    await user.click(main().getByRole('button', { name: 'Send my request' }));
    await heading('We received your request');
    // The short reference support knows the request by, never the internal id (issue 12 item 12).
    expect(main().getByText('Your request number is K7QP2M.')).toBeInTheDocument();
    expect(main().queryByText(/6f1c2a9e/)).not.toBeInTheDocument();
    expect(called('POST', '/api/escalations')[0]?.body).toEqual({
      first_name: 'Sam',
      last_name: 'Lee',
      email: 'sam@example.com',
      contact_type: 'patient',
      contact_preference: 'email',
      rewards_submission_type: 'online',
      reason_for_inquiry: 'ecp_ineligible',
      sap: '1000001',
      patient_first_name: 'Ana',
      patient_last_initial: 'r',
      patient_phone_number: '3125550199',
    });
  });

  it('asks for the practice number only when the practice is not taking part', async () => {
    const { user } = renderApp('/escalate', { language: 'es' });
    await heading('Comunícate con soporte');
    expect(
      main().queryByRole('textbox', { name: /Número del consultorio/ }),
    ).not.toBeInTheDocument();
    await user.selectOptions(main().getByRole('combobox', { name: /Motivo/ }), 'ecp_ineligible');
    expect(main().getByRole('textbox', { name: /Número del consultorio/ })).toBeInTheDocument();
  });

  it('says what to fix in plain Spanish: the patient’s contact and the practice number (issue 12 item 12)', async () => {
    const { user } = renderApp('/escalate?reason=ecp_ineligible', { language: 'es' });
    await heading('Comunícate con soporte');
    await user.type(main().getByRole('textbox', { name: /Número del consultorio/ }), '12ab');
    await user.click(main().getByRole('button', { name: /Enviar/ }));
    expect(
      main().getByRole('textbox', { name: /Número del consultorio/ }),
    ).toHaveAccessibleDescription(/El número del consultorio solo lleva cifras\./);
    expect(main().queryByText(/SAP/)).not.toBeInTheDocument();
    expect(
      main().getByText('Escribe el correo electrónico o el teléfono del paciente.'),
    ).toBeInTheDocument();
  });

  it('shows the captcha on a public host with a site key', async () => {
    const store = createStore();
    store.set(hostnameAtom, 'www.lensrewards.example');
    renderApp('/escalate', { store, appState: { recaptchaV2PublicKey: 'site-key' } });
    await heading('Contact support');
    expect(main().getByRole('group', { name: 'Confirm you are not a robot' })).toBeInTheDocument();
  });
});
