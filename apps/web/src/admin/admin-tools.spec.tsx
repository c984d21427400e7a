import { screen, waitFor, within } from '@testing-library/react';
import { renderAdmin } from './testing/render-admin';

const promotion = {
  code: 'SCHOOL25',
  promotion_name: 'Back to school',
  display_name: null,
  jira_issue_id: null,
  start_date: '2025-08-01',
  end_date: '2025-09-30',
  eligible_brands: ['TAS'],
  patient_types: ['new_acuvue'],
  entry_types: ['site'],
  both_eyes: false,
  award: 25,
  practice_saps: [],
  practice_scg_keys: [],
  code_class: 'school',
  combine_classes: [],
  used: 3,
};

describe('admin: promotions', () => {
  it('lists promotions and creates one with the specification’s rules', async () => {
    const view = renderAdmin(
      '/promotions',
      {
        'GET /admin/api/promotions': { body: { result: { promotions: [promotion] } } },
        'GET /admin/api/code-classes': {
          body: {
            result: {
              codeClasses: [{ code_class: 'school', combine_classes: [], codes: ['SCHOOL25'] }],
            },
          },
        },
        'POST /admin/api/promotions': ({ body }) => ({
          status: 201,
          body: { result: { promotion: body } },
        }),
      },
      { role: 'admin' },
    );
    expect(await screen.findByText('Back to school')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'New promotion' }));
    const dialog = await screen.findByRole('dialog', { name: 'New promotion' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('This field is required.').length).toBeGreaterThan(2);
    await view.user.type(within(dialog).getByLabelText(/Promotion name/), 'Fall bonus');
    await view.user.type(within(dialog).getByLabelText(/^Code/), 'FALL 10');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Use letters, numbers and underscores only.'),
    ).toBeInTheDocument();
    expect(view.called('POST /admin/api/promotions')).toHaveLength(0);
  });

  it.each([
    ['-5', 'saving $1 (issue 12 item 7)', '-5'],
    ['12.50', 'saving $12 (issue 29 item 5)', '12.5'],
  ])('refuses an award of %s with a field error instead of %s', async (typed, _saved, shown) => {
    const view = renderAdmin(
      '/promotions',
      {
        'GET /admin/api/promotions': { body: { result: { promotions: [] } } },
        'GET /admin/api/code-classes': { body: { result: { codeClasses: [] } } },
      },
      { role: 'admin' },
    );
    await view.user.click(await screen.findByRole('button', { name: 'New promotion' }));
    const dialog = await screen.findByRole('dialog', { name: 'New promotion' });
    const award = within(dialog).getByLabelText(/^Award/);
    await view.user.type(award, typed);
    await view.user.tab();
    expect(award).toHaveValue(shown);
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter a whole-dollar award from 1 to 1,000.'),
    ).toBeInTheDocument();
    expect(award).toHaveAttribute('aria-invalid', 'true');
    expect(view.called('POST /admin/api/promotions')).toHaveLength(0);
  });

  it('shows the code classes and what each stacks with', async () => {
    renderAdmin(
      '/promotions',
      {
        'GET /admin/api/promotions': { body: { result: { promotions: [promotion] } } },
        'GET /admin/api/code-classes': {
          body: {
            result: {
              codeClasses: [
                { code_class: 'school', combine_classes: ['ecp'], codes: ['SCHOOL25'] },
              ],
            },
          },
        },
      },
      { role: 'admin' },
    );
    const section = await screen.findByRole('region', { name: 'Code classes and stacking' });
    expect(await within(section).findByText('ecp')).toBeInTheDocument();
  });
});

describe('admin: e-mail triggers', () => {
  it('needs a target, then queues the e-mails', async () => {
    const view = renderAdmin(
      '/exports',
      { 'POST /admin/api/email-triggers': { status: 202, body: { result: { queued: 2 } } } },
      { role: 'admin' },
    );
    const section = await screen.findByRole('region', { name: 'E-mail trigger' });
    await view.user.click(within(section).getByRole('button', { name: 'Queue the e-mails' }));
    expect(
      await within(section).findByText('Choose an entry, a profile, or a date range.'),
    ).toBeInTheDocument();
    await view.user.type(within(section).getByLabelText(/Entry id/), 'entry-1');
    await view.user.click(within(section).getByRole('button', { name: 'Queue the e-mails' }));
    expect(await within(section).findByText('2 e-mails queued.')).toBeInTheDocument();
    expect(view.called('POST /admin/api/email-triggers')[0]!.body).toEqual({
      trigger: 'submission_confirmed',
      purchase_submission_id: 'entry-1',
    });
  });
});

