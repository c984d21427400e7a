// Admin promotions (issue 9): an admin creates a promotion in the back office, and a patient then
// applies its code to an entry in the patient app.
import { randomInt } from 'node:crypto';
import { purchase } from '../src/i18n/resources/en/purchase';
import { pages } from '../src/i18n/resources/en/pages';
import { expect, mainHeading, test } from './fixtures';
import {
  draftAtReceipt,
  entryWithSupplies,
  openBackOffice,
  patientAppAs,
  patientAtPractice,
} from './admin-kit';

test('an admin creates a promotion and a patient applies its code', async ({
  page,
  request,
  baseURL,
  checkA11y,
}) => {
  const code = `E2E${randomInt(100_000, 999_999)}`;
  await openBackOffice(page, request, 'admin', '/promotions');
  await expect(mainHeading(page)).toHaveText('Promotions');
  await page.getByRole('button', { name: 'New promotion' }).click();
  const form = page.getByRole('dialog', { name: 'New promotion' });
  await form.getByRole('textbox', { name: 'Promotion name' }).fill(`Autumn ${code}`);
  await form.getByRole('textbox', { name: 'Code' }).fill(code);
  await form.getByLabel('Start date').fill('2025-09-01');
  await form.getByLabel('End date').fill('2025-12-31');
  const brands = form.getByRole('combobox', { name: 'Eligible brands' });
  await brands.fill('1DM');
  await brands.press('ArrowDown');
  await brands.press('Enter');
  await brands.press('Escape');
  await expect(form.getByText(/^1DM · /)).toBeVisible();
  for (const type of ['New wearer', 'New product', 'Current wearer'])
    await form.getByRole('checkbox', { name: type }).check();
  await form.getByRole('textbox', { name: 'Award (dollars)' }).fill('15');
  await checkA11y();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Promotion created.' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('$15');
  await checkA11y();

  // A patient's entry at the receipt step, in the patient app: the new code applies.
  const patient = await patientAtPractice(request, 'Marta');
  const submissionId = await entryWithSupplies(request, patient.token, patient);
  await patientAppAs(page, baseURL, patient.token);
  await draftAtReceipt(page, patient, submissionId);
  await page.goto('/receipt_upload');
  await expect(mainHeading(page)).toHaveText(pages.receiptUpload);
  const promo = page.getByRole('form', { name: purchase.promo.formLabel });
  await promo.getByLabel(purchase.promo.label, { exact: true }).fill(code.toLowerCase());
  await promo.getByRole('button', { name: purchase.promo.apply }).click();
  await expect(
    page.getByRole('list', { name: purchase.promo.appliedList }).getByRole('listitem'),
  ).toHaveText([`${code}: $15`]);
});
