import { screen, waitFor, within } from '@testing-library/react';
import { apiErrors, renderJourney, seedDraft } from '../../../test-utils/journey';
import { COOKIE_CONSENT_STORAGE_KEY, TOOLTIP_HIDE_MS } from '../../config/constants';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** The API's promo codes on entry sub-1, kept as the stubs apply and remove them. */
function promoApi(
  awards: Record<string, { codeClass: string; award: number }>,
  refusals: Record<string, { code: string; message: string }> = {},
  /** How many codes the server lets the entry hold (its purchase date's limit). */
  max = 2,
) {
  let applied: { code: string; codeClass: string; award: number }[] = [];
  return {
    'GET /api/purchase-submissions/sub-1/promo-codes': () => ({
      body: { result: { promoCodes: applied } },
    }),
    'GET /api/rewards/promocode_limit/sub-1': () => ({
      body: { result: { promoCodeLimited: applied.length >= max } },
    }),
    'POST /api/purchase-submissions/submit-promo-code': ({ body }: { body: unknown }) => {
      const code = String((body as { code: string }).code).toUpperCase();
      const refusal = refusals[code];
      if (refusal) return { status: 400, body: apiErrors({ name: 'code', ...refusal }) };
      const found = awards[code];
      if (!found)
        return {
          status: 400,
          body: apiErrors({
            name: 'code',
            code: 'PROMO_CODE_INVALID',
            message: 'This promo code is not valid.',
          }),
        };
      applied = [...applied, { code, ...found }].sort((a, b) => b.award - a.award);
      return { body: { result: { rewardEarned: found.award } } };
    },
    'POST /api/purchase-submissions/delete-promo-code/sub-1': ({ body }: { body: unknown }) => {
      const codeClass = (body as { code_class?: string }).code_class;
      applied = codeClass ? applied.filter((c) => c.codeClass !== codeClass) : applied.slice(1);
      return { body: { result: { message: 'The promo code was removed.' } } };
    },
    'POST /api/tracking': { status: 202, body: {} },
  };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, 'all');
});

async function apply(view: ReturnType<typeof renderJourney>, code: string) {
  const form = screen.getByRole('form', { name: 'Apply a promo code' });
  await view.user.clear(within(form).getByLabelText(/^Promo code/));
  await view.user.type(within(form).getByLabelText(/^Promo code/), code);
  await view.user.click(within(form).getByRole('button', { name: 'Apply' }));
}

describe('promo code form: stacking (purchase date from 2025-07-01)', () => {
  it('stacks two codes as chips, refuses the other kinds with the specification’s messages, removes by class', async () => {
    seedDraft({ purchaseDate: '2025-07-10' });
    const view = renderJourney(
      '/receipt_upload',
      promoApi(
        { SUMMER10: { codeClass: 'SUMMER', award: 10 }, FALL20: { codeClass: 'FALL', award: 20 } },
        {
          SOLO5: {
            code: 'PROMO_CODE_INCOMPATIBLE',
            message: 'This code cannot be combined with a code already applied to this entry.',
          },
          CLINIC9: {
            code: 'PROMO_CODE_NOT_ELIGIBLE_FOR_PRACTICE',
            message: 'This code is not eligible at the selected practice.',
          },
        },
      ),
    );
    await heading('Upload your receipt');
    const form = screen.getByRole('form', { name: 'Apply a promo code' });
    expect(within(form).getByRole('button', { name: 'Apply' })).toBeDisabled();

    await apply(view, 'summer10');
    const chips = await screen.findByRole('list', { name: 'Applied promo codes' });
    expect(within(chips).getByText('SUMMER10: $10')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Apply a promo code' })).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Add another promo code' }));
    await apply(view, 'Summer10');
    expect(await screen.findByText('Is already applied.')).toBeInTheDocument();
    await apply(view, 'SOLO5');
    expect(
      await screen.findByText(
        'This code cannot be combined with a code already applied to this entry.',
      ),
    ).toBeInTheDocument();
    await apply(view, 'CLINIC9');
    expect(
      await screen.findByText('This code is not eligible at the selected practice.'),
    ).toBeInTheDocument();
    await apply(view, 'NOPE');
    expect(await screen.findByText('This promo code is not valid.')).toBeInTheDocument();
    await apply(view, 'FALL20');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Applied promo codes' })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );
    expect(screen.getByText('Promo bonus: $30')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Add another promo code' }),
    ).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Remove promo code FALL20' }));
    await waitFor(() => expect(screen.getByText('Promo bonus: $10')).toBeInTheDocument());
    expect(view.called('POST /api/purchase-submissions/delete-promo-code/sub-1')[0]?.body).toEqual({
      code_class: 'FALL',
    });
    const errors = view
      .called('POST /api/tracking')
      .map((c) => c.body as { eventName: string; data: { code: string } });
    expect(errors.filter((e) => e.eventName === 'form_error').map((e) => e.data.code)).toEqual([
      'local',
      'PROMO_CODE_INCOMPATIBLE',
      'PROMO_CODE_NOT_ELIGIBLE_FOR_PRACTICE',
      'PROMO_CODE_INVALID',
    ]);
  });
});

describe('promo code form: one code (purchase date before 2025-07-01)', () => {
  it('shows the applied code with its bonus and a remove link, and no add-another', async () => {
    seedDraft({ purchaseDate: '2025-06-20' });
    const view = renderJourney(
      '/receipt_upload',
      promoApi({ SPRING5: { codeClass: 'SPRING', award: 5 } }, {}, 1),
    );
    await heading('Upload your receipt');
    await apply(view, 'spring5');
    expect(await screen.findByText('Promo code SPRING5 applied: $5 bonus.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Apply a promo code' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Add another promo code' }),
    ).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('form', { name: 'Apply a promo code' })).toBeInTheDocument();
    expect(view.called('POST /api/purchase-submissions/delete-promo-code/sub-1')[0]?.body).toEqual(
      {},
    );
  });
});

describe('promo code form: the tooltip', () => {
  it('stays TOOLTIP_HIDE_MS after the pointer leaves, then hides (spec 000 §9)', async () => {
    seedDraft({ purchaseDate: '2025-07-10' });
    const view = renderJourney('/receipt_upload', promoApi({}));
    await heading('Upload your receipt');
    const about = screen.getByRole('button', { name: 'About promo codes' });
    const tip = 'Promo codes come from your eye care practice or from our e-mails.';
    await view.user.hover(about);
    expect(await screen.findByText(tip)).toBeInTheDocument();
    await view.user.unhover(about);
    await new Promise((resolve) => setTimeout(resolve, TOOLTIP_HIDE_MS - 200));
    expect(screen.getByText(tip)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(tip)).not.toBeInTheDocument());
  });
});

describe('promo code form: the server’s limit (rewards/promocode_limit)', () => {
  it('offers no input and no add-another once the server says the entry is at its limit', async () => {
    seedDraft({ purchaseDate: '2025-07-10' });
    // The server allows this entry one code, though its date would allow two.
    const view = renderJourney(
      '/receipt_upload',
      promoApi({ SUMMER10: { codeClass: 'SUMMER', award: 10 } }, {}, 1),
    );
    await heading('Upload your receipt');
    await apply(view, 'summer10');
    const chips = await screen.findByRole('list', { name: 'Applied promo codes' });
    expect(within(chips).getByText('SUMMER10: $10')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Add another promo code' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('form', { name: 'Apply a promo code' })).not.toBeInTheDocument();
    expect(view.called('GET /api/rewards/promocode_limit/sub-1').length).toBeGreaterThanOrEqual(2);
  });
});
