import { screen, waitFor, within } from '@testing-library/react';
import { type SubmissionView } from '../../features/submissions/submission';
import { DRAFT_STORAGE_KEY } from '../../features/draft/purchase-draft';
import { claims } from '../../i18n/resources/en/claims';
import { apiErrors, patientSession, renderJourney, seedDraft } from '../../../test-utils/journey';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

const rewards = (base: number, promos: Record<string, number> = {}) => {
  const promo = Object.values(promos).reduce((a, b) => a + b, 0);
  return {
    baseReward: base,
    bonusRewards: { preferredPractice: 50 },
    trueUpReward: 0,
    promocodeRewards: promos,
    promocodeReward: promo,
    totalReward: base + 50 + promo,
  };
};

function entry(
  id: string,
  status: SubmissionView['status'],
  extra: Partial<SubmissionView> = {},
): SubmissionView {
  return {
    id,
    purchase_submission_id: id,
    patient_id: 'pat-1',
    status,
    entry_type: 'site',
    purchase_date: '2025-07-10',
    sub_phase: 'jul_2025',
    is_resubmission: false,
    is_admin_resubmit: false,
    confirmation_code: status === '' ? null : `CODE${id.toUpperCase()}`,
    completed_at: null,
    rewards: rewards(100, { SUMMER: 10, FALL: 20 }),
    rewardAmount: 100,
    bonusAmount: 80,
    totalReward: 180,
    hasPreferredEcp: true,
    eye_care_professional: {
      sap: '100200',
      display_name: 'Bright Eyes Optometry',
      preferred: true,
      not_listed_doctor: null,
    },
    patient: { id: 'pat-1', patient_type: 'current_wearer' },
    patient_type: 'current_wearer',
    SKU: null,
    purchase_details: {
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
      supplyLength: 6,
      brands: ['1DM'],
    },
    product_image_url: null,
    receipt_image_url: status === '' ? null : 'http://localhost/api/uploads/r1',
    promo_codes: [],
    limitRemaining: 6,
    reasons: { rejection: [], mailRequired: null },
    card: null,
    created_at: null,
    updated_at: null,
    ...extra,
  };
}

const patients = [{ id: 'pat-1', name: 'Ana Díaz', relation_to_profile: 'SELF', sap: '100200' }];

function dashboard(entries: SubmissionView[], more: Parameters<typeof renderJourney>[1] = {}) {
  return renderJourney('/dashboard', {
    'GET /api/purchase-submissions/all/me': {
      body: { result: { purchaseSubmissions: entries, hasPreferredEcp: true } },
    },
    'GET /api/patients/get-patients/me': { body: { result: { patientList: patients } } },
    ...more,
  });
}

beforeEach(() => localStorage.clear());