describe('finance', () => {
  it('opens on the current month of the app clock (APP_NOW), not the browser’s', async () => {
    renderAdmin('/finance', {}, { role: 'finance' });
    const invoices = await screen.findByRole('region', { name: 'Invoices' });
    expect(within(invoices).getByLabelText(/^From/)).toHaveValue('2025-07-01');
    expect(within(invoices).getByLabelText(/^To/)).toHaveValue('2025-07-31');
    const cards = await screen.findByRole('region', { name: /Card fulfilment/ });
    expect(within(cards).getByLabelText(/^From/)).toHaveValue('2025-07-01');
  });

  it('lists a range’s invoice lines with totals, and records invoice support', async () => {
    const view = renderAdmin(
      '/finance',
      {
        'GET /admin/api/invoices': {
          body: {
            result: {
              invoices: [
                {
                  invoice_id: 'e1:base',
                  entry_id: 'e1',
                  confirmation_code: 'ABCDEFGHJKLMNP',
                  invoice_date: '2025-08-14',
                  invoice_type: 'base',
                  value: 15,
                  fulfillment_type: 'physical_card',
                  jira_id: null,
                },
              ],
              totals: { count: 1, value: 15 },
              byType: [{ type: 'base', count: 1, value: 15 }],
              page: 1,
              pageSize: 25,
            },
          },
        },
        'POST /admin/api/invoices/support': {
          status: 201,
          body: { result: { jiraId: 'FIN-1', invoices: 4, value: 300 } },
        },
      },
      { role: 'finance' },
    );
    const invoices = await screen.findByRole('region', { name: 'Invoices' });
    const from = within(invoices).getByLabelText(/^From/);
    await view.user.clear(from);
    await view.user.type(from, '2025-08-01');
    const to = within(invoices).getByLabelText(/^To/);
    await view.user.clear(to);
    await view.user.type(to, '2025-08-31');
    await view.user.click(within(invoices).getByRole('button', { name: 'Show' }));
    expect(await within(invoices).findByText('1 line, $15')).toBeInTheDocument();
    expect(Object.fromEntries(view.called('GET /admin/api/invoices')[0]!.query)).toMatchObject({
      from: '2025-08-01',
      to: '2025-08-31',
    });

    const support = screen.getByRole('region', { name: 'Invoice support' });
    await view.user.type(within(support).getByLabelText(/Jira id/), 'fin-1');
    await view.user.click(within(support).getByRole('button', { name: 'Record' }));
    expect(await within(support).findByText(/Use a Jira key/)).toBeInTheDocument();
    await view.user.clear(within(support).getByLabelText(/Jira id/));
    await view.user.type(within(support).getByLabelText(/Jira id/), 'FIN-1');
    await view.user.type(within(support).getByLabelText(/Invoice date/), '2025-08-14');
    await view.user.click(within(support).getByRole('button', { name: 'Record' }));
    await waitFor(() =>
      expect(
        within(support).getByText('FIN-1 recorded for 4 invoice lines ($300).'),
      ).toBeInTheDocument(),
    );
  });
});

describe('admin: ECP upload', () => {
  it('says how to write the dates and the period names before a file is chosen (issue 29)', async () => {
    renderAdmin(
      '/ecp-upload',
      { 'GET /admin/api/ecp-uploads': { body: { result: { uploads: [] } } } },
      { role: 'admin', language: 'es' },
    );
    const guide = await screen.findByRole('region', { name: 'Cómo llenar las columnas' });
    expect(within(guide).getByText(/MM\/DD\/AAAA, por ejemplo 07\/01\/2025/)).toBeInTheDocument();
    expect(within(guide).getByText('2025_q3')).toBeInTheDocument();
    expect(within(guide).getByText('preferredpractice')).toBeInTheDocument();
    expect(within(guide).getByText(/no puede empezar con =, \+, - o @/)).toBeInTheDocument();
  });
});
