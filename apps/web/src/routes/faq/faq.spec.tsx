import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test-utils/render';
import { freshBrowser, heading, main } from '../../testing/page-queries';
import { failure, ok, stubApi } from '../../testing/stub-api';
import { searchFaq, faqEntries } from './faq-content';
import { faq } from '../../i18n/resources/en/faq';

beforeEach(freshBrowser);

describe('FAQ search', () => {
  const entries = faqEntries(faq.answers);

  it('matches every word in question or answer, without case or accents', () => {
    expect(searchFaq(entries, 'RECEIPT photo').map((e) => e.id)).toContain('receiptPhoto');
    expect(searchFaq(entries, '').length).toBe(entries.length);
    expect(searchFaq(entries, 'zzz-no-such-word')).toEqual([]);
  });
});

describe('/faq', () => {
  it('lists the answers by topic, marked as sample content', async () => {
    renderApp('/faq');
    await heading('Frequently asked questions');
    expect(main().getByText(/Sample program content/)).toBeInTheDocument();
    expect(main().getByRole('heading', { level: 2, name: 'Reward cards' })).toBeInTheDocument();
    expect(
      main().getByRole('button', { name: 'When will my reward card arrive?' }),
    ).toBeInTheDocument();
  });

  it('searches as the visitor types and says how many answers match', async () => {
    const { user, router } = renderApp('/faq');
    await heading('Frequently asked questions');
    await user.type(main().getByRole('searchbox', { name: 'Search the FAQ' }), 'card');
    expect(main().getByRole('status')).toHaveTextContent(/answers match “card”/);
    expect(router.state.location.search).toBe('?q=card');
    await user.clear(main().getByRole('searchbox', { name: 'Search the FAQ' }));
    await user.type(main().getByRole('searchbox', { name: 'Search the FAQ' }), 'qwertyuiop');
    expect(main().getByText('No answers match “qwertyuiop”.')).toBeInTheDocument();
  });

  it('honours q and topic sent by the Questions modal, and /faq/:mode topics', async () => {
    const first = renderApp('/faq?q=receipt&topic=receipt');
    await heading('Frequently asked questions');
    expect(main().getByRole('searchbox')).toHaveValue('receipt');
    expect(main().getByRole('radio', { name: 'Entering a purchase' })).toBeChecked();
    expect(
      main().queryByRole('heading', { level: 2, name: 'Reward cards' }),
    ).not.toBeInTheDocument();
    first.unmount();

    renderApp('/faq/care', { language: 'es' });
    await heading('Preguntas frecuentes');
    expect(main().getByRole('radio', { name: 'Cuidado de tus lentes' })).toBeChecked();
    expect(main().getByText(/El agua de la llave/)).toBeVisible();
  });

  it('opens the question form with goToForm=1 and sends the question to support', async () => {
    const { api, called } = stubApi({
      'POST /api/escalations': () => ok({ escalationId: 'e-1', reference: 'K7QX-3HMD' }),
    });
    const { user } = renderApp('/faq?goToForm=1&topic=card', { api });
    await heading('Frequently asked questions');
    const form = within(main().getByRole('region', { name: 'Ask us a question' }));
    expect(form.getByRole('textbox', { name: /First name/ })).toHaveFocus();
    expect(form.getByRole('combobox', { name: 'Topic' })).toHaveValue('card');

    await user.click(form.getByRole('button', { name: 'Send my question' }));
    expect(form.getByRole('textbox', { name: /Your question/ })).toHaveAccessibleDescription(
      /This field is required/,
    );
    expect(called('POST', '/api/escalations')).toHaveLength(0);

    await user.type(form.getByRole('textbox', { name: /First name/ }), 'Ana');
    await user.type(form.getByRole('textbox', { name: /Last name/ }), 'Ruiz');
    await user.type(form.getByRole('textbox', { name: /E-mail address/ }), 'ana@example.com');
    await user.type(form.getByRole('textbox', { name: /Your question/ }), 'Where is my card?');
    await user.click(form.getByRole('button', { name: 'Send my question' }));
    expect(
      await form.findByText(
        'Thanks, we received your question. We’ll reply to ana@example.com within two business days.',
      ),
    ).toBeInTheDocument();
    expect(
      form.getByText('Your reference: K7QX-3HMD. We also e-mailed it to you.'),
    ).toBeInTheDocument();
    expect(called('POST', '/api/escalations')[0]?.body).toEqual({
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: 'ana@example.com',
      contact_type: 'patient',
      contact_preference: 'email',
      rewards_submission_type: 'online',
      reason_for_inquiry: 'reward_card',
      patient_first_name: 'Ana',
      patient_last_initial: 'R',
      patient_email: 'ana@example.com',
      comments: 'Where is my card?',
    });
  });

  it('shows the server’s refusal on the form', async () => {
    const { api } = stubApi({
      'POST /api/escalations': () =>
        failure(400, 'VALIDATION', 'patient_email', 'Enter a valid e-mail address.'),
    });
    const { user } = renderApp('/faq/form', { api });
    await heading('Frequently asked questions');
    const form = within(main().getByRole('region', { name: 'Ask us a question' }));
    await user.type(form.getByRole('textbox', { name: /First name/ }), 'Ana');
    await user.type(form.getByRole('textbox', { name: /Last name/ }), 'Ruiz');
    await user.type(form.getByRole('textbox', { name: /E-mail address/ }), 'ana@example.com');
    await user.type(form.getByRole('textbox', { name: /Your question/ }), 'Hello');
    await user.click(form.getByRole('button', { name: 'Send my question' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Enter a valid e-mail address.');
    expect(form.getByRole('textbox', { name: /E-mail address/ })).toHaveAccessibleDescription(
      'Enter a valid e-mail address.',
    );
  });

  it('offers the reward estimator modal while the offer runs', async () => {
    const { user } = renderApp('/faq');
    await heading('Frequently asked questions');
    await user.click(main().getByRole('button', { name: 'Estimate my reward' }));
    expect(
      await screen.findByRole('dialog', { name: 'Reward estimator' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('stays reachable in maintenance, without the estimator', async () => {
    renderApp('/faq', { appState: { maintenance: true }, maintenance: true });
    await heading('Frequently asked questions');
    expect(main().queryByRole('button', { name: 'Estimate my reward' })).not.toBeInTheDocument();
  });
});

describe('/faq/form', () => {
  it('closes the form with Cancel, back to /faq', async () => {
    const { user, router } = renderApp('/faq/form?q=card');
    await heading('Frequently asked questions');
    await user.click(main().getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/faq');
    expect(router.state.location.search).toBe('?q=card');
    await waitFor(() =>
      expect(main().queryByRole('region', { name: 'Ask us a question' })).not.toBeInTheDocument(),
    );
  });
});
