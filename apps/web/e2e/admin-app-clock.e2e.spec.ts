// Issue 29 (promises item 4): the practice checkout pre-fills the purchase date from the app's
// clock (GET /api/app's `now`), which the stack pins (APP_NOW) as `npm start` does; the browser's
// own date would be in the API's future and refused.
import { openBackOffice } from './admin-kit';
import { expect, mainHeading, test } from './fixtures';
import { practiceWhere } from './public-kit';

test('the practice checkout pre-fills today on the app clock, and the API takes it', async ({
  page,
  request,
}) => {
  const app = (await (await request.get('/api/app')).json()) as { result: { now: string } };
  const today = new Date(app.result.now).toISOString().slice(0, 10);
  expect(today).not.toBe(new Date().toISOString().slice(0, 10)); // the stack's clock is pinned
  const practice = await practiceWhere(request, (p) => p.affiliated_now);

  await openBackOffice(page, request, 'admin', '/checkout');
  await expect(mainHeading(page)).toHaveText('Practice checkout');
  const main = page.getByRole('main');
  await expect(main.getByLabel(/Purchase date/)).toHaveValue(today);
  await main.getByLabel(/Practice number/).fill(practice.sap);
  await main.getByLabel(/Lens brand/).selectOption({ label: 'AquaDay Moist' });
  await main.getByLabel(/Lenses per box/).selectOption('90');
  await main.getByLabel(/Boxes per eye/).selectOption({ label: 'Boxes: 4 (12-month supply)' });
  await main.getByLabel('Patient’s e-mail address').fill(`clock-${Date.now()}@example.com`);
  await main.getByRole('button', { name: 'Create the claim and send the link' }).click();
  await expect(main.getByText(/The claim is created\./)).toBeVisible();
});
