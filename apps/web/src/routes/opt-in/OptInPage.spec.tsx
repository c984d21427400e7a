import { screen, within } from '@testing-library/react';
import { apiErrors, renderJourney, smsRefused } from '../../../test-utils/journey';

const view = (extra: Record<string, unknown> = {}) => ({
  email_opt_in: false,
  email_status: 'none',
  email: null,
  sms_opt_in: false,
  sms_status: 'none',
  phone_number: null,
  opt_in_source: null,
  updated_at: null,
  ...extra,
});

beforeEach(() => localStorage.clear());

describe('/sms_opt_in and /email_opt_in', () => {
  it('starts unticked, shows the disclosure, and sends nothing until the box is ticked', async () => {
    const page = renderJourney(
      '/sms_opt_in',
      { 'POST /api/opt-in/': { status: 202, body: { result: { accepted: true } } } },
      { signedIn: false },
    );
    await screen.findByRole('heading', { level: 1, name: 'Text message updates' });
    const box = screen.getByRole('checkbox', { name: /recurring automated marketing text/ });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleName(/Consent is not a condition of any purchase/);
    await page.user.type(screen.getByLabelText(/Mobile phone number/), '(212) 555-0123');
    await page.user.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(
      await screen.findByText('Tick the box to agree before you sign up.'),
    ).toBeInTheDocument();
    expect(page.called('POST /api/opt-in/')).toEqual([]);

    await page.user.click(box);
    await page.user.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(await screen.findByText('Check your phone')).toBeInTheDocument();
    expect(page.called('POST /api/opt-in/')[0]?.body).toEqual({
      sms_opt_in: true,
      phone_number: '(212) 555-0123',
      sms_consent_version: 'sms-2025-09',
      opt_in_source: 'site',
    });
  });

  it('offers no text updates where the server cannot text, says why and points to e-mail (issue 29)', async () => {
    const page = renderJourney('/sms_opt_in', {}, { signedIn: false, appState: { sms: false } });
    await screen.findByRole('heading', { level: 1, name: 'Text message updates' });
    expect(screen.getByText('Text updates aren’t available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get e-mail updates' })).toHaveAttribute(
      'href',
      '/email_opt_in',
    );
    expect(screen.getByLabelText(/Mobile phone number/)).toBeDisabled();
    expect(
      screen.getByRole('checkbox', { name: /recurring automated marketing text/ }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign me up' })).toBeDisabled();
    expect(page.called('POST /api/opt-in/')).toEqual([]);
  });

  it('shows the text service’s refusal, not “check your phone” (issue 29)', async () => {
    const page = renderJourney(
      '/sms_opt_in',
      {
        'POST /api/opt-in/': smsRefused(),
      },
      { signedIn: false },
    );
    await screen.findByRole('heading', { level: 1, name: 'Text message updates' });
    await page.user.type(screen.getByLabelText(/Mobile phone number/), '(212) 555-0123');
    await page.user.click(
      screen.getByRole('checkbox', { name: /recurring automated marketing text/ }),
    );
    await page.user.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(
      await screen.findByText(/The text message service refused this number/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Check your phone')).toBeNull();
  });

  it('shows a signed-in profile its subscription and stops it', async () => {
    const page = renderJourney('/email_opt_in', {
      'GET /api/opt-in/': {
        body: {
          result: view({
            email_opt_in: true,
            email_status: 'subscribed',
            email: 'ana@example.com',
          }),
        },
      },
      'POST /api/opt-in/': {
        body: { result: view({ email_status: 'withdrawn', email: 'ana@example.com' }) },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'E-mail updates' });
    expect(await screen.findByText('We send our e-mails to ana@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    await page.user.click(await screen.findByRole('button', { name: 'Stop e-mail updates' }));
    expect(await screen.findByText('You’re unsubscribed')).toBeInTheDocument();
    expect(page.called('POST /api/opt-in/')[0]?.body).toEqual({
      email_opt_in: false,
      email: 'ana@example.com',
      opt_in_source: 'site',
      profile_id: 'p-1',
    });
  });

  it('shows the server’s refusal, in Spanish too', async () => {
    const page = renderJourney(
      '/email_opt_in',
      {
        'POST /api/opt-in/': {
          status: 400,
          body: apiErrors({
            name: 'email',
            code: 'VALIDATION',
            message: 'Introduce un correo electrónico válido.',
          }),
        },
      },
      { signedIn: false, language: 'es' },
    );
    await screen.findByRole('heading', { level: 1, name: 'Novedades por correo electrónico' });
    const form = screen.getByRole('form', { name: 'Novedades por correo electrónico' });
    await page.user.type(within(form).getByLabelText(/Correo electrónico/), 'ana@example.com');
    await page.user.click(within(form).getByRole('checkbox', { name: /Sí, envíenme/ }));
    await page.user.click(within(form).getByRole('button', { name: 'Suscribirme' }));
    expect(await screen.findByText('Introduce un correo electrónico válido.')).toBeInTheDocument();
  });
});

describe('/opt_in_confirm and /unsubscribe', () => {
  it('confirms with the link’s token only when the button is pressed', async () => {
    const page = renderJourney(
      '/opt_in_confirm?token=a.b.c',
      {
        'POST /api/opt-in/confirm': {
          body: { result: { channel: 'email', status: 'subscribed' } },
        },
      },
      { signedIn: false },
    );
    await screen.findByRole('heading', { level: 1, name: 'Confirm your subscription' });
    expect(page.called('POST /api/opt-in/confirm')).toEqual([]);
    await page.user.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You’re signed up');
    expect(page.called('POST /api/opt-in/confirm')[0]?.body).toEqual({ token: 'a.b.c' });
  });

  it('shows an expired link’s message (es)', async () => {
    const page = renderJourney(
      '/unsubscribe?token=a.b.c',
      {
        'POST /api/opt-in/withdraw': {
          status: 400,
          body: apiErrors({
            name: 'token',
            code: 'LINK_INVALID',
            message: 'Este enlace no es válido o ya venció.',
          }),
        },
      },
      { signedIn: false, language: 'es' },
    );
    await screen.findByRole('heading', { level: 1, name: 'Darte de baja' });
    await page.user.click(screen.getByRole('button', { name: 'Darme de baja' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este enlace no es válido o ya venció.',
    );
  });
});
