import { screen, within } from '@testing-library/react';
import { tokenExpiringIn } from '../../../test-utils/fixtures';
import { apiErrors, renderJourney, seedDraft } from '../../../test-utils/journey';

// Issue 17 item 9: the OAMOE override's "log incomplete" records incomplete_reason, batch_id and
// comment (spec 001 §3) on the entry, then the admin is back on the dashboard.

beforeEach(() => localStorage.clear());

const inactivePractice = {
  status: 400,
  body: apiErrors({
    name: 'sap',
    code: 'PRACTICE_INACTIVE',
    message: 'This practice is not taking part in the program. Please choose another.',
  }),
};

async function reachOverride(language: 'en' | 'es' = 'en') {
  seedDraft({ step: 'supplies', supplies: undefined, supplyLength: undefined });
  const view = renderJourney(
    '/product_intake',
    {
      'GET /api/patients/limit-remaining': { body: { result: { limitRemaining: 12 } } },
      'POST /api/purchase-submissions/submit-supplies': inactivePractice,
      'POST /admin/api/contest/entry/sub-1/incomplete': { status: 201, body: { result: {} } },
      'GET /api/purchase-submissions/all/me': {
        body: { result: { purchaseSubmissions: [], hasPreferredEcp: false } },
      },
      'GET /api/patients/get-patients/me': { body: { result: { patientList: [] } } },
    },
    {
      language,
      session: {
        token: tokenExpiringIn(3600, { act: { sub: 'admin-1', role: 'admin' } }),
        profile: { id: 'p-1', first_name: 'Ana' },
      },
    },
  );
  const eyes = await screen.findByRole('group', { name: language === 'en' ? 'Both eyes' : /ojos/ });
  for (const select of within(eyes).getAllByRole('combobox')) {
    const options = within(select).getAllByRole('option');
    await view.user.selectOptions(select, options[options.length - 1]!);
  }
  await view.user.click(
    screen.getByRole('button', { name: language === 'en' ? 'Continue' : 'Continuar' }),
  );
  return { view, dialog: await screen.findByRole('dialog') };
}

describe('OAMOE override: log incomplete', () => {
  it('records the reason, batch and comment on the entry, then goes to the dashboard', async () => {
    const { view, dialog } = await reachOverride();
    await view.user.click(within(dialog).getByRole('button', { name: 'Log as incomplete' }));
    expect(within(dialog).getByLabelText(/Why is the entry incomplete/)).toHaveValue(
      'practice_inactive',
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Log as incomplete' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(view.called('POST /admin/api/contest/entry/sub-1/incomplete')).toHaveLength(0);

    await view.user.selectOptions(
      within(dialog).getByLabelText(/Why is the entry incomplete/),
      'Waiting for documents from the patient',
    );
    await view.user.type(within(dialog).getByLabelText(/Batch id/), 'OAMOE-2025-09');
    await view.user.type(within(dialog).getByLabelText(/Comment/), 'Asked for the invoice.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Log as incomplete' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'My rewards' }),
    ).toBeInTheDocument();
    expect(view.called('POST /admin/api/contest/entry/sub-1/incomplete')[0]?.body).toEqual({
      incomplete_reason: 'awaiting_documents',
      batch_id: 'OAMOE-2025-09',
      comment: 'Asked for the invoice.',
    });
  });

  it('is in Spanish too', async () => {
    const { view, dialog } = await reachOverride('es');
    await view.user.click(within(dialog).getByRole('button', { name: 'Guardar como incompleto' }));
    expect(
      within(dialog).getByLabelText(/¿Por qué está incompleto el registro\?/),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Id de lote/)).toBeInTheDocument();
  });
});
