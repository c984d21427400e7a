// Barcode scanning with the camera (spec 000 §2): Chromium's fake capture device plays a video of
// a real UPC-A barcode (drawn by support/barcode-video.ts), the app's own decoder (the
// barcode-detector polyfill, its wasm served by our build) reads it, the SKU is looked up and the
// lenses are filled in.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeBarcodeVideo } from './support/barcode-video';
import { entryInProgress } from './support/entry-in-progress';
import { productName } from '../src/features/products/product-names';
import { t } from './support/texts';
import { expect, mainHeading, test } from './fixtures';

/** 1DM in 90-lens boxes in the domain's SKU table. */
const SKU = '73390560690';
const video = writeBarcodeVideo(mkdtempSync(path.join(os.tmpdir(), 'lens-e2e-')), SKU);

test.use({
  launchOptions: {
    executablePath: process.env['E2E_CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
  permissions: ['camera'],
});

test('a box’s barcode in front of the camera fills in the lenses', async ({
  page,
  context,
  request,
  baseURL,
  checkA11y,
}) => {
  await entryInProgress({ page, context, request, baseURL }, { step: 'method' });
  const wasm: string[] = [];
  page.on('request', (r) => r.url().endsWith('.wasm') && wasm.push(r.url()));

  await page.goto('/product_scan');
  await expect(mainHeading(page)).toHaveText(t('en', 'pages.productScan'));
  const found = page.getByRole('region', { name: t('en', 'purchase.scan.foundTitle') });
  await expect(found).toBeVisible({ timeout: 30_000 });
  await expect(found).toContainText(
    t('en', 'purchase.scan.found_other', {
      name: t('en', 'purchase.brands.daily', { name: productName('1DM') }),
      count: 90,
    }),
  );
  expect(wasm.length).toBeGreaterThan(0);
  expect(wasm.every((url) => url.startsWith(baseURL ?? 'http://'))).toBe(true); // our bundle, never a CDN
  await checkA11y();

  await found.getByRole('button', { name: t('en', 'purchase.scan.use') }).click();
  await expect(mainHeading(page)).toHaveText(t('en', 'pages.productIntake'));
  const eyes = page.getByRole('group', { name: t('en', 'purchase.intake.bothEyesLegend') });
  await expect(eyes.getByLabel(t('en', 'purchase.intake.brand'))).toHaveValue('1DM');
  await expect(eyes.getByLabel(t('en', 'purchase.intake.boxSize'))).toHaveValue('90');
  await eyes.getByLabel(t('en', 'purchase.intake.boxes')).selectOption('4');
  await page.getByRole('button', { name: t('en', 'common.continue') }).click();
  await expect(mainHeading(page)).toHaveText(t('en', 'pages.receiptUpload'));
});
