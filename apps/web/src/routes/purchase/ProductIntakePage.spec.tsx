import { screen, waitFor, within } from '@testing-library/react';
import { tokenExpiringIn } from '../../../test-utils/fixtures';
import { apiErrors, renderJourney, seedDraft } from '../../../test-utils/journey';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const limit = (months: number) => ({ body: { result: { limitRemaining: months } } });

beforeEach(() => localStorage.clear());

async function chooseBoth(
  view: ReturnType<typeof renderJourney>,
  brand: string,
  size: string,
  boxes: string,
) {
  const eyes = screen.getByRole('group', { name: 'Both eyes' });
  await view.user.selectOptions(within(eyes).getByLabelText('Brand'), brand);
  await view.user.selectOptions(within(eyes).getByLabelText('Box size'), size);
  await view.user.selectOptions(within(eyes).getByLabelText('Number of boxes'), boxes);
}

describe('/product_intake', () => {
  it('offers the brands of the purchase date’s offer with the catalog’s box sizes and counts', async () => {
    seedDraft({
      step: 'supplies',
      supplies: undefined,
      supplyLength: undefined,
      purchaseDate: '2025-03-01',
    });
    renderJourney('/product_intake', {});
    await heading('Your contact lenses');
    const eyes = screen.getByRole('group', { name: 'Both eyes' });
    const brands = within(within(eyes).getByLabelText('Brand'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(brands).toContain('AquaDay Moist');
    expect(brands).toContain('HydraLens for Astigmatism');
    expect(brands).not.toContain('Lumina Daily UV for Astigmatism'); // added in apr_2025
    expect(
      screen.getByText('Choose your boxes to see how many months they cover.'),
    ).toBeInTheDocument();
  });

  it('submits the supplies per eye with the supply they cover, and goes to the receipt', async () => {
    seedDraft({ step: 'supplies', supplies: undefined, supplyLength: undefined });
    const view = renderJourney('/product_intake', {
      'GET /api/patients/limit-remaining': limit(12),
      'POST /api/purchase-submissions/submit-supplies': {
        body: { result: { purchaseSubmissionId: 'sub-1' } },
      },
    });
    await heading('Your contact lenses');
    await chooseBoth(view, 'AquaDay Moist', '90 lenses per box', '2 boxes (about 6 months)');
    expect(screen.getByText('Your supply: 6 months')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('Upload your receipt');
    expect(view.called('GET /api/patients/limit-remaining')[0]?.query.get('patient_id')).toBe(
      'pat-1',
    );
    expect(view.called('POST /api/purchase-submissions/submit-supplies')[0]?.body).toEqual({
      patientId: 'pat-1',
      purchase_submission_id: 'sub-1',
      supplies: {
        brand_r: '1DM',
        lenses_per_box_r: 90,
        boxes_r: 2,
        brand_l: '1DM',
        lenses_per_box_l: 90,
        boxes_l: 2,
        submission_method: 'manual',
        supplyLength: 6,
      },
      resubmission: false,
      is_admin_resubmit: false,
      exception: false,
      admin_exception: false,
      sap: '100200',
    });
  });

  it('takes different lenses per eye, or one eye only', async () => {
    seedDraft({ step: 'supplies', supplies: undefined, supplyLength: undefined });
    const view = renderJourney('/product_intake', {
      'GET /api/patients/limit-remaining': limit(12),
      'POST /api/purchase-submissions/submit-supplies': { body: { result: {} } },
    });
    await heading('Your contact lenses');
    await view.user.click(screen.getByLabelText('I bought the same lenses for both eyes'));
    const right = screen.getByRole('group', { name: 'Right eye' });
    await view.user.selectOptions(
      within(right).getByLabelText('Brand'),
      'HydraLens for Astigmatism',
    );
    await view.user.selectOptions(within(right).getByLabelText('Box size'), '12 lenses per box');
    await view.user.selectOptions(
      within(right).getByLabelText('Number of boxes'),
      '1 box (about 6 months)',
    );
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('Upload your receipt');
    expect(view.called('POST /api/purchase-submissions/submit-supplies')[0]?.body).toMatchObject({
      supplies: { brand_r: 'FAL', lenses_per_box_r: 12, boxes_r: 1, supplyLength: 6 },
    });
  });

  it('refuses a brand bought on or before its minimum date (spec 000 §5)', async () => {
    seedDraft({
      step: 'supplies',
      supplies: undefined,
      supplyLength: undefined,
      purchaseDate: '2022-07-01',
    });
    const view = renderJourney('/product_intake', {});
    await heading('Your contact lenses');
    await chooseBoth(view, 'Lumina Daily Plus', '30 lenses per box', '3 boxes (about 3 months)');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('This brand could only be claimed for purchases after July 1, 2022.'),
    ).toBeInTheDocument();
    expect(view.calls).toHaveLength(0);
  });

  it('asks for the lenses when none are chosen', async () => {
    seedDraft({ step: 'supplies', supplies: undefined, supplyLength: undefined });
    const view = renderJourney('/product_intake', {});
    await heading('Your contact lenses');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter the lenses for at least one eye.')).toBeInTheDocument();
  });

  it('takes the "at least one eye" error away once a brand is chosen, on either eye (issue 29)', async () => {
    seedDraft({ step: 'supplies', supplies: undefined, supplyLength: undefined });
    const view = renderJourney('/product_intake', {});
    await heading('Your contact lenses');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    const error = 'Enter the lenses for at least one eye.';
    expect(await screen.findByText(error)).toBeInTheDocument();
    const eyes = screen.getByRole('group', { name: 'Both eyes' });
    await view.user.selectOptions(within(eyes).getByLabelText('Brand'), 'AquaDay Moist');
    expect(screen.queryByText(error)).not.toBeInTheDocument();

    // Each eye on its own: the error sits under the right eye, the brand is chosen on the left.
    await view.user.selectOptions(within(eyes).getByLabelText('Brand'), '');
    await view.user.click(
      screen.getByRole('checkbox', { name: 'I bought the same lenses for both eyes' }),
    );
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(error)).toBeInTheDocument();
    const left = screen.getByRole('group', { name: 'Left eye' });
    await view.user.selectOptions(within(left).getByLabelText('Brand'), 'AquaDay Moist');
    expect(screen.queryByText(error)).not.toBeInTheDocument();
  });

  it('stops at the annual limit for a patient', async () => {
    seedDraft({ step: 'supplies', supplies: undefined, supplyLength: undefined });
    const view = renderJourney('/product_intake', {
      'GET /api/patients/limit-remaining': limit(3),
    });
    await heading('Your contact lenses');
    await chooseBoth(view, 'AquaDay Moist', '90 lenses per box', '2 boxes (about 6 months)');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annual limit reached' });
    expect(
      within(dialog).getByText(
        /can claim 3 more months of supply this year, and this entry is for 6 months/,
      ),
    ).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Change my supply' }));
    expect(view.called('POST /api/purchase-submissions/submit-supplies')).toHaveLength(0);
  });

  it('offers no impossible change of supply when no month is left (issue 29)', async () => {
    seedDraft({ step: 'supplies', supplies: undefined, supplyLength: undefined });
    const view = renderJourney('/product_intake', {
      'GET /api/patients/limit-remaining': limit(0),
    });
    await heading('Your contact lenses');
    await chooseBoth(view, 'AquaDay Moist', '90 lenses per box', '1 box (about 3 months)');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annual limit reached' });
    expect(within(dialog).getByText(/already claimed a full year’s supply/)).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Change my supply' }),
    ).not.toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Go to My rewards' }));
    await heading('My rewards');
    expect(view.called('POST /api/purchase-submissions/submit-supplies')).toHaveLength(0);
  });

  /** Six months entered for a patient with no supply left, by staff acting for them. */
  async function overTheLimitActingAs(role: 'admin' | 'support') {
    seedDraft({ step: 'supplies', supplies: undefined, supplyLength: undefined });
    const session = {
      token: tokenExpiringIn(3600, { act: { sub: `${role}-1`, role } }),
      profile: { id: 'p-1', first_name: 'Ana' },
    };
    const view = renderJourney(
      '/product_intake',
      {
        'GET /api/patients/limit-remaining': limit(0),
        'POST /api/purchase-submissions/submit-supplies': { body: { result: {} } },
      },
      { session },
    );
    await heading('Your contact lenses');
    await chooseBoth(view, 'AquaDay Moist', '90 lenses per box', '2 boxes (about 6 months)');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    return view;
  }

  it('lets an admin acting for the patient confirm past the limit (admin exception)', async () => {
    const view = await overTheLimitActingAs('admin');
    const dialog = await screen.findByRole('dialog', { name: 'Annual supply limit' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirm anyway' }));
    await heading('Upload your receipt');
    expect(view.called('POST /api/purchase-submissions/submit-supplies')[0]?.body).toMatchObject({
      admin_exception: true,
    });
  });

  it('gives support staff acting for the patient no admin override at the limit', async () => {
    const view = await overTheLimitActingAs('support');
    const dialog = await screen.findByRole('dialog', { name: 'Annual limit reached' });
    expect(within(dialog).queryByRole('button', { name: 'Confirm anyway' })).toBeNull();
    expect(view.called('POST /api/purchase-submissions/submit-supplies')).toHaveLength(0);
  });

  it('offers an admin the OAMOE override when the practice is inactive', async () => {
    seedDraft({ step: 'supplies', supplies: undefined, supplyLength: undefined });
    const session = {
      token: tokenExpiringIn(3600, { act: { sub: 'admin-1', role: 'admin' } }),
      profile: { id: 'p-1', first_name: 'Ana' },
    };
    let calls = 0;
    const view = renderJourney(
      '/product_intake',
      {
        'GET /api/patients/limit-remaining': limit(12),
        'POST /api/purchase-submissions/submit-supplies': () =>
          ++calls === 1
            ? {
                status: 400,
                body: apiErrors({
                  name: 'sap',
                  code: 'PRACTICE_INACTIVE',
                  message:
                    'This practice is not taking part in the program. Please choose another.',
                }),
              }
            : { body: { result: {} } },
      },
      { session },
    );
    await heading('Your contact lenses');
    await chooseBoth(view, 'AquaDay Moist', '90 lenses per box', '2 boxes (about 6 months)');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'This practice can’t take entries' });
    await view.user.click(
      within(dialog).getByRole('button', { name: 'Continue with an exception' }),
    );
    await heading('Upload your receipt');
    expect(view.called('POST /api/purchase-submissions/submit-supplies')[1]?.body).toMatchObject({
      exception: true,
    });
  });

  it('shows the server’s errors on the eye they concern', async () => {
    seedDraft({ step: 'supplies', supplies: undefined, supplyLength: undefined });
    const view = renderJourney('/product_intake', {
      'GET /api/patients/limit-remaining': limit(12),
      'POST /api/purchase-submissions/submit-supplies': {
        status: 400,
        body: apiErrors({
          name: 'supplies.brand_r',
          code: 'PRODUCT_NOT_AVAILABLE',
          message: 'This lens brand is not part of the current offer.',
        }),
      },
    });
    await heading('Your contact lenses');
    await chooseBoth(view, 'AquaDay Moist', '90 lenses per box', '2 boxes (about 6 months)');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(
        screen.getByText('This lens brand is not part of the current offer.'),
      ).toBeInTheDocument(),
    );
  });
});
