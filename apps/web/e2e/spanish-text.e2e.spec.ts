// No English in Spanish (issue 7): the journey's pages, opened in Spanish, and the modals they
// offer, show no text of the English resources (or English server messages) anywhere: visible
// text, labels, placeholders, alternative texts or titles. The full journey spec checks its pages
// in Spanish too; this one covers the pages and states it does not pass through.
import { type Page } from '@playwright/test';
import { entryInProgress } from './support/entry-in-progress';
import { expectNoEnglish } from './support/no-english';
import { t } from './support/texts';
import { expect, mainHeading, test } from './fixtures';

const es = (path: string, vars?: Record<string, string | number>) => t('es', path, vars);

async function shows(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(mainHeading(page)).toHaveText(title);
  await page.waitForLoadState('networkidle');
  await expectNoEnglish(page, path);
}

test('the journey’s pages and modals in Spanish show no English', async ({
  page,
  context,
  request,
  baseURL,
  presetLanguage,
}) => {
  test.setTimeout(120_000);
  await presetLanguage('es');
  await shows(page, '/sms_opt_in', es('pages.smsOptIn'));
  await shows(page, '/email_opt_in', es('pages.emailOptIn'));
  await shows(page, '/login', es('pages.login'));
  await page.getByRole('tab', { name: es('account.tabs.register') }).click();
  await page.getByRole('button', { name: es('account.register.submit') }).click(); // every field's error
  await expectNoEnglish(page, '/login (registration errors)');

  const { self } = await entryInProgress(
    { page, context, request, baseURL },
    { step: 'receipt', language: 'es' },
  );

  await shows(page, '/onboarding', es('pages.onboarding'));
  await shows(page, '/dashboard', es('pages.dashboard'));
  await page.getByRole('button', { name: es('dashboard.watchVideo') }).click();
  await expect(page.getByRole('dialog', { name: es('dashboard.video.howItWorks') })).toBeVisible();
  await expectNoEnglish(page, '/dashboard (video)');
  await page.keyboard.press('Escape');
  await shows(page, '/patient_select/edit', es('patients.select.editTitle'));
  await shows(page, `/patient_entry/${self.id}`, es('patients.entry.editTitle'));
  await page.getByRole('button', { name: es('patients.entry.changePractice') }).click();
  await page.getByRole('button', { name: es('patients.notListed.question') }).click();
  await expectNoEnglish(page, '/patient_entry (not-listed tip)');
  await shows(page, '/purchase_info', es('pages.purchaseInfo'));
  await shows(page, '/purchase_info/1', es('pages.purchaseInfo'));
  await shows(page, '/product_intake', es('pages.productIntake'));
  await shows(page, '/product_scan', es('pages.productScan'));
  await page.keyboard.press('Escape'); // the camera error of a browser without one
  await expectNoEnglish(page, '/product_scan');
  await shows(page, '/receipt_upload', es('pages.receiptUpload'));
  for (const sample of ['purchase.receipt.sampleReceipt', 'purchase.receipt.samplePhoto']) {
    await page.getByRole('button', { name: es(sample) }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoEnglish(page, `/receipt_upload (${sample})`);
    await page.keyboard.press('Escape');
  }
  const promo = page.getByRole('form', { name: es('purchase.promo.formLabel') });
  await promo.getByLabel(es('purchase.promo.label'), { exact: true }).fill('NOSUCHCODE');
  await promo.getByRole('button', { name: es('purchase.promo.apply') }).click();
  await expect(promo).toContainText('no es válido');
  await expectNoEnglish(page, '/receipt_upload (promo error)');
});
