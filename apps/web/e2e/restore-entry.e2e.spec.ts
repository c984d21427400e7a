// The incomplete entry kept in local storage (spec 000 §4): a patient who leaves half-way finds it
// offered on the dashboard and continues where they stopped (deleting it: delete-entry).
import { entryInProgress } from './support/entry-in-progress';
import { t } from './support/texts';
import { expect, mainHeading, test } from './fixtures';

test('an entry left half-way is restored where it stopped', async ({
  page,
  context,
  request,
  baseURL,
  checkA11y,
}) => {
  const { self } = await entryInProgress({ page, context, request, baseURL }, { step: 'date' });

  // Half-way: the date and the lenses are in, then the patient leaves.
  await page.goto('/purchase_info');
  await page.getByLabel(t('en', 'purchase.info.date')).fill('2025-09-10');
  await page.getByRole('button', { name: t('en', 'common.continue') }).click();
  await page.getByRole('link', { name: new RegExp(t('en', 'purchase.info.type')) }).click();
  const eyes = page.getByRole('group', { name: t('en', 'purchase.intake.bothEyesLegend') });
  await eyes.getByLabel(t('en', 'purchase.intake.brand')).selectOption('TRA');
  await eyes.getByLabel(t('en', 'purchase.intake.boxSize')).selectOption('30');
  await eyes.getByLabel(t('en', 'purchase.intake.boxes')).selectOption('6');
  await page.getByRole('button', { name: t('en', 'common.continue') }).click();
  await expect(mainHeading(page)).toHaveText(t('en', 'pages.receiptUpload'));

  // Back another day: the dashboard offers the entry, and it continues at the receipt.
  await page.goto('/dashboard');
  const notice = page.getByRole('region', { name: t('en', 'purchase.draft.title') });
  await expect(notice).toContainText(
    t('en', 'purchase.draft.bodyWithDate', { name: self.name, date: 'September 10, 2025' }),
  );
  await checkA11y();
  await notice.getByRole('button', { name: t('en', 'purchase.draft.restore') }).click();
  await expect(mainHeading(page)).toHaveText(t('en', 'pages.receiptUpload'));
  await page.reload();
  await expect(mainHeading(page)).toHaveText(t('en', 'pages.receiptUpload'));
});
