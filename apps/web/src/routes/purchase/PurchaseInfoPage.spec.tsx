import { screen, within } from '@testing-library/react';
import { DRAFT_STORAGE_KEY } from '../../features/draft/purchase-draft';
import { apiErrors, renderJourney, seedDraft } from '../../../test-utils/journey';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const stored = () =>
  JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null') as Record<string, unknown>;

beforeEach(() => localStorage.clear());

describe('/purchase_info', () => {
  it('needs the patient and practice first', async () => {
    renderJourney('/purchase_info', {});
    await heading('Who is this purchase for?');
  });

  it('sends a patient chosen but not yet confirmed with a practice back to the details (issue 12 item 9)', async () => {
    // /patient_select keeps the patient's stored practice, but the practice step was not done.
    seedDraft({
      step: 'practice',
      practiceName: undefined,
      submissionId: undefined,
      purchaseDate: undefined,
    });
    renderJourney('/purchase_info', {});
    await heading('Patient details');
    expect(screen.queryByText(/^For Ana Díaz at/)).not.toBeInTheDocument();
  });

  it('sends the method step back to the date while the date is still to be given (issue 12 item 9)', async () => {
    seedDraft({ step: 'date', submissionId: 'sub-5', purchaseDate: '2025-07-10' });
    renderJourney('/purchase_info/1', {});
    await heading('Purchase details');
    expect(await screen.findByLabelText(/Date of purchase/)).toBeInTheDocument();
  });

  it('refuses a future date and a date outside any offer (the clock is the server’s: 2025-07-15)', async () => {
    seedDraft({ step: 'date', submissionId: undefined, purchaseDate: undefined });
    const view = renderJourney('/purchase_info', {});
    await heading('Purchase details');
    expect(screen.getByText('For Ana Díaz at Bright Eyes Optometry.')).toBeInTheDocument();
    const date = screen.getByLabelText(/Date of purchase/);
    expect(date).toHaveAttribute('max', '2025-07-15');
    await view.user.type(date, '2025-07-16');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('The purchase date cannot be in the future.'),
    ).toBeInTheDocument();
    await view.user.clear(date);
    await view.user.type(date, '2019-01-01');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('There is no reward offer on this date.')).toBeInTheDocument();
    expect(view.calls).toHaveLength(0);
  });

  it('asks for a missing date in plain words, naming no format the field does not show (issue 12 item 12)', async () => {
    seedDraft({ step: 'date', submissionId: undefined, purchaseDate: undefined });
    const view = renderJourney('/purchase_info', {}, { language: 'es' });
    await heading('Detalles de la compra');
    await view.user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Escribe la fecha de compra.')).toBeInTheDocument();
    expect(screen.queryByText(/AAAA|YYYY/)).not.toBeInTheDocument();
    // Fixed, the message goes.
    await view.user.type(screen.getByLabelText(/Fecha de la compra/), '2025-07-10');
    expect(screen.queryByText('Escribe la fecha de compra.')).not.toBeInTheDocument();
  });

  it('states the submission window and refuses an older purchase (issue 12 item 2)', async () => {
    seedDraft({ step: 'date', submissionId: undefined, purchaseDate: undefined });
    const view = renderJourney('/purchase_info', {}, { appState: { submissionWindowDays: 30 } });
    await heading('Purchase details');
    expect(
      screen.getByText(
        'Purchases made from June 15, 2025 to today can be entered: a purchase must be submitted within 30 days of its date.',
      ),
    ).toBeInTheDocument();
    const date = screen.getByLabelText(/Date of purchase/);
    expect(date).toHaveAttribute('min', '2025-06-15');
    await view.user.type(date, '2025-06-14');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(
        'This purchase is too old for the offer: a purchase must be submitted within 30 days of its date.',
      ),
    ).toBeInTheDocument();
    expect(view.calls).toHaveLength(0);
  });

  it('creates the entry, keeps its id and offers scan or typing', async () => {
    seedDraft({ step: 'date', submissionId: undefined, purchaseDate: undefined });
    const view = renderJourney('/purchase_info', {
      'POST /api/purchase-submissions/purchase-date': {
        status: 201,
        body: { result: { purchaseSubmissionId: 'sub-9' } },
      },
    });
    await heading('Purchase details');
    await view.user.type(screen.getByLabelText(/Date of purchase/), '2025-07-10');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Purchase date: July 10, 2025')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/purchase_info/1');
    expect(view.called('POST /api/purchase-submissions/purchase-date')[0]?.body).toEqual({
      purchase_date: '2025-07-10',
      patient_id: 'pat-1',
    });
    expect(stored()).toMatchObject({
      submissionId: 'sub-9',
      purchaseDate: '2025-07-10',
      step: 'method',
    });
    expect(screen.getByRole('link', { name: /Scan the barcode on the box/ })).toHaveAttribute(
      'href',
      '/product_scan',
    );
    expect(screen.getByRole('link', { name: /Type in your lenses/ })).toHaveAttribute(
      'href',
      '/product_intake',
    );
  });

  it('changes the date of the entry already started instead of making another', async () => {
    seedDraft({ step: 'date', submissionId: 'sub-5', purchaseDate: '2025-07-10' });
    const view = renderJourney('/purchase_info', {
      'POST /api/purchase-submissions/purchase-date': {
        body: { result: { purchaseSubmissionId: 'sub-5' } },
      },
    });
    await heading('Purchase details');
    const date = screen.getByLabelText(/Date of purchase/);
    await view.user.clear(date);
    await view.user.type(date, '2025-07-12');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Purchase date: July 12, 2025')).toBeInTheDocument();
    expect(view.called('POST /api/purchase-submissions/purchase-date')[0]?.body).toEqual({
      purchase_date: '2025-07-12',
      patient_id: 'pat-1',
      purchase_submission_id: 'sub-5',
    });
    expect(stored()).toMatchObject({ submissionId: 'sub-5', purchaseDate: '2025-07-12' });
  });

  it('shows the server’s refusal on the date', async () => {
    seedDraft({ step: 'date', submissionId: undefined, purchaseDate: undefined });
    const view = renderJourney('/purchase_info', {
      'POST /api/purchase-submissions/purchase-date': {
        status: 400,
        body: apiErrors({
          name: 'purchase_date',
          code: 'NO_OFFER_ON_DATE',
          message: 'There is no reward offer on this date.',
        }),
      },
    });
    await heading('Purchase details');
    await view.user.type(screen.getByLabelText(/Date of purchase/), '2025-07-10');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    const field = screen.getByLabelText(/Date of purchase/);
    expect(
      await within(field.closest('.mantine-InputWrapper-root') as HTMLElement).findByText(
        'There is no reward offer on this date.',
      ),
    ).toBeInTheDocument();
  });

  it('offers submission help', async () => {
    seedDraft({ step: 'date' });
    const view = renderJourney('/purchase_info', {});
    await heading('Purchase details');
    await view.user.click(screen.getByRole('button', { name: 'How do I submit my purchase?' }));
    expect(
      await screen.findByRole('dialog', { name: 'How to submit your purchase' }),
    ).toBeInTheDocument();
  });
});
