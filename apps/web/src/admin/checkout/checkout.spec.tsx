import { screen, within } from '@testing-library/react';
import { SERVER_NOW, appStateFixture } from '../../../test-utils/fixtures';
import { apiErrors } from '../../../test-utils/journey';
import { renderAdmin } from '../testing/render-admin';

const created = (link: object) => ({
  body: {
    result: {
      submissionId: 'kT3vQm9xR2wLp8yZa1bC4d',
      entryType: 'checkout',
      claimPath: '/express_rewards/kT3vQm9xR2wLp8yZa1bC4d',
      link,
    },
  },
});

async function fillPurchase(view: ReturnType<typeof renderAdmin>) {
  await view.user.type(screen.getByLabelText(/Practice number/), '7100001');
  await view.user.selectOptions(screen.getByLabelText(/Lens brand/), 'AquaDay Moist');
  await view.user.selectOptions(screen.getByLabelText(/Lenses per box/), '90');
  await view.user.selectOptions(
    screen.getByLabelText(/Boxes per eye/),
    'Boxes: 4 (12-month supply)',
  );
}

describe('practice checkout (issue 17 item 4)', () => {
  it('pre-fills the purchase date with today on the app clock, not the browser’s (issue 29)', async () => {
    renderAdmin('/checkout', {}, { role: 'admin' });
    // The server's clock is pinned (SERVER_NOW, 2025-07-15); the browser's is the real date.
    expect(await screen.findByLabelText(/Purchase date/)).toHaveValue(SERVER_NOW.slice(0, 10));
  });

  it('takes no phone where the server cannot text, and says why (issue 29)', async () => {
    renderAdmin(
      '/checkout',
      { 'GET /api/app': { body: { result: appStateFixture({ sms: false }) } } },
      { role: 'admin' },
    );
    const phone = await screen.findByLabelText(/Patient’s mobile number/);
    expect(phone).toBeDisabled();
    expect(
      screen.getByText(/Text messages can’t be sent from Lens Rewards at the moment/),
    ).toBeInTheDocument();
  });

  it('says why a link was not texted: the provider’s refusal (issue 29)', async () => {
    const view = renderAdmin(
      '/checkout',
      {
        'POST /admin/api/express-claims': created({
          channel: 'sms',
          to: '(•••) •••-0123',
          sent: false,
          reason: 'SMS_REFUSED',
        }),
      },
      { role: 'admin' },
    );
    await screen.findByRole('heading', { level: 1, name: 'Practice checkout' });
    await fillPurchase(view);
    await view.user.type(screen.getByLabelText('Patient’s mobile number'), '2125550123');
    await view.user.click(
      screen.getByRole('button', { name: 'Create the claim and send the link' }),
    );
    expect(
      await screen.findByText(
        /The text message service refused this number, so the link was not texted\. The link could not be sent\./,
      ),
    ).toBeInTheDocument();
  });

  it('creates the claim for the patient’s e-mail and says where the link went', async () => {
    const view = renderAdmin(
      '/checkout',
      {
        'POST /admin/api/express-claims': created({
          channel: 'email',
          to: 'ana@example.com',
          sent: true,
        }),
      },
      { role: 'admin' },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Practice checkout' }),
    ).toBeVisible();
    await fillPurchase(view);
    await view.user.click(
      screen.getByRole('button', { name: 'Create the claim and send the link' }),
    );
    expect(await screen.findByText('Patient Email or Phone Required')).toBeInTheDocument();
    expect(view.called('POST /admin/api/express-claims')).toHaveLength(0);

    await view.user.type(screen.getByLabelText('Patient’s e-mail address'), 'ana@example.com');
    await view.user.click(within(screen.getByRole('main')).getByRole('radio', { name: 'Español' }));
    await view.user.click(
      screen.getByRole('button', { name: 'Create the claim and send the link' }),
    );
    expect(
      await screen.findByText(/The claim is created\. The link was e-mailed to ana@example.com\./),
    ).toBeInTheDocument();
    expect(view.called('POST /admin/api/express-claims')[0]?.body).toMatchObject({
      sap: '7100001',
      entry_type: 'checkout',
      email: 'ana@example.com',
      language: 'es',
      supplies: {
        brand_r: '1DM',
        brand_l: '1DM',
        lenses_per_box_r: 90,
        boxes_r: 4,
        supplyLength: 12,
      },
    });
    expect(
      screen.getByRole('link', { name: /\/express_rewards\/kT3vQm9xR2wLp8yZa1bC4d$/ }),
    ).toBeInTheDocument();
  });

  it('texts the link to a phone number, and shows the server’s field errors', async () => {
    let refuse = true;
    const view = renderAdmin(
      '/checkout',
      {
        'POST /admin/api/express-claims': () =>
          refuse
            ? {
                status: 400,
                body: apiErrors({
                  name: 'sap',
                  code: 'PRACTICE_NOT_FOUND',
                  message: 'We could not find this practice.',
                }),
              }
            : created({ channel: 'sms', to: '(•••) •••-0199', sent: true }),
      },
      { role: 'admin' },
    );
    await screen.findByRole('heading', { level: 1, name: 'Practice checkout' });
    await fillPurchase(view);
    await view.user.type(screen.getByLabelText('Patient’s mobile number'), '212 555 0199');
    await view.user.click(
      screen.getByRole('button', { name: 'Create the claim and send the link' }),
    );
    expect(await screen.findAllByText('We could not find this practice.')).not.toHaveLength(0);
    refuse = false;
    await view.user.click(
      screen.getByRole('button', { name: 'Create the claim and send the link' }),
    );
    expect(
      await screen.findByText(/The link was texted to \(•••\) •••-0199\./),
    ).toBeInTheDocument();
    expect(view.called('POST /admin/api/express-claims')[1]?.body).toMatchObject({
      phone_number: '2125550199',
    });
  });

  it('is for admins only', async () => {
    renderAdmin('/checkout', {}, { role: 'support' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not available' })).toBeVisible();
  });
});
