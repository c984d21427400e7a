import { screen, waitFor } from '@testing-library/react';
import { tokenExpiringIn } from '../../../test-utils/fixtures';
import { apiErrors, renderJourney } from '../../../test-utils/journey';
import { tokenAtom } from '../../session/session.state';

const TOKEN = 'q8Zp0c3vJmS1d9kYwX2eRtUaBnLhGfEo4iCjKs7uVbM';
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

beforeEach(() => localStorage.clear());

describe('/forgot_password', () => {
  it('asks for a link and says where it went, without telling whether an account exists', async () => {
    const view = renderJourney(
      '/forgot_password',
      {
        'POST /api/profiles/password-reset': { status: 202, body: { result: { requested: true } } },
      },
      { signedIn: false },
    );
    await heading('Forgot your password?');
    await view.user.click(screen.getByRole('button', { name: 'E-mail me a link' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(view.called('POST /api/profiles/password-reset')).toHaveLength(0);

    await view.user.type(screen.getByLabelText(/E-mail address/), ' ana@example.com ');
    await view.user.click(screen.getByRole('button', { name: 'E-mail me a link' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'If an account uses ana@example.com, we’ve sent it a link to choose a new password.',
    );
    expect(view.called('POST /api/profiles/password-reset')[0]?.body).toEqual({
      email: 'ana@example.com',
    });
    await view.user.click(screen.getByRole('button', { name: 'Send another link' }));
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue('ana@example.com');
  });

  it('says when the link could not be sent', async () => {
    const view = renderJourney(
      '/forgot_password',
      {
        'POST /api/profiles/password-reset': {
          status: 503,
          body: apiErrors({
            name: 'body',
            code: 'SERVICE_UNAVAILABLE',
            message: 'An unexpected error occurred.',
          }),
        },
      },
      { signedIn: false },
    );
    await heading('Forgot your password?');
    await view.user.type(screen.getByLabelText(/E-mail address/), 'ana@example.com');
    await view.user.click(screen.getByRole('button', { name: 'E-mail me a link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t send the link');
  });

  it('reads in Spanish', async () => {
    renderJourney('/forgot_password', {}, { signedIn: false, language: 'es' });
    await heading('¿Olvidaste tu contraseña?');
    expect(screen.getByRole('button', { name: 'Enviarme un enlace' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});

/** The API's answer to a used, expired or unknown link. */
const DEAD_LINK = {
  status: 400,
  body: apiErrors({
    name: 'token',
    code: 'INVALID_TOKEN',
    message: 'This link is not valid any more. Ask for a new one.',
  }),
};

describe('/reset_password', () => {
  it('takes the token out of the address, sets the new password and signs this browser out', async () => {
    const session = { token: tokenExpiringIn(3600), profile: { id: 'p-1', first_name: 'Ana' } };
    const view = renderJourney(
      `/reset_password?token=${TOKEN}`,
      {
        'POST /api/profiles/password-reset/check': { body: { result: { usable: true } } },
        'POST /api/profiles/password-reset/confirm': { body: { result: { passwordReset: true } } },
      },
      { session },
    );
    await heading('Choose a new password');
    await waitFor(() => expect(view.router.state.location.search).toBe(''));

    await view.user.type(await screen.findByLabelText(/Choose a password/), 'gafas2026nuevas');
    await view.user.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password is changed');
    expect(view.called('POST /api/profiles/password-reset/confirm')[0]?.body).toEqual({
      token: TOKEN,
      password: 'gafas2026nuevas',
    });
    expect(view.store.get(tokenAtom)).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('checks the password before sending it, and shows the server’s word on it', async () => {
    const view = renderJourney(
      `/reset_password?token=${TOKEN}`,
      {
        'POST /api/profiles/password-reset/check': { body: { result: { usable: true } } },
        'POST /api/profiles/password-reset/confirm': {
          status: 400,
          body: apiErrors({
            name: 'password',
            code: 'VALIDATION',
            message: 'Use 8 to 128 characters with at least one letter and one number.',
          }),
        },
      },
      { signedIn: false },
    );
    await heading('Choose a new password');
    await view.user.type(await screen.findByLabelText(/Choose a password/), 'password');
    await view.user.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect(
      await screen.findByText('Use 8 to 128 characters with at least one letter and one number.'),
    ).toBeInTheDocument();
    expect(view.called('POST /api/profiles/password-reset/confirm')).toHaveLength(0);
  });

  it('says a used or bogus link is dead as the page opens, before any typing (issue 29)', async () => {
    const view = renderJourney(
      `/reset_password?token=${TOKEN}`,
      {
        'POST /api/profiles/password-reset/check': DEAD_LINK,
      },
      { signedIn: false },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This link doesn’t work');
    expect(screen.queryByLabelText(/Choose a password/)).not.toBeInTheDocument();
    expect(view.called('POST /api/profiles/password-reset/check')[0]?.body).toEqual({
      token: TOKEN,
    });
  });

  it('says when the link is used or expired, and leads to a new one', async () => {
    const view = renderJourney(
      `/reset_password?token=${TOKEN}`,
      {
        'POST /api/profiles/password-reset/check': { body: { result: { usable: true } } },
        'POST /api/profiles/password-reset/confirm': DEAD_LINK,
      },
      { signedIn: false },
    );
    await heading('Choose a new password');
    await view.user.type(await screen.findByLabelText(/Choose a password/), 'gafas2026nuevas');
    await view.user.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link doesn’t work');
    await view.user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    await heading('Forgot your password?');
  });

  it.each([
    ['no token', '/reset_password'],
    ['a cut-off token', '/reset_password?token=ab%20c'],
  ])('says at once that a link with %s cannot work', async (_label, route) => {
    renderJourney(route, {}, { signedIn: false, language: 'es' });
    await heading('Elige una contraseña nueva');
    expect(screen.getByRole('alert')).toHaveTextContent('Este enlace no funciona');
    expect(screen.queryByRole('button', { name: 'Guardar mi contraseña nueva' })).toBeNull();
  });
});
