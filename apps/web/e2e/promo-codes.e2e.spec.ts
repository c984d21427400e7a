// Promo codes on an entry (spec 000 §4, §8): from 2025-07-01 two codes stack as chips, a third
// kind is refused as incompatible and a practice-only code as not eligible; before July 2025 an
// entry takes one code, shown with its bonus and a remove link. The demo seed's codes: WELCOME25
// (class welcome) and ECP10 (class ecp) combine; FALL20 (seasonal) combines with nothing.
import { entryInProgress } from './support/entry-in-progress';
import { ensurePracticeOnlyPromotion } from './support/promotions';
import { serverText, t } from './support/texts';
import { expect, mainHeading, test } from './fixtures';
import { type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

let practiceOnlyCode: string;
test.beforeAll(async ({ playwright }) => {
  // The request fixture is per test; the setup makes its own context on the same server.
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    practiceOnlyCode = await ensurePracticeOnlyPromotion(request);
  } finally {
    await request.dispose();
  }
});

async function openEntry(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string | undefined,
  purchaseDate: string,
) {
  await entryInProgress({ page, context, request, baseURL }, { step: 'receipt', purchaseDate });
  await page.goto('/receipt_upload');
  await expect(mainHeading(page)).toHaveText(t('en', 'pages.receiptUpload'));
}

async function apply(page: Page, code: string) {
  const form = page.getByRole('form', { name: t('en', 'purchase.promo.formLabel') });
  await form.getByLabel(t('en', 'purchase.promo.label'), { exact: true }).fill(code);
  await form.getByRole('button', { name: t('en', 'purchase.promo.apply') }).click();
}

test('two codes stack as chips; an incompatible and a not-eligible code are refused', async ({
  page,
  context,
  request,
  baseURL,
  checkA11y,
}) => {
  await openEntry(page, context, request, baseURL, '2025-09-10');
  const chips = page.getByRole('list', { name: t('en', 'purchase.promo.appliedList') });
  const form = page.getByRole('form', { name: t('en', 'purchase.promo.formLabel') });
  await expect(form.getByRole('button', { name: t('en', 'purchase.promo.apply') })).toBeDisabled();

  await apply(page, 'welcome25');
  await expect(chips.getByRole('listitem')).toHaveText(['WELCOME25: $25']);
  await page.getByRole('button', { name: t('en', 'purchase.promo.addAnother') }).click();

  await apply(page, 'Welcome25');
  await expect(form).toContainText(serverText('en', 'PROMO_ALREADY_APPLIED'));
  await apply(page, 'FALL20');
  await expect(form).toContainText(serverText('en', 'PROMO_INCOMPATIBLE'));
  await apply(page, practiceOnlyCode);
  await expect(form).toContainText(serverText('en', 'PROMO_NOT_ELIGIBLE_PRACTICE'));
  await apply(page, 'NOSUCHCODE');
  await expect(form).toContainText(serverText('en', 'PROMO_INVALID'));
  await checkA11y();

  await apply(page, 'ECP10');
  await expect(chips.getByRole('listitem')).toHaveText(['WELCOME25: $25', 'ECP10: $10']);
  await expect(page.getByText(t('en', 'purchase.promo.bonus', { bonus: '$35' }))).toBeVisible();
  await expect(
    page.getByRole('button', { name: t('en', 'purchase.promo.addAnother') }),
  ).toBeHidden();

  await page
    .getByRole('button', { name: t('en', 'purchase.promo.removeNamed', { code: 'WELCOME25' }) })
    .click();
  await expect(chips.getByRole('listitem')).toHaveText(['ECP10: $10']);
  await expect(
    page.getByRole('button', { name: t('en', 'purchase.promo.addAnother') }),
  ).toBeVisible();
});

test('before July 2025 an entry takes one code, with its bonus and a remove link', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await openEntry(page, context, request, baseURL, '2025-06-20');
  await apply(page, 'ECP10');
  await expect(
    page.getByText(t('en', 'purchase.promo.applied', { code: 'ECP10', bonus: '$10' })),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: t('en', 'purchase.promo.formLabel') })).toBeHidden();
  await expect(
    page.getByRole('button', { name: t('en', 'purchase.promo.addAnother') }),
  ).toBeHidden();
  await page.getByRole('button', { name: t('en', 'purchase.promo.remove'), exact: true }).click();
  await expect(page.getByRole('form', { name: t('en', 'purchase.promo.formLabel') })).toBeVisible();
});
