// Patient tools (issue 9): an admin finds a patient, acts for them with a required comment,
// submits an entry for them in the patient app (the admin comment after the purchase detail
// confirmation), ends acting for them, and the entry's history names the admin on every event.
import { purchase } from '../src/i18n/resources/en/purchase';
import { pages } from '../src/i18n/resources/en/pages';
import { expect, mainHeading, test } from './fixtures';
import {
  TINY_JPEG,
  draftAtReceipt,
  entryWithSupplies,
  openBackOffice,
  ownStaffSession,
  patientAtPractice,
} from './admin-kit';

const REASON = 'Patient called: her phone cannot upload the receipt';

test('an admin acts for a patient with a comment, submits for them, and the history shows the admin', async ({
  page,
  request,
  checkA11y,
}) => {
  const patient = await patientAtPractice(request, 'Rosa');
  await openBackOffice(page, request, 'admin', `/patients?q=${encodeURIComponent(patient.email)}`);
  await expect(mainHeading(page)).toHaveText('Patient tools');
  await page.getByRole('link', { name: 'Rosa Díaz' }).click();
  await expect(mainHeading(page)).toHaveText('Profile: Rosa Díaz');
  await checkA11y();
  await page.getByRole('button', { name: 'Act for this patient' }).click();
  const dialog = page.getByRole('dialog', { name: 'Act for Rosa Díaz' });
  await dialog.getByRole('button', { name: 'Start acting for the patient' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await checkA11y();
  await dialog.getByRole('textbox', { name: 'Reason (required)' }).fill(REASON);
  await dialog.getByRole('button', { name: 'Start acting for the patient' }).click();

  // The patient app, signed in for Rosa, says who is acting.
  await expect(mainHeading(page)).toHaveText(pages.dashboard);
  await expect(
    page.getByRole('status').filter({ hasText: 'You are acting for Rosa.' }),
  ).toBeVisible();
  const acting = (await page.evaluate(() => window.localStorage.getItem('lensRewards.token')))!;

  // The purchase date and the lenses, then the receipt, review and confirm in the patient app.
  const submissionId = await entryWithSupplies(request, acting, patient);
  await draftAtReceipt(page, patient, submissionId);
  await page.goto('/receipt_upload');
  await expect(mainHeading(page)).toHaveText(pages.receiptUpload);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: purchase.receipt.choose }).click();
  await (
    await chooser
  ).setFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: TINY_JPEG });
  await expect(page.getByText(purchase.upload.done)).toBeVisible();
  await page.getByRole('button', { name: purchase.receipt.review }).click();
  await page
    .getByRole('dialog', { name: purchase.review.title })
    .getByRole('button', { name: purchase.review.confirm })
    .click();
  const comment = page.getByRole('dialog', { name: purchase.adminComment.title });
  await comment
    .getByRole('textbox', { name: purchase.adminComment.label })
    .fill('Read the receipt out on the phone.');
  await comment.getByRole('button', { name: purchase.adminComment.save }).click();
  await expect(page.getByRole('dialog', { name: purchase.complete.title })).toBeVisible();

  // Back to the admin's own session, then the entry's history.
  await page.goto('/admin#/impersonation/end');
  await expect(
    page.getByRole('status').filter({ hasText: 'You are back in your own session.' }),
  ).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('lensRewards.token'))).toBeNull();
  await page.goto(`/admin#/entries/${submissionId}`);
  const history = page.getByRole('table', { name: 'History' });
  await expect(history).toContainText('AdminCommentAdded');
  await expect(history).toContainText('SubmissionConfirmed');
  const rows = history.getByRole('row');
  // Staff appear by name (issue 29): only this admin acted on this entry.
  const acted = rows.filter({ hasText: 'acting for the patient' });
  // Every event the admin wrote for the patient (entered, supplies, receipt, comment, confirmed).
  expect(await acted.count()).toBeGreaterThanOrEqual(5);
  await expect(acted.first()).toContainText(`Reason: ${REASON}`);
  await checkA11y();
});

test('signing out of the back office ends the acting session and clears the patient app’s storage', async ({
  page,
  request,
}) => {
  // Issue 26 item 5: the acting token outlived the staff session, and stayed in the patient app.
  const patient = await patientAtPractice(request, 'Inés');
  const session = await ownStaffSession(request, 'support');
  await openBackOffice(
    page,
    request,
    'support',
    `/patients?q=${encodeURIComponent(patient.email)}`,
    session,
  );
  await page.getByRole('link', { name: 'Inés Díaz' }).click();
  await page.getByRole('button', { name: 'Act for this patient' }).click();
  const dialog = page.getByRole('dialog', { name: 'Act for Inés Díaz' });
  await dialog.getByRole('textbox', { name: 'Reason (required)' }).fill(REASON);
  await dialog.getByRole('button', { name: 'Start acting for the patient' }).click();
  await expect(mainHeading(page)).toHaveText(pages.dashboard);
  const stored = (key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);
  const acting = (await stored('lensRewards.token'))!;
  expect(acting).toBeTruthy();
  await page.evaluate(() =>
    window.localStorage.setItem('lensRewards.incompleteEntry', '{"kept":"for the patient"}'),
  );

  await page.goto('/admin#/entries');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  expect(await stored('lensRewards.adminToken')).toBeNull();
  expect(await stored('lensRewards.token')).toBeNull();
  expect(await stored('lensRewards.incompleteEntry')).toBeNull();
  const me = await request.get('/api/profiles/me', { headers: { 'profile-token': acting } });
  expect(me.status()).toBe(401);
});
