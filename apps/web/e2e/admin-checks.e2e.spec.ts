// The back office as support and admins check entries (issue 12 items 2, 4–7): badges that are
// never cut and always in words, the receipt photo (staff only) with zoom, one clock (APP_NOW),
// an award refused with a field error, and an ECP upload that counts rows. Set up through the
// API; only the page under test is driven.
import { type Page } from '@playwright/test';
import { expect, mainHeading, test } from './fixtures';
import {
  api,
  confirmedEntry,
  entryWithSupplies,
  eventually,
  openBackOffice,
  patientAtPractice,
  staffToken,
  uniqueReceipt,
} from './admin-kit';

/** Every badge of `scope` shows its whole text: nothing scrolls inside it, nothing is cut. */
async function badgesUncut(page: Page, texts: readonly string[]) {
  const results = page.getByRole('region', { name: /^(Entries|Compras registradas)$/ });
  for (const text of texts) {
    const label = results.getByText(text, { exact: true }).first();
    await expect(label).toBeVisible();
    const fits = await label.evaluate((element) =>
      [element, element.parentElement as HTMLElement].every(
        (box) => box.scrollWidth <= box.clientWidth && box.scrollHeight <= box.clientHeight + 1,
      ),
    );
    expect(fits, `badge “${text}” is cut`).toBe(true);
  }
  await expect(results).not.toContainText(/status\./i);
}

test('entry badges are whole and in words, in English and Spanish', async ({ page, request }) => {
  const patient = await patientAtPractice(request, 'Inés');
  const calls = api(request, patient.token);
  await entryWithSupplies(request, patient.token, patient); // in progress
  const discarded = await entryWithSupplies(request, patient.token, patient);
  await calls.post('/api/purchase-submissions/discard', { purchase_submission_id: discarded });
  const receipt = uniqueReceipt();
  await confirmedEntry(request, patient, receipt); // approved by the worker
  await confirmedEntry(request, patient, receipt); // rejected: the same receipt again
  const support = await staffToken(request, 'support');
  await eventually(
    () =>
      api(request, support).get<{ entries: { status: string }[] }>('/admin/api/entries', {
        q: patient.email,
      }),
    ({ entries }) =>
      ['', 'discarded', 'approved', 'rejected'].every((s) => entries.some((e) => e.status === s)),
    'the four statuses',
  );

  await openBackOffice(page, request, 'support', `/entries?q=${encodeURIComponent(patient.email)}`);
  await badgesUncut(page, ['In progress', 'Discarded', 'Approved', 'Rejected']);
  await page.evaluate(() => window.localStorage.setItem('lensRewards.adminLanguage', 'es'));
  await page.reload();
  await badgesUncut(page, ['En curso', 'Descartada', 'Aprobada', 'Rechazada']);
});

test('support opens an entry’s receipt photo and zooms in; others get nothing', async ({
  page,
  request,
  playwright,
  baseURL,
  checkA11y,
}) => {
  const patient = await patientAtPractice(request, 'Tomás');
  const entry = await confirmedEntry(request, patient);
  await openBackOffice(page, request, 'support', `/entries/${entry.id}`);
  await expect(mainHeading(page)).toHaveText(`Entry ${entry.id.slice(0, 8)}`);

  const photos = page.getByRole('region', { name: 'Photos' });
  await expect(photos.getByText('None uploaded.')).toBeVisible(); // no product photo
  const thumbnail = photos.getByRole('img', { name: 'Receipt photo' });
  await expect(thumbnail).toBeVisible();
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);
  await photos.getByRole('button', { name: 'Receipt photo: Open and zoom' }).click();
  const zoom = page.getByRole('dialog', { name: 'Receipt photo' });
  await zoom.getByRole('button', { name: 'Zoom in' }).click();
  await zoom.getByRole('button', { name: 'Zoom in' }).click();
  await expect(zoom.getByText('Zoom: 200 %')).toBeVisible();
  const large = zoom.getByRole('img', { name: 'Receipt photo' });
  expect(await large.evaluate((img) => img.getBoundingClientRect().width)).toBe(16);
  await checkA11y();
  await zoom.getByRole('button', { name: 'Close' }).click();

  // One clock: the timeline shows the app's days (APP_NOW, 2025), not the server's wall clock.
  const history = page.getByRole('table', { name: 'History' });
  await expect(history).toContainText('2025');
  await expect(history).not.toContainText('2026');

  // Served to staff only: the patient who uploaded it and an anonymous caller are refused.
  const photoUrl = `/admin/api/entries/${entry.id}/photos/receipt`;
  const stranger = await playwright.request.newContext({ baseURL });
  expect(
    (await stranger.get(photoUrl, { headers: { 'profile-token': patient.token } })).status(),
  ).toBe(403);
  expect((await stranger.get(photoUrl)).status()).toBe(401);
  await stranger.dispose();
});

test('an admin gets a field error for a -5 award, and an ECP upload counts rows with errors', async ({
  page,
  request,
}) => {
  await openBackOffice(page, request, 'admin', '/promotions');
  await page.getByRole('button', { name: 'New promotion' }).click();
  const form = page.getByRole('dialog', { name: 'New promotion' });
  const award = form.getByRole('textbox', { name: 'Award (dollars)' });
  await award.fill('-5');
  await award.press('Tab');
  await expect(award).toHaveValue('-5');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Enter a whole-dollar award from 1 to 1,000.')).toBeVisible();
  await expect(award).toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/admin#/ecp-upload');
  await expect(mainHeading(page)).toHaveText('ECP upload');
  const csv = [
    'sap,account_name,status,unaffiliated,territory_code,period_name,start_date,end_date,address1,city,state,postal_code,country',
    `8${Date.now() % 1_000_000},Good Eyes,active,false,NE-01,2025_q3,07/01/2025,09/30/2025,500 Broadway,New York,NY,10012,US`,
    `9${Date.now() % 1_000_000},Bad Eyes,closed,maybe,${'x'.repeat(51)},2019_q4,13/45/2025,,1 Main St,Montreal,QC,H2X,CA`,
  ].join('\n');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'CSV file' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'practices.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText(/^Rows with errors: 1 · problems found: \d+$/)).toBeVisible();
  const errors = page.getByRole('table', { name: 'Rows with errors' });
  await expect(errors.getByRole('row')).toHaveCount(2); // the header and line 3
  await expect(errors.getByRole('row').nth(1)).toContainText(/^3.*status, unaffiliated/);

  // One clock: Finance opens on the app clock's month (APP_NOW is in September 2025).
  await page.goto('/admin#/finance');
  const invoices = page.getByRole('region', { name: 'Invoices' });
  await expect(invoices.getByLabel(/^From/)).toHaveValue('2025-09-01');
});

test('the footer states the offer in force and the submission window', async ({ page }) => {
  await page.goto('/reward_estimator');
  await expect(page.getByRole('contentinfo')).toContainText(
    'Offer valid on eligible purchases made from July 21, 2025 through December 31, 2025 and submitted within 90 days of purchase.',
  );
});
