import { screen, within } from '@testing-library/react';
import { renderJourney, seedDraft } from '../../../test-utils/journey';

// Issue 17 item 9: at a practice that is not listed (sap 999) the approval asks for the receipt
// by mail; the patient is told so when they confirm, not only later on the dashboard.

const submission = (sap: string) => ({
  id: 'sub-1',
  status: 'pending',
  sub_phase: 'jul_2025',
  confirmation_code: 'AB12CD34EF56GH',
  eye_care_professional: {
    sap,
    display_name: sap === '999' ? null : 'Bright Eyes Optometry',
    preferred: false,
    not_listed_doctor: sap === '999' ? { first_name: 'Rosa', last_name: 'Vega' } : null,
  },
  rewards: null,
});

async function confirmAt(sap: string, language: 'en' | 'es' = 'en') {
  seedDraft({ receiptImageUrl: 'https://site.example/api/uploads/r1' });
  const view = renderJourney(
    '/receipt_upload',
    {
      'GET /api/purchase-submissions/sub-1/promo-codes': { body: { result: { promoCodes: [] } } },
      'POST /api/purchase-submissions/confirm': {
        body: { result: { submission: submission(sap) } },
      },
    },
    { language },
  );
  const review = language === 'en' ? 'Review my entry' : /Revisar mi registro/;
  await view.user.click(await screen.findByRole('button', { name: review }));
  const check = await screen.findByRole('dialog');
  await view.user.click(within(check).getAllByRole('button').at(-1)!);
  return screen.findByRole('dialog', {
    name: language === 'en' ? 'Your entry is in!' : /registro/,
  });
}

describe('confirming an entry at a practice that is not listed', () => {
  it('tells the patient to mail the receipt (sap 999)', async () => {
    const complete = await confirmAt('999');
    expect(within(complete).getByText(/Your doctor isn’t in our list yet/)).toBeInTheDocument();
    expect(within(complete).getByText(/write this code on the envelope/)).toBeInTheDocument();
  });

  it('says so in Spanish too', async () => {
    const complete = await confirmAt('999', 'es');
    expect(
      within(complete).getByText(/Tu médico aún no está en nuestra lista/),
    ).toBeInTheDocument();
  });

  it('keeps the no-mail wording at a listed practice', async () => {
    const complete = await confirmAt('100200');
    expect(
      within(complete).getByText(/We’ll review your entry and e-mail you/),
    ).toBeInTheDocument();
    expect(within(complete).queryByText(/by mail/)).not.toBeInTheDocument();
  });
});
