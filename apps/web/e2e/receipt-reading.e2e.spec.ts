// Issue 28: the receipt read in the patient's hands, and support's view of a mismatch. The stack's
// worker reads receipts (RECEIPT_READING is on by default): tesseract.js in the worker process.
import { api, confirmedEntry, openBackOffice, patientAtPractice } from './admin-kit';
import { entryInProgress } from './support/entry-in-progress';
import { readableReceiptJpeg } from './support/receipt-image';
import { t } from './support/texts';
import { expect, mainHeading, test } from './fixtures';

const T = (key: string) => t('en', key);
/** The OCR shares the machine with the suite: a reading may take a while. */
const READING_MS = 60_000;

test.describe('reading the receipt (issue 28)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the patient sees the reading, the difference on the confirm page, and uses the suggestion', async ({
    page,
    context,
    request,
    baseURL,
    checkA11y,
  }) => {
    // The entry says 2 + 2 boxes of 1DM on 09/10/2025; the receipt says 6 boxes.
    const receipt = await readableReceiptJpeg(page, { date: '09/10/2025', boxes: 6 });
    await entryInProgress({ page, context, request, baseURL }, { step: 'receipt' });
    await page.goto('/receipt_upload');
    await expect(mainHeading(page)).toHaveText(T('pages.receiptUpload'));
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: T('purchase.receipt.choose') }).click();
    await (
      await chooser
    ).setFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: receipt });
    await expect(page.getByText(T('purchase.reading.pending'))).toBeVisible();

    const suggestion = page
      .getByRole('alert')
      .filter({ hasText: T('purchase.reading.suggestTitle') });
    await expect(suggestion).toBeVisible({ timeout: READING_MS });
    await expect(suggestion).toContainText('6 boxes of AquaDay Moist');
    await checkA11y();

    // Kept as entered: the confirm page shows the difference before the patient confirms.
    await suggestion.getByRole('button', { name: T('purchase.reading.keep') }).click();
    await page.getByRole('button', { name: T('purchase.receipt.review') }).click();
    const differences = page.getByRole('region', { name: T('purchase.reading.differencesTitle') });
    await expect(differences).toContainText(T('purchase.reading.field.boxes'));
    await expect(differences.locator('mark')).toContainText('6 AquaDay Moist');
    await checkA11y();
    await page.getByRole('button', { name: T('purchase.review.edit') }).click();

    // Used: the supplies page starts from the receipt, the patient checks and continues.
    await page.reload();
    await page
      .getByRole('alert')
      .filter({ hasText: T('purchase.reading.suggestTitle') })
      .getByRole('button', { name: T('purchase.reading.use') })
      .click({ timeout: READING_MS });
    await expect(mainHeading(page)).toHaveText(T('pages.productIntake'));
    await expect(page.getByRole('note')).toHaveText(T('purchase.reading.fromReceipt'));
    await page.getByRole('button', { name: T('common.continue') }).click();
    await expect(mainHeading(page)).toHaveText(T('pages.receiptUpload'));
    await expect(page.getByText(T('purchase.reading.matches'))).toBeVisible({
      timeout: READING_MS,
    });
  });

  test('support sees a mismatching entry in the review queue with the reading beside the photo', async ({
    page,
    request,
  }) => {
    const receipt = await readableReceiptJpeg(page, { date: '09/10/2025', boxes: 6 });
    const patient = await patientAtPractice(request);
    const entry = await confirmedEntry(request, patient, receipt);
    // The approval holds the entry: the receipt says 6 boxes, the entry 4.
    await expect
      .poll(
        async () =>
          (
            await api(request, patient.token).get<{ purchaseSubmission: { status: string } }>(
              `/api/purchase-submissions/search/by-id?purchase_submission_id=${entry.id}`,
            )
          ).purchaseSubmission.status,
        { timeout: 2 * READING_MS },
      )
      .toBe('duplicate_review');

    await openBackOffice(page, request, 'support', '/reviews');
    const card = page.getByRole('article').filter({ hasText: entry.confirmationCode });
    const reading = card.getByRole('region', { name: 'Receipt reading' });
    await expect(reading).toBeVisible();
    const differences = reading.getByRole('table', { name: 'Differences' });
    await expect(differences.getByRole('row', { name: /Boxes/ })).toContainText('4 AquaDay Moist');
    await expect(differences.locator('mark')).toHaveText('6 AquaDay Moist');
    await expect(card.getByRole('img', { name: 'Receipt: This entry' })).toBeVisible();

    await page.goto(`/admin#/entries/${entry.id}`);
    await expect(page.getByRole('region', { name: 'Receipt reading' })).toContainText(
      'Read automatically.',
    );
  });
});
