// Issue 17 item 3: a visitor asks for a practice's promo code on its page; the e-mail carries a
// real code, which applies on an entry at that practice.
import { randomUUID } from 'node:crypto';
import { expect, mainHeading, test } from './fixtures';
import { mailTo } from './public-kit';
import { entryInProgress } from './support/entry-in-progress';
import { practiceNear } from './support/journey-api';
import { t } from './support/texts';

test('request a practice’s code by e-mail and use it on an entry there', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const practice = await practiceNear(request);
  const email = `code-${randomUUID()}@example.com`;
  await page.goto(`/ecpm/saps/${practice.sap}`);
  await expect(page.getByRole('main').getByText(practice.display_name).first()).toBeVisible();
  await page.getByRole('main').getByLabel(t('en', 'outreach.promo.email')).fill(email);
  await page
    .getByRole('main')
    .getByRole('button', { name: t('en', 'outreach.promo.submit') })
    .click();
  await expect(page.getByRole('dialog')).toContainText(email);

  let code = '';
  await expect(async () => {
    const mail = (await mailTo(request, email)).find((m) => m.template === 'ecp_code_request');
    expect(mail).toBeTruthy();
    const response = await request.get(`/api/dev/mail/${mail!.id}`);
    const { text } = ((await response.json()) as { result: { message: { text: string } } }).result
      .message;
    code = /Promo code: (DR[A-Z2-9]{8})/.exec(text)?.[1] ?? '';
    expect(code).not.toBe('');
  }).toPass({ timeout: 30_000 });

  await entryInProgress({ page, context, request, baseURL }, { step: 'receipt' });
  await page.goto('/receipt_upload');
  await expect(mainHeading(page)).toHaveText(t('en', 'pages.receiptUpload'));
  const form = page.getByRole('form', { name: t('en', 'purchase.promo.formLabel') });
  await form.getByLabel(t('en', 'purchase.promo.label'), { exact: true }).fill(code.toLowerCase());
  await form.getByRole('button', { name: t('en', 'purchase.promo.apply') }).click();
  await expect(
    page.getByRole('list', { name: t('en', 'purchase.promo.appliedList') }).getByRole('listitem'),
  ).toHaveText([`${code}: $20`]);
});
