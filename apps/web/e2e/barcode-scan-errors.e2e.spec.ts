// The scan error modal (spec 000 §2) with no camera at all (the browser has none here): the
// reason by its key, scan again, and add the lenses by hand; a typed SKU nobody knows is not_found.
import { entryInProgress } from './support/entry-in-progress';
import { t } from './support/texts';
import { expect, mainHeading, test } from './fixtures';

test('without a camera: the scan error, scan again, a typed unknown SKU, then by hand', async ({
  page,
  context,
  request,
  baseURL,
  checkA11y,
}) => {
  await entryInProgress({ page, context, request, baseURL }, { step: 'method' });
  await page.goto('/product_scan');
  await expect(mainHeading(page)).toHaveText(t('en', 'pages.productScan'));

  const cameraError = page.getByRole('dialog', {
    name: new RegExp(
      `^(${['no_camera', 'camera_denied', 'camera_failed'].map((key) => t('en', `purchase.scanError.${key}.title`)).join('|')})$`,
    ),
  });
  await expect(cameraError).toBeVisible();
  await checkA11y();
  await cameraError.getByRole('button', { name: t('en', 'purchase.scanError.scanAgain') }).click();
  await expect(cameraError).toBeVisible(); // tried again: still no camera
  await cameraError
    .getByRole('button', { name: t('en', 'common.close') })
    .first()
    .click();

  const typed = page.getByRole('form', { name: t('en', 'purchase.scan.typeLabel') });
  await typed.getByLabel(new RegExp(t('en', 'purchase.scan.typeSku'))).fill('12345678901');
  await typed.getByRole('button', { name: t('en', 'purchase.scan.lookUp') }).click();
  const notFound = page.getByRole('dialog', {
    name: t('en', 'purchase.scanError.not_found.title'),
  });
  await expect(notFound).toBeVisible();
  await notFound.getByRole('button', { name: t('en', 'purchase.scanError.addManually') }).click();
  await expect(mainHeading(page)).toHaveText(t('en', 'pages.productIntake'));
});
