import { screen, waitFor, within } from '@testing-library/react';
import { tokenExpiringIn } from '../../../test-utils/fixtures';
import { apiErrors, renderJourney, smsRefused } from '../../../test-utils/journey';
import { profileAtom, tokenAtom } from '../../session/session.state';

const token = tokenExpiringIn(3600);
const profile = { id: 'p-9', first_name: 'Ana', token };
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

async function openRegister(user: ReturnType<typeof renderJourney>['user']) {
  await heading('Sign in');
  await user.click(screen.getByRole('tab', { name: 'Create an account' }));
  // The form loads when its tab is first shown.
  await screen.findByRole('form', { name: 'Create your Lens Rewards account' });
}

describe('/login: signing in', () => {
  it.each([
    ['en', 'Sign in', /^Password/, 'Show password', 'Hide password'],
    ['es', 'Iniciar sesión', /^Contraseña/, 'Mostrar la contraseña', 'Ocultar la contraseña'],
  ] as const)(
    'reaches the password’s show/hide toggle by keyboard, named in %s (issue 12 item 13)',
    async (language, title, label, show, hide) => {
      const view = renderJourney('/login', {}, { signedIn: false, language });
      await heading(title);
      const password = screen.getByLabelText(label);
      password.focus();
      await view.user.keyboard('lenses');
      await view.user.tab();
      expect(screen.getByRole('button', { name: show })).toHaveFocus();
      await view.user.keyboard('{Enter}');
      expect(password).toHaveAttribute('type', 'text');
      expect(screen.getByRole('button', { name: hide })).toHaveFocus();
    },
  );

  it('signs in, keeps the token and goes on through / (onboarding first)', async () => {
    const view = renderJourney(
      '/login',
      { 'POST /api/profiles/login': { body: { result: { profile } } } },
      { signedIn: false },
    );
    await heading('Sign in');
    await view.user.type(screen.getByLabelText(/E-mail address/), 'ana@example.com');
    await view.user.type(screen.getByLabelText(/^Password/), 'secret123');
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await heading('Welcome to Lens Rewards');
    expect(view.called('POST /api/profiles/login')[0]?.body).toEqual({
      email: 'ana@example.com',
      password: 'secret123',
    });
    expect(view.store.get(tokenAtom)).toBe(token);
    expect(view.store.get(profileAtom).id).toBe('p-9');
  });

  it('finishes a sign-in with a verified phone by the texted code, without a skip', async () => {
    const pendingToken = tokenExpiringIn(600);
    const pending = {
      id: 'p-9',
      token: pendingToken,
      twoStepRequired: true,
      phone_verified: true,
      phone_number_masked: '(•••) •••-0123',
    };
    let tries = 0;
    const view = renderJourney(
      '/login',
      {
        'POST /api/profiles/login': { body: { result: { profile: pending } } },
        'POST /api/auth/sendCode': { body: { result: { sent: true } } },
        'POST /api/auth/validateCode': () =>
          ++tries === 1
            ? {
                status: 400,
                body: apiErrors({
                  name: 'code',
                  code: 'INVALID_PHONE_CODE',
                  message: 'This is not a valid code.',
                }),
              }
            : { body: { result: { isValid: true, profile } } },
      },
      { signedIn: false },
    );
    await heading('Sign in');
    await view.user.type(screen.getByLabelText(/E-mail address/), 'ana@example.com');
    await view.user.type(screen.getByLabelText(/^Password/), 'secret123');
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await heading('Confirm your mobile number');
    expect(await screen.findByText(/•••-0123/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /skip/i })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(view.called('POST /api/auth/sendCode')[0]?.body).toEqual({ token: pendingToken }),
    );

    await view.user.type(screen.getByLabelText(/Verification code/), '000000');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This is not a valid code.')).toBeInTheDocument();
    expect(view.store.get(tokenAtom)).toBe(pendingToken);

    await view.user.clear(screen.getByLabelText(/Verification code/));
    await view.user.type(screen.getByLabelText(/Verification code/), '123456');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    await heading('Welcome to Lens Rewards');
    expect(view.store.get(tokenAtom)).toBe(token);
    expect(view.store.get(profileAtom).twoStepRequired).toBeUndefined();
  });

  it('checks the form before calling, with the validation messages', async () => {
    const view = renderJourney('/login', {}, { signedIn: false });
    await heading('Sign in');
    await view.user.type(screen.getByLabelText(/E-mail address/), 'not-an-email');
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(view.calls).toHaveLength(0);
  });

  it('says so when the e-mail or password is wrong, and offers help', async () => {
    const view = renderJourney(
      '/login',
      {
        'POST /api/profiles/login': {
          status: 401,
          body: apiErrors({
            name: 'password',
            code: 'INVALID_CREDENTIALS',
            message: 'The e-mail address or password is incorrect.',
          }),
        },
      },
      { signedIn: false },
    );
    await heading('Sign in');
    await view.user.type(screen.getByLabelText(/E-mail address/), 'ana@example.com');
    await view.user.type(screen.getByLabelText(/^Password/), 'wrong-one1');
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The e-mail address or password is incorrect.');
    await view.user.click(screen.getByRole('button', { name: 'Trouble signing in?' }));
    expect(await screen.findByRole('dialog', { name: 'Trouble signing in?' })).toBeInTheDocument();
  });

  it('leads to /forgot_password with the e-mail typed so far, and so does the sign-in help', async () => {
    const view = renderJourney('/login', {}, { signedIn: false });
    await heading('Sign in');
    await view.user.type(screen.getByLabelText(/E-mail address/), 'ana@example.com');
    await view.user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    await heading('Forgot your password?');
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue('ana@example.com');

    await view.user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    await heading('Sign in');
    await view.user.click(screen.getByRole('button', { name: 'Trouble signing in?' }));
    const help = await screen.findByRole('dialog', { name: 'Trouble signing in?' });
    await view.user.click(within(help).getByRole('link', { name: 'Reset my password' }));
    await heading('Forgot your password?');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Trouble signing in?' })).toBeNull(),
    );
  });
});

