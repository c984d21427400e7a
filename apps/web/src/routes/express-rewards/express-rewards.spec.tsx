import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test-utils/render';
import { freshBrowser, heading, main } from '../../testing/page-queries';
import { type ClaimView } from '../../features/express-claim/express-api';
import { type StubCall, failure, ok, stubApi } from '../../testing/stub-api';
import { claimCodeOf } from './ExpressRewardsCheckoutShopPage';

/** A JPEG's first bytes: photos are judged by their content (issue 29 item 4). */
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

const ID = 'kT3vQm9xR2wLp8yZa1bC4d';
const view = (overrides: Partial<ClaimView> = {}): ClaimView => ({
  submissionId: ID,
  entryType: 'checkout',
  state: 'open',
  status: '',
  purchaseDate: '2025-07-10',
  brands: ['1DM'],
  supplyLength: 12,
  practice: { display_name: 'Aspen Eye Care', city: 'Reno', state: 'NV' },
  reward: { total: 250 },
  photoAttached: false,
  confirmationCode: null,
  ...overrides,
});
const KEY = {
  uploadHost: 'https://site.example',
  uploadPath: '/api/uploader/upload/k.s',
  expiresAt: Date.parse('2025-07-15T15:00:00Z') / 1000,
};

function claimApi(start: ClaimView) {
  let current = start;
  const set = (next: Partial<ClaimView>) => ok((current = { ...current, ...next }));
  return stubApi({
    [`GET /api/express-claims/${ID}`]: () => ok(current),
    [`POST /api/express-claims/${ID}/claim`]: () =>
      ok({ upload: KEY, claim: (current = { ...current, state: 'claimed' }) }),
    [`POST /api/express-claims/${ID}/not-needed`]: () => set({ state: 'declined' }),
    [`POST /api/express-claims/${ID}/upload-key`]: () =>
      ok({ upload: { ...KEY, uploadPath: '/api/uploader/upload/k2.s' } }),
    'POST /api/uploader/upload/k.s': (call: StubCall) =>
      call.headers['profile-token']
        ? failure(400, 'VALIDATION')
        : ok({ outputs: { orig: { url: 'https://site.example/api/uploads/u-1' } } }),
    'POST /api/uploader/upload/k2.s': () =>
      ok({ outputs: { orig: { url: 'https://site.example/api/uploads/u-2' } } }),
    [`POST /api/express-claims/${ID}/photo`]: () => set({ photoAttached: true }),
    [`POST /api/express-claims/${ID}/confirm`]: () =>
      set({ state: 'confirmed', status: 'pending', confirmationCode: 'ABCDEFGH234567' }),
  });
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

beforeEach(freshBrowser);

describe('claimCodeOf', () => {
  it('takes the code, or the end of a pasted link', () => {
    expect(claimCodeOf(` ${ID} `)).toBe(ID);
    expect(claimCodeOf(`https://lensrewards.example/express_rewards/${ID}?utm=x`)).toBe(ID);
    expect(claimCodeOf('not a code!')).toBe('');
  });
});

describe('express rewards claim', () => {
  it('claims with the visitor’s details, uploads the photo, confirms with a code', async () => {
    const { api, called } = claimApi(view());
    const { user, router } = renderApp(`/express_rewards/${ID}`, { api });
    await heading('Claim your express reward');
    expect(await main().findByText('Practice: Aspen Eye Care, Reno NV')).toBeInTheDocument();
    expect(main().getByText('Reward: $250')).toBeInTheDocument();
    expect(main().getByText('Lenses: 12 months of AquaDay Moist')).toBeInTheDocument();

    await user.click(main().getByRole('button', { name: 'Claim my reward' }));
    expect(main().getByRole('textbox', { name: /Street address/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
    await user.type(main().getByRole('textbox', { name: /First name/ }), 'Ana');
    await user.type(main().getByRole('textbox', { name: /Last name/ }), 'Ruiz');
    await user.type(main().getByRole('textbox', { name: /E-mail address/ }), 'ana@example.com');
    await user.type(main().getByRole('textbox', { name: /Street address/ }), '12 Elm St');
    await user.type(main().getByRole('textbox', { name: /^City/ }), 'Reno');
    await user.type(main().getByRole('textbox', { name: /^State/ }), 'NV');
    await user.type(main().getByRole('textbox', { name: /ZIP code/ }), '89501');
    await user.click(main().getByRole('button', { name: 'Claim my reward' }));

    await heading('Add a photo of your lens box');
    expect(router.state.location.pathname).toBe(`/express_rewards_photo_upload/${ID}`);
    expect(called('POST', `/api/express-claims/${ID}/claim`)[0]?.body).toEqual({
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: 'ana@example.com',
      address1: '12 Elm St',
      address2: '',
      city: 'Reno',
      state: 'NV',
      postal_code: '89501',
      language: 'en',
    });
    expect(await main().findByRole('button', { name: 'Confirm my claim' })).toBeDisabled();

    await user.upload(fileInput(), new File([JPEG, 'box'], 'box.jpg', { type: 'image/jpeg' }));
    expect(await main().findByText('Photo added.')).toBeInTheDocument();
    // The kept key was used: no second key was asked for.
    expect(called('POST', `/api/express-claims/${ID}/upload-key`)).toHaveLength(0);
    expect(called('POST', `/api/express-claims/${ID}/photo`)[0]?.body).toEqual({
      url: 'https://site.example/api/uploads/u-1',
    });
    // A key stores one file: another photo goes with a fresh key.
    await user.upload(fileInput(), new File([JPEG, 'another'], 'box2.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(called('POST', `/api/express-claims/${ID}/photo`)).toHaveLength(2));
    expect(called('POST', `/api/express-claims/${ID}/upload-key`)).toHaveLength(1);
    expect(called('POST', '/api/uploader/upload/k2.s')).toHaveLength(1);

    await user.click(main().getByRole('button', { name: 'Confirm my claim' }));
    expect(
      await main().findByText('Your claim is in. Your confirmation code is ABCDEFGH234567.'),
    ).toBeInTheDocument();
    expect(called('POST', `/api/express-claims/${ID}/confirm`)[0]?.query.get('channel')).toBe(
      'def',
    );
  });

  it('checks the photo’s content before uploading, with the receipt upload’s list and words (issue 29 item 4)', async () => {
    const { api, called } = claimApi(view({ state: 'claimed' }));
    const { user } = renderApp(`/express_rewards_photo_upload/${ID}`, {
      api,
      language: 'es',
      userOptions: { applyAccept: false },
    });
    await heading('Agrega una foto de la caja de tus lentes');
    await main().findByText(/Consultorio: Aspen Eye Care/);
    expect(main().getByText('JPG, PNG, HEIC, WebP o PDF, de hasta 10 MB.')).toBeInTheDocument();
    await user.upload(fileInput(), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await main().findByRole('alert')).toHaveTextContent(
      'No podemos recibir este tipo de archivo. Elige un archivo JPG, PNG, HEIC, WebP o PDF.',
    );
    // A real GIF is refused the same way, without being asked for.
    await user.upload(fileInput(), new File(['GIF89a'], 'box.gif', { type: 'image/gif' }));
    expect(await main().findByRole('alert')).not.toHaveTextContent(/GIF/);
    expect(called('POST', `/api/express-claims/${ID}/upload-key`)).toHaveLength(0);
  });

  it('records "I don’t need this reward"', async () => {
    const { api, called } = claimApi(view());
    const { user } = renderApp(`/express_rewards/${ID}`, { api });
    await heading('Claim your express reward');
    await user.click(await main().findByRole('button', { name: 'I don’t need this reward' }));
    await heading('No claim needed');
    expect(called('POST', `/api/express-claims/${ID}/not-needed`)).toHaveLength(1);
  });

  it('says when the link leads nowhere, without revealing anything', async () => {
    const { api } = stubApi({});
    renderApp(`/express_rewards/${ID}`, { api });
    await heading('Claim your express reward');
    expect(
      await main().findByRole('heading', { level: 2, name: 'We can’t find this reward' }),
    ).toBeInTheDocument();
  });

  it('shows a claim already confirmed, or declined', async () => {
    const confirmed = renderApp(`/express_rewards/${ID}`, {
      api: claimApi(view({ state: 'confirmed', confirmationCode: 'ABCDEFGH234567' })).api,
    });
    expect(await screen.findByText(/confirmation code is ABCDEFGH234567/)).toBeInTheDocument();
    confirmed.unmount();
    renderApp(`/express_rewards/${ID}`, { api: claimApi(view({ state: 'declined' })).api });
    expect(await screen.findByText('You told us you don’t need this reward.')).toBeInTheDocument();
  });

  it('leads in from the express rewards page with the reward code', async () => {
    const { api } = claimApi(view());
    const { user, router } = renderApp('/express_rewards_checkout_shop', { api });
    await heading('Express rewards at your practice');
    const open = main().getByRole('button', { name: 'Find my reward' });
    expect(open).toBeDisabled();
    await user.type(main().getByRole('textbox', { name: 'Your reward code' }), ID);
    await user.click(open);
    await heading('Claim your express reward');
    expect(router.state.location.pathname).toBe(`/express_rewards/${ID}`);
  });
});

describe('checkout shop claim', () => {
  it('takes details and photo on the info page and confirms on the confirm page, with the logo', async () => {
    const { api } = claimApi(view({ entryType: 'shop' }));
    const { user, router } = renderApp(`/checkout_shop/${ID}`, { api });
    await heading('Your reward from the practice');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await user.type(await main().findByRole('textbox', { name: /First name/ }), 'Ana');
    await user.type(main().getByRole('textbox', { name: /Last name/ }), 'Ruiz');
    await user.type(main().getByRole('textbox', { name: /E-mail address/ }), 'ana@example.com');
    await user.type(main().getByRole('textbox', { name: /Street address/ }), '12 Elm St');
    await user.type(main().getByRole('textbox', { name: /^City/ }), 'Reno');
    await user.type(main().getByRole('textbox', { name: /^State/ }), 'NV');
    await user.type(main().getByRole('textbox', { name: /ZIP code/ }), '89501');
    await user.click(main().getByRole('button', { name: 'Claim my reward' }));
    const next = await main().findByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await user.upload(fileInput(), new File([JPEG], 'box.jpg', { type: 'image/jpeg' }));
    await main().findByText('Photo added.');
    await user.click(main().getByRole('button', { name: 'Continue' }));
    await heading('Confirm your reward');
    expect(router.state.location.search).toBe(`?id=${ID}`);
    await user.click(await main().findByRole('button', { name: 'Confirm my claim' }));
    expect(await main().findByText(/confirmation code is ABCDEFGH234567/)).toBeInTheDocument();
  });

  it('has a not-needed page, and a confirm page that needs the link first', async () => {
    const { api } = claimApi(view({ entryType: 'shop' }));
    const { user } = renderApp(`/checkout_shop/${ID}`, { api, language: 'es' });
    await heading('Tu recompensa del consultorio');
    await user.click(await main().findByRole('button', { name: 'No necesito esta recompensa' }));
    await heading('No necesitas hacer nada más');
    sessionStorage.clear();
    const confirm = renderApp('/checkout_shop_confirm');
    await screen.findAllByRole('heading', { level: 1, name: 'Confirm your reward' });
    expect(
      within(confirm.getAllByRole('main').at(-1)!).getByText(
        'Start from the link your practice sent you.',
      ),
    ).toBeInTheDocument();
  });
});