describe('/dashboard', () => {
  it('lists entries needing attention first, in plain words, with what to do', async () => {
    dashboard([
      entry('a', 'approved', {
        card: {
          state: 'mailed',
          amount: 180,
          orderedAt: '2025-07-12T10:00:00Z',
          mailedAt: '2025-07-14T10:00:00Z',
          expiry: null,
          maskedNumber: '•••• 4242',
        },
      }),
      entry('b', 'rejected', {
        reasons: { rejection: ['RECEIPT_UNREADABLE'], mailRequired: null },
      }),
      entry('c', 'pending'),
      entry('d', 'mail required', {
        reasons: { rejection: [], mailRequired: 'NOT_LISTED_PRACTICE' },
      }),
    ]);
    await heading('My rewards');
    const articles = await screen.findAllByRole('article');
    expect(
      articles.map(
        (a) =>
          within(a).getAllByText(/Not approved|Approved|Under review|Receipt needed by mail/)[0]
            ?.textContent,
      ),
    ).toEqual(['Not approved', 'Approved', 'Under review', 'Receipt needed by mail']);
    const [rejected, approved, , mail] = articles as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(rejected).getByText('We couldn’t read the receipt.')).toBeInTheDocument();
    expect(within(rejected).getByText(/Upload a sharper photo/)).toBeInTheDocument();
    expect(
      within(rejected).getByRole('button', { name: 'Fix it and send it again' }),
    ).toBeInTheDocument();
    expect(
      within(approved).getByText(/Your prepaid card was mailed on July 14, 2025\./),
    ).toBeInTheDocument();
    expect(within(approved).getByText(/•••• 4242/)).toBeInTheDocument();
    expect(within(mail).getByText(/Your doctor isn’t in our list yet/)).toBeInTheDocument();
    // July 2025 offers itemise promo rewards by code class, largest first.
    const table = within(approved).getByRole('table', { name: 'Your reward' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Base reward',
      'Preferred practice bonus',
      'Promo code bonus (FALL)',
      'Promo code bonus (SUMMER)',
      'Total reward',
    ]);
    expect(within(table).getByText('$180')).toBeInTheDocument();
  });

  it('shows one promo line for offers before July 2025', async () => {
    dashboard([
      entry('a', 'approved', {
        sub_phase: 'apr_2025',
        purchase_date: '2025-05-02',
        rewards: rewards(100, { SPRING: 10 }),
      }),
    ]);
    const table = await screen.findByRole('table', { name: 'Your reward' });
    expect(within(table).getByText('Promo code bonus')).toBeInTheDocument();
  });

  it('opens the reward breakdown of an approved entry', async () => {
    const view = dashboard([entry('a', 'approved')]);
    await view.user.click(await screen.findByRole('button', { name: 'See reward details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your entry is approved' });
    expect(within(dialog).getByText(/CODEA/)).toBeInTheDocument();
  });

  it('has an empty state that starts a purchase', async () => {
    const view = dashboard([]);
    expect(await screen.findByRole('heading', { name: 'No entries yet' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('link', { name: 'Enter your first purchase' }));
    await heading('Who is this purchase for?');
  });

  it('deletes the incomplete entry after asking: on the server too, so it leaves the list', async () => {
    seedDraft({ step: 'receipt' });
    let discarded = false;
    const view = dashboard([], {
      'GET /api/purchase-submissions/all/me': () => ({
        body: {
          result: {
            purchaseSubmissions: discarded ? [] : [entry('sub-1', '')],
            hasPreferredEcp: true,
          },
        },
      }),
      'POST /api/purchase-submissions/discard': () => {
        discarded = true;
        return { body: { result: { discarded: true } } };
      },
    });
    const notice = await screen.findByRole('region', { name: 'You have an unfinished entry' });
    expect(within(notice).getByText(/Ana Díaz \(purchase of July 10, 2025\)/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Finish this entry' })).toBeInTheDocument();
    await view.user.click(within(notice).getByRole('button', { name: 'Delete it' }));
    expect(within(notice).getByText(/Delete this entry for good\?/)).toBeInTheDocument();
    expect(view.called('POST /api/purchase-submissions/discard')).toHaveLength(0);
    await view.user.click(within(notice).getByRole('button', { name: 'Yes, delete it' }));

    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'You have an unfinished entry' }),
      ).not.toBeInTheDocument(),
    );
    expect(view.called('POST /api/purchase-submissions/discard')[0]?.body).toEqual({
      purchase_submission_id: 'sub-1',
    });
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBe('null');
    expect(await screen.findByRole('heading', { name: 'No entries yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finish this entry' })).not.toBeInTheDocument();
  });

  it('deletes any unfinished entry from its own card, not only the one this device keeps (issue 29)', async () => {
    seedDraft({ step: 'receipt', submissionId: 'sub-2' });
    const listed = ['sub-1', 'sub-2'];
    const view = dashboard([], {
      'GET /api/purchase-submissions/all/me': () => ({
        body: {
          result: {
            purchaseSubmissions: listed.map((id) =>
              entry(id, '', { created_at: `2025-09-1${id.slice(-1)}T10:00:00.000Z` }),
            ),
            hasPreferredEcp: true,
          },
        },
      }),
      'POST /api/purchase-submissions/discard': (request) => {
        const id = (request.body as { purchase_submission_id: string }).purchase_submission_id;
        listed.splice(listed.indexOf(id), 1);
        return { body: { result: { discarded: true } } };
      },
    });
    // Two unfinished entries for one patient tell apart by the day each was started.
    expect(await screen.findByText('Started on September 11, 2025')).toBeInTheDocument();
    expect(screen.getByText('Started on September 12, 2025')).toBeInTheDocument();
    const older = screen
      .getAllByRole('article')
      .find((card) => within(card).queryByText('Started on September 11, 2025'))!;
    await view.user.click(
      within(older).getByRole('button', {
        name: 'Delete the entry for Ana Díaz started on September 11, 2025',
      }),
    );
    expect(view.called('POST /api/purchase-submissions/discard')).toHaveLength(0);
    await view.user.click(within(older).getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() =>
      expect(screen.queryByText('Started on September 11, 2025')).not.toBeInTheDocument(),
    );
    expect(view.called('POST /api/purchase-submissions/discard')[0]?.body).toEqual({
      purchase_submission_id: 'sub-1',
    });
    // This device's entry is another one: it is kept.
    expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}')).toMatchObject({
      submissionId: 'sub-2',
    });
  });

  it('offers no unfinished entry when only a patient was chosen and nothing saved (issue 29)', async () => {
    seedDraft({ step: 'practice', submissionId: undefined, purchaseDate: undefined });
    dashboard([]);
    expect(await screen.findByRole('heading', { name: 'No entries yet' })).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'You have an unfinished entry' }),
    ).not.toBeInTheDocument();
  });

  it('keeps the incomplete entry when the server cannot discard it, and says why', async () => {
    seedDraft({ step: 'receipt' });
    const view = dashboard([entry('sub-1', '')], {
      'POST /api/purchase-submissions/discard': {
        status: 503,
        body: apiErrors({ name: 'body', code: 'UNAVAILABLE', message: 'Try again soon.' }),
      },
    });
    const notice = await screen.findByRole('region', { name: 'You have an unfinished entry' });
    await view.user.click(within(notice).getByRole('button', { name: 'Delete it' }));
    await view.user.click(within(notice).getByRole('button', { name: 'Yes, delete it' }));
    expect(await within(notice).findByRole('alert')).toHaveTextContent('Try again soon.');
    expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}')).toMatchObject({
      submissionId: 'sub-1',
    });
    await view.user.click(within(notice).getByRole('button', { name: 'No, keep it' }));
    expect(within(notice).getByRole('button', { name: 'Continue my entry' })).toBeInTheDocument();
  });

  it('forgets only this device’s changes to a resubmission (the entry was confirmed once)', async () => {
    seedDraft({ step: 'supplies', submissionId: 'b', resubmission: true });
    const view = dashboard([entry('b', 'resub_started')]);
    const notice = await screen.findByRole('region', { name: 'You have an unfinished entry' });
    await view.user.click(within(notice).getByRole('button', { name: 'Delete it' }));
    expect(within(notice).getByText(/stays in My rewards/)).toBeInTheDocument();
    await view.user.click(within(notice).getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBe('null'));
    expect(view.called('POST /api/purchase-submissions/discard')).toHaveLength(0);
  });

  it('finishes an entry that stopped after its date where it stopped, not on the patient’s details (issue 12 item 10)', async () => {
    // Another device, or the local copy is gone: the server's entry has its date and no lenses,
    // and no practice yet (the practice goes with the lenses).
    const view = dashboard(
      [
        entry('d', '', {
          eye_care_professional: null,
          purchase_details: { supplies: null, supplyLength: null, brands: [] },
        }),
      ],
      {
        'GET /api/eye-care-professionals/get-by-sap/100200': {
          body: { result: { eyeCareProfessional: { sap: '100200', display_name: 'Bright Eyes' } } },
        },
      },
    );
    await view.user.click(await screen.findByRole('button', { name: 'Finish this entry' }));
    await heading('Your contact lenses');
    expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}')).toMatchObject({
      submissionId: 'd',
      patientId: 'pat-1',
      sap: '100200',
      practiceName: 'Bright Eyes',
      step: 'supplies',
    });
  });

  it('restores the incomplete entry where it stopped', async () => {
    seedDraft({ step: 'supplies' });
    const view = dashboard([], {
      'GET /api/purchase-submissions/search/by-id': ({ url }) => ({
        body: {
          result: {
            purchaseSubmission: entry(url.searchParams.get('purchase_submission_id')!, ''),
          },
        },
      }),
    });
    const notice = await screen.findByRole('region', { name: 'You have an unfinished entry' });
    await view.user.click(within(notice).getByRole('button', { name: 'Continue my entry' }));
    await heading('Your contact lenses');
    expect(view.called('GET /api/purchase-submissions/search/by-id')).toHaveLength(1);
  });

  it('forgets an unfinished entry sent since on another device instead of resuming it (issue 29)', async () => {
    seedDraft({ step: 'supplies' });
    const view = dashboard([], {
      'GET /api/purchase-submissions/search/by-id': ({ url }) => ({
        body: {
          result: {
            purchaseSubmission: entry(url.searchParams.get('purchase_submission_id')!, 'pending'),
          },
        },
      }),
    });
    const notice = await screen.findByRole('region', { name: 'You have an unfinished entry' });
    await view.user.click(within(notice).getByRole('button', { name: 'Continue my entry' }));
    expect(await screen.findByText(/That unfinished entry is no longer open/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My rewards' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null')).toBeNull();
  });

  it('forgets an unfinished entry deleted since, in Spanish too', async () => {
    seedDraft({ step: 'supplies' });
    const view = renderJourney(
      '/dashboard',
      {
        'GET /api/purchase-submissions/all/me': {
          body: { result: { purchaseSubmissions: [], hasPreferredEcp: false } },
        },
        'GET /api/patients/get-patients/me': { body: { result: { patientList: patients } } },
      },
      { language: 'es' },
    );
    const notice = await screen.findByRole('region', { name: 'Tienes un registro sin terminar' });
    await view.user.click(within(notice).getByRole('button', { name: 'Continuar mi registro' }));
    expect(
      await screen.findByText(/Ese registro sin terminar ya no está abierto/),
    ).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null')).toBeNull();
  });

  it('sends a rejected entry again from the lenses step, flagged as a resubmission', async () => {
    const view = dashboard(
      [entry('b', 'rejected', { reasons: { rejection: ['OTHER'], mailRequired: null } })],
      { 'POST /api/purchase-submissions/resubmit': { body: { result: { resubmitting: true } } } },
    );
    await view.user.click(await screen.findByRole('button', { name: 'Fix it and send it again' }));
    await heading('Your contact lenses');
    expect(view.called('POST /api/purchase-submissions/resubmit')[0]?.body).toEqual({
      purchase_submission_id: 'b',
    });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}')).toMatchObject({
        submissionId: 'b',
        resubmission: true,
        step: 'supplies',
      }),
    );
  });

  it('says why a rejected entry cannot be reopened, and stays on the dashboard', async () => {
    const view = dashboard(
      [entry('c', 'rejected', { reasons: { rejection: ['OTHER'], mailRequired: null } })],
      {
        'POST /api/purchase-submissions/resubmit': {
          status: 409,
          body: apiErrors({
            name: 'purchase_submission_id',
            code: 'ILLEGAL_STATUS',
            message: 'This entry can no longer be changed.',
          }),
        },
      },
    );
    await view.user.click(await screen.findByRole('button', { name: 'Fix it and send it again' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'This entry can no longer be changed.',
    );
    expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null')).toBeNull();
  });

  it('plays the how-it-works video from the dashboard', async () => {
    const view = dashboard([]);
    await heading('My rewards');
    await view.user.click(screen.getByRole('button', { name: 'Watch how it works' }));
    expect(
      await screen.findByRole('dialog', { name: 'How Lens Rewards works' }),
    ).toBeInTheDocument();
  });

  it('announces an express reward waiting to be claimed, and Claim now goes to it', async () => {
    const session = {
      ...patientSession(),
      profile: { ...patientSession().profile, expressSubmissionsList: ['exp-1'] },
    };
    const view = renderJourney(
      '/dashboard',
      {
        'GET /api/purchase-submissions/all/me': {
          body: { result: { purchaseSubmissions: [], hasPreferredEcp: false } },
        },
        'GET /api/patients/get-patients/me': { body: { result: { patientList: [] } } },
      },
      { session },
    );
    const notice = await screen.findByRole('dialog', { name: claims.notice.title });
    await view.user.click(within(notice).getByRole('button', { name: claims.notice.claim }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/express_rewards/exp-1'));
  });
});

describe('/dashboard: the profile’s standing (issue 29)', () => {
  const standing = (limited: boolean, programs: object) => ({
    'GET /api/patients/active/limited': { body: { result: { limited } } },
    'GET /api/purchase-submissions/profile/programs': { body: { result: { programs } } },
  });

  it('says the active patient reached the annual limit, and that the practice is preferred', async () => {
    const view = dashboard(
      [entry('a', 'pending')],
      standing(true, { preferredpractice: { start_date: '2025-01-01', end_date: '2025-12-31' } }),
    );
    await heading('My rewards');
    expect(await screen.findByText('Annual limit reached')).toBeInTheDocument();
    expect(screen.getByText(/already entered 12 months of lenses/)).toBeInTheDocument();
    expect(screen.getByText('Your practice is a preferred practice')).toBeInTheDocument();
    expect(view.called('GET /api/patients/active/limited')).toHaveLength(1);
    expect(view.called('GET /api/purchase-submissions/profile/programs')).toHaveLength(1);
  });

  it('names no preferred practice where no preferred programme is current, in Spanish too', async () => {
    const view = renderJourney(
      '/dashboard',
      {
        'GET /api/purchase-submissions/all/me': {
          body: {
            result: { purchaseSubmissions: [entry('a', 'pending')], hasPreferredEcp: false },
          },
        },
        'GET /api/patients/get-patients/me': { body: { result: { patientList: patients } } },
        ...standing(true, { checkout_shop: { start_date: '2025-01-01', end_date: '2025-12-31' } }),
      },
      { language: 'es' },
    );
    await heading('Mis recompensas');
    expect(await screen.findByText('Límite anual alcanzado')).toBeInTheDocument();
    expect(
      screen.queryByText('Tu consultorio es un consultorio preferido'),
    ).not.toBeInTheDocument();
    await waitFor(() =>
      expect(view.called('GET /api/purchase-submissions/profile/programs')).toHaveLength(1),
    );
  });
});