describe('/login: creating an account', () => {
  async function fill(view: ReturnType<typeof renderJourney>, phone = '') {
    await openRegister(view.user);
    await view.user.type(screen.getByLabelText(/First name/), 'Ana');
    await view.user.type(screen.getByLabelText(/Last name/), 'Díaz');
    await view.user.type(screen.getByLabelText(/E-mail address/), 'ana@example.com');
    await view.user.type(screen.getByLabelText(/Choose a password/), 'lenses2025');
    await view.user.type(screen.getByLabelText(/Date of birth/), '1990-04-02');
    if (phone) await view.user.type(screen.getByLabelText(/Mobile phone/), phone);
    await view.user.click(screen.getByRole('button', { name: 'Create my account' }));
  }

  it('registers in the current language and, with a mobile number, confirms it with a texted code', async () => {
    let tries = 0;
    const view = renderJourney(
      '/login',
      {
        'POST /api/profiles': { status: 201, body: { result: { profile } } },
        'POST /api/auth/sendCode': { body: { result: { sent: true } } },
        'POST /api/auth/validateCode': () =>
          ++tries === 1
            ? {
                status: 400,
                body: apiErrors({
                  name: 'code',
                  code: 'INVALID_PHONE_CODE',
                  message: 'This is not a valid code.',
                }),
              }
            : { body: { result: { isValid: true } } },
      },
      { signedIn: false },
    );
    await fill(view, '(212) 555-0123');
    await heading('Confirm your mobile number');
    expect(view.called('POST /api/profiles')[0]?.body).toMatchObject({
      language: 'en',
      birthday: '1990-04-02',
      phone_number: '(212) 555-0123',
    });
    await waitFor(() =>
      expect(view.called('POST /api/auth/sendCode')[0]?.body).toEqual({
        phone_number: '(212) 555-0123',
        token,
      }),
    );

    await view.user.type(screen.getByLabelText(/Verification code/), '000000');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This is not a valid code.')).toBeInTheDocument();

    await view.user.clear(screen.getByLabelText(/Verification code/));
    await view.user.type(screen.getByLabelText(/Verification code/), '123456');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    await heading('Welcome to Lens Rewards');
    expect(view.called('POST /api/auth/validateCode')[1]?.body).toEqual({ code: '123456', token });
  });

  it('offers no mobile number or two-step where the server cannot text, and says why (issue 29)', async () => {
    const view = renderJourney(
      '/login',
      { 'POST /api/profiles': { status: 201, body: { result: { profile } } } },
      { signedIn: false, appState: { sms: false } },
    );
    await openRegister(view.user);
    expect(screen.queryByLabelText(/Mobile phone/)).toBeNull();
    expect(
      screen.getByText(/Lens Rewards can’t send text messages at the moment/),
    ).toBeInTheDocument();
    await view.user.type(screen.getByLabelText(/First name/), 'Ana');
    await view.user.type(screen.getByLabelText(/Last name/), 'Díaz');
    await view.user.type(screen.getByLabelText(/E-mail address/), 'ana@example.com');
    await view.user.type(screen.getByLabelText(/Choose a password/), 'lenses2025');
    await view.user.type(screen.getByLabelText(/Date of birth/), '1990-04-02');
    await view.user.click(screen.getByRole('button', { name: 'Create my account' }));
    await heading('Welcome to Lens Rewards');
    expect(view.called('POST /api/auth/sendCode')).toEqual([]);
  });

  it('shows the text service’s refusal instead of “we texted a code” (issue 29)', async () => {
    const view = renderJourney(
      '/login',
      {
        'POST /api/profiles': { status: 201, body: { result: { profile } } },
        'POST /api/auth/sendCode': smsRefused(),
      },
      { signedIn: false },
    );
    await fill(view, '(212) 555-0123');
    await heading('Confirm your mobile number');
    expect(
      await screen.findByText(/The text message service refused this number/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/We texted a 6-digit code/)).toBeNull();
  });

  it('opens the confirm step again after a reload, until the number is proven (issue 12 item 10)', async () => {
    const routes = {
      'POST /api/profiles': { status: 201, body: { result: { profile } } },
      'POST /api/auth/sendCode': { body: { result: { sent: true } } },
      'POST /api/auth/validateCode': { body: { result: { isValid: true } } },
    };
    const first = renderJourney('/login', routes, { signedIn: false });
    await fill(first, '(212) 555-0123');
    await heading('Confirm your mobile number');
    first.unmount();

    // A reload: a new store reads what the tab kept.
    const reloaded = renderJourney('/login', routes, {
      session: { token, profile: { id: 'p-9', first_name: 'Ana' } },
    });
    await heading('Confirm your mobile number');
    await waitFor(() =>
      expect(reloaded.called('POST /api/auth/sendCode')[0]?.body).toEqual({
        phone_number: '(212) 555-0123',
        token,
      }),
    );
    await reloaded.user.type(screen.getByLabelText(/Verification code/), '123456');
    await reloaded.user.click(screen.getByRole('button', { name: 'Verify' }));
    await heading('Welcome to Lens Rewards');
    expect(JSON.parse(sessionStorage.getItem('lensRewards.secondStep') ?? 'null')).toBeNull();
  });

  it('sends someone under 18 to /ineligible_age', async () => {
    const view = renderJourney(
      '/login',
      {
        'POST /api/profiles': {
          status: 400,
          body: apiErrors({
            name: 'birthday',
            code: 'INELIGIBLE_AGE',
            message: 'You must be 18 or older to take part.',
          }),
        },
      },
      { signedIn: false },
    );
    await fill(view);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/ineligible_age'));
    await heading('You must be 18 or older');
    // Back finds the form as it was typed (issue 29 item 6), all but the password.
    await view.router.navigate(-1);
    await screen.findByRole('form', { name: 'Create your Lens Rewards account' });
    expect(screen.getByRole('tab', { name: 'Create an account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ana');
    expect(screen.getByLabelText(/Last name/)).toHaveValue('Díaz');
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue('ana@example.com');
    expect(screen.getByLabelText(/Date of birth/)).toHaveValue('1990-04-02');
    expect(screen.getByLabelText(/Choose a password/)).toHaveValue('');
    expect(sessionStorage.getItem('lensRewards.registerTyped')).not.toContain('lenses2025');
  });

  it('shows a birthday in the future as a field error and stays on the form (issue 29 item 6)', async () => {
    const message = 'Your date of birth cannot be in the future. Check the year.';
    const view = renderJourney(
      '/login',
      {
        'POST /api/profiles': {
          status: 400,
          body: apiErrors({ name: 'birthday', code: 'BIRTHDAY_IN_FUTURE', message }),
        },
      },
      { signedIn: false },
    );
    await fill(view);
    const birthday = screen.getByLabelText(/Date of birth/);
    await waitFor(() => expect(birthday).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(view.router.state.location.pathname).toBe('/login');
  });

  it('sends an e-mail already registered to /dup_account, which names it', async () => {
    const view = renderJourney(
      '/login',
      {
        'POST /api/profiles': {
          status: 409,
          body: apiErrors({
            name: 'email',
            code: 'DUPLICATE',
            message: 'An account with this e-mail address already exists.',
          }),
        },
      },
      { signedIn: false },
    );
    await fill(view);
    await heading('You already have an account');
    expect(view.router.state.location.pathname).toBe('/dup_account');
    expect(
      screen.getByText(/An account with ana@example\.com already exists\./),
    ).toBeInTheDocument();
    await view.user.click(screen.getByRole('link', { name: 'Reset my password' }));
    await heading('Forgot your password?');
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue('ana@example.com');
  });

  it('explains the password rules', async () => {
    const view = renderJourney('/login', {}, { signedIn: false });
    await openRegister(view.user);
    await view.user.click(screen.getByRole('button', { name: 'Tips for a good password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choosing a password' });
    expect(within(dialog).getByText('8 to 128 characters')).toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    const view = renderJourney('/login', {}, { signedIn: false, language: 'es' });
    await heading('Iniciar sesión');
    expect(screen.getByRole('tab', { name: 'Crear una cuenta' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findAllByText('Este campo es obligatorio.')).not.toHaveLength(0);
  });
});
