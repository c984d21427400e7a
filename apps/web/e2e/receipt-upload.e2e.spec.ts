// The receipt upload's refusals (spec 000 §5, §8): a file over the size limit (too_large) and a
// file that is not a photo (format), judged by its content in the browser as at the upload host
// (issue 29 item 4), whatever its name; a real photo then goes through.
import { uploadFormatsText } from '../src/features/uploads/upload-formats-text';
import { entryInProgress } from './support/entry-in-progress';
import { receiptJpeg } from './support/receipt-image';
import { t } from './support/texts';
import { expect, mainHeading, test } from './fixtures';

test('an oversized and a wrong-format receipt are refused with their messages', async ({
  page,
  context,
  request,
  baseURL,
  checkA11y,
}) => {
  const photo = await receiptJpeg(page); // drawn before the app opens
  await entryInProgress({ page, context, request, baseURL }, { step: 'receipt' });
  await page.goto('/receipt_upload');
  await expect(mainHeading(page)).toHaveText(t('en', 'pages.receiptUpload'));

  const choose = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: t('en', 'purchase.receipt.choose') }).click();
    await (await chooser).setFiles(file);
  };

  await choose({
    name: 'receipt.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0xff),
  });
  await expect(page.getByRole('alert')).toContainText(
    t('en', 'purchase.upload.tooLarge', { max: 10 }),
  );
  await checkA11y();

  await choose({ name: 'receipt.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(page.getByRole('alert')).toContainText(
    t('en', 'purchase.upload.format', { formats: uploadFormatsText('en') }),
  );

  // A name in the list, but content that is not one of the accepted kinds.
  await choose({
    name: 'receipt.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('plain text, not a jpeg at all'),
  });
  await expect(page.getByRole('alert')).toContainText(
    t('en', 'purchase.upload.format', { formats: uploadFormatsText('en') }),
  );
  await expect(
    page.getByRole('button', { name: t('en', 'purchase.receipt.review') }),
  ).toBeDisabled();

  await choose({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText(t('en', 'purchase.upload.done'))).toBeVisible();
  await expect(
    page.getByRole('button', { name: t('en', 'purchase.receipt.review') }),
  ).toBeEnabled();
});
