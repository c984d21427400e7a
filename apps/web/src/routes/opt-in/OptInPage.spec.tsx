import { screen, within } from '@testing-library/react';
import { apiErrors, renderJourney } from '../../../test-utils/journey';

const consent = (extra: Record<string, unknown> = {}) => ({
  email_opt_in: true,
  email: 'ana@example.com',
  sms_opt_in: false,
  phone_number: null,
  opt_in_source: 'site',
  ...extra,
});

beforeEach(() => localStorage.clear());

describe('/sms_opt_in and /email_opt_in', () => {
  it('a visitor signs up for texts with a valid number', async () => {
    const view = renderJourney(
      '/sms_opt_in',
      {
        'POST /api/opt-in/': {
          body: {
            result: consent({
              email_opt_in: false,
              email: null,
              sms_opt_in: true,
              phone_number: '2125550123',
            }),
          },
        },
      },
      { signedIn: false },
    );
    await screen.findByRole('heading', { level: 1, name: 'Text message updates' });
    await view.user.type(screen.getByLabelText(/Mobile phone number/), '555');
    await view.user.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(
      await screen.findByText('Enter a valid 10-digit U.S. or Canadian phone number.'),
    ).toBeInTheDocument();
    await view.user.clear(screen.getByLabelText(/Mobile phone number/));
    await view.user.type(screen.getByLabelText(/Mobile phone number/), '(212) 555-0123');
    await view.user.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(await screen.findByText('You’re signed up')).toBeInTheDocument();
    expect(view.called('POST /api/opt-in/')[0]?.body).toMatchObject({
      sms_opt_in: true,
      phone_number: '(212) 555-0123',
      opt_in_source: 'site',
    });
  });

  it('a signed-in profile keeps its other channel and can stop e-mails', async () => {
    const view = renderJourney('/email_opt_in', {
      'GET /api/opt-in/': {
        body: { result: consent({ sms_opt_in: true, phone_number: '2125550123' }) },
      },
      'POST /api/opt-in/': ({ body }) => ({ body: { result: consent({ ...(body as object) }) } }),
    });
    await screen.findByRole('heading', { level: 1, name: 'E-mail updates' });
    expect(await screen.findByDisplayValue('ana@example.com')).toBeInTheDocument();
    await view.user.click(await screen.findByRole('button', { name: 'Stop e-mail updates' }));
    expect(await screen.findByText('You’re unsubscribed')).toBeInTheDocument();
    expect(view.called('POST /api/opt-in/')[0]?.body).toMatchObject({
      email_opt_in: false,
      sms_opt_in: true,
      phone_number: '2125550123',
      profile_id: 'p-1',
    });
  });

  it('shows the server’s refusal', async () => {
    const view = renderJourney(
      '/email_opt_in',
      {
        'POST /api/opt-in/': {
          status: 400,
          body: apiErrors({
            name: 'email',
            code: 'VALIDATION',
            message: 'Enter a valid e-mail address.',
          }),
        },
      },
      { signedIn: false },
    );
    await screen.findByRole('heading', { level: 1, name: 'E-mail updates' });
    const form = screen.getByRole('form', { name: 'E-mail updates' });
    await view.user.type(within(form).getByLabelText(/E-mail address/), 'ana@example.com');
    await view.user.click(within(form).getByRole('button', { name: 'Sign me up' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
  });
});
