import { screen } from '@testing-library/react';
import { renderApp } from '../../../test-utils/render';
import { freshBrowser, heading, main } from '../../testing/page-queries';

beforeEach(freshBrowser);

describe('maintenance page', () => {
  it('explains the maintenance at / and keeps FAQ and terms in reach', async () => {
    renderApp('/', { appState: { maintenance: true }, maintenance: true });
    await heading('We’ll be back soon');
    expect(main().getByText('Lens Rewards is down for planned maintenance.')).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq');
    expect(main().getByRole('link', { name: 'Read the program terms' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(main().getByRole('button', { name: 'Check again' })).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    renderApp('/maintenance', { language: 'es' });
    await heading('Volvemos pronto');
    expect(main().getByText('Lens Rewards está en mantenimiento programado.')).toBeInTheDocument();
  });
});

describe('lifecycle page', () => {
  it('says when the programme opens, before launch', async () => {
    renderApp('/', { appState: { phase: 'pre-launch', subPhase: null } });
    await heading('Program status');
    expect(
      main().getByRole('heading', { level: 2, name: 'Lens Rewards opens soon' }),
    ).toBeInTheDocument();
    expect(main().getByText(/starts on May 27, 2021/)).toBeInTheDocument();
  });

  it('says the programme has ended, and where to ask about an entry', async () => {
    renderApp('/', { appState: { phase: 'expired', subPhase: null }, language: 'es' });
    await heading('Estado del programa');
    expect(
      main().getByRole('heading', { level: 2, name: 'El programa Lens Rewards ha terminado' }),
    ).toBeInTheDocument();
    expect(main().getByText(/cerró el 31 de diciembre de 2025/)).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Contactar a soporte' })).toHaveAttribute(
      'href',
      '/escalate',
    );
  });
});

describe('error page', () => {
  it('offers a way back, the home page and support', async () => {
    renderApp('/error');
    await heading('Something went wrong');
    expect(main().getByText(/Our team has been told about it automatically/)).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Go back and try again' })).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(main().getByRole('link', { name: /Contact support/ })).toHaveAttribute(
      'href',
      '/escalate',
    );
  });
});

describe('limiter pages', () => {
  it('names the limit in /limiter/:type', async () => {
    renderApp('/limiter/estimate');
    await heading('Too many requests');
    expect(main().getByText(/today’s limit of estimate e-mails/)).toBeInTheDocument();
  });

  it('falls back to the general text for /limiter and unknown types', async () => {
    const first = renderApp('/limiter');
    await heading('Too many requests');
    expect(main().getByText(/Please wait a few minutes, then try again/)).toBeInTheDocument();
    first.unmount();
    renderApp('/limiter/%3Cscript%3E', { language: 'es' });
    await heading('Demasiadas solicitudes');
    expect(main().getByText(/Espera unos minutos y vuelve a intentarlo/)).toBeInTheDocument();
  });
});

describe('account outcome pages', () => {
  it('/ineligible_age explains the age rule and the guardian route', async () => {
    renderApp('/ineligible_age');
    await heading('You must be 18 or older');
    expect(main().getByText(/a parent or guardian can create an account/)).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute(
      'href',
      '/faq?topic=eligibility',
    );
  });

  it('/dup_account leads to sign-in, a password reset and the sign-in help', async () => {
    const { user } = renderApp('/dup_account');
    await heading('You already have an account');
    expect(main().getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(main().getByRole('link', { name: 'Reset my password' })).toHaveAttribute(
      'href',
      '/forgot_password',
    );
    await user.click(main().getByRole('button', { name: 'Trouble signing in?' }));
    expect(
      await screen.findByRole('dialog', { name: 'Trouble signing in?' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
