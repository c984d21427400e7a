// A new patient on a phone, in Spanish, from sign-up to an approved entry (issue 12): register
// with the texted code, onboarding, a new patient and the practice near them (the details kept
// over a reload), the date, the lenses, the receipt, review, confirmation over the dashboard, and
// the entry approved by the approval worker. Controls show their text whole and no English shows.
import { apiAs, AUSTIN, settledStatus, textedCode, uniquePhone } from './support/journey-api';
import { expectButtonsWhole, expectSelectValueWhole } from './support/layout';
import { expectNoEnglish } from './support/no-english';
import { receiptJpeg } from './support/receipt-image';
import { t } from './support/texts';
import { expect, mainHeading, test } from './fixtures';

test.use({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  geolocation: { latitude: AUSTIN.latitude, longitude: AUSTIN.longitude },
  permissions: ['geolocation'],
});

const T = (path: string, vars?: Record<string, string | number>) => t('es', path, vars);

test('a new patient on a phone, in Spanish, from sign-up to an approved entry', async ({
  page,
  request,
  presetLanguage,
}) => {
  test.setTimeout(240_000);
  const receipt = await receiptJpeg(page);
  await presetLanguage('es');
  const onPage = async (title: string) => {
    await expect(mainHeading(page)).toHaveText(title);
    await expectNoEnglish(page, page.url());
  };

  // Sign up, and the mobile number proven by the texted code.
  const phone = uniquePhone();
  await page.goto('/login');
  await onPage(T('pages.login'));
  await page.getByRole('tab', { name: T('account.tabs.register') }).click();
  const register = page.getByRole('form', { name: T('account.register.formLabel') });
  await register.getByLabel(T('account.fields.firstName')).fill('Lucía');
  await register.getByLabel(T('account.fields.lastName')).fill('Fernández');
  await register
    .getByLabel(T('account.fields.email'))
    .fill(`e2e-phone-es-${Date.now()}@example.com`);
  await register.getByLabel(T('account.fields.newPassword')).fill('Lenses-2025');
  await register.getByLabel(T('account.fields.birthday')).fill('1988-11-20');
  await register.getByLabel(T('account.fields.mobile')).fill(phone);
  await register.getByRole('button', { name: T('account.register.submit') }).click();
  await onPage(T('account.twoStep.title'));
  await page
    .getByRole('textbox', { name: T('account.twoStep.code') })
    .fill(await textedCode(request, phone));
  await page.getByRole('button', { name: T('account.twoStep.verify') }).click();

  await onPage(T('pages.onboarding'));
  await page.getByRole('button', { name: T('account.onboarding.start') }).click();
  await onPage(T('pages.patientSelect'));
  await page.getByRole('button', { name: T('patients.select.add') }).click();

  // The practice near the phone: its card's button reads whole.
  await expect(mainHeading(page)).toHaveText(T('pages.patientEntry'));
  const location = page.getByRole('dialog', { name: T('modals.location.title') });
  await location.getByRole('button', { name: T('modals.location.allow') }).click();
  const results = page.getByRole('list', { name: T('patients.search.results') });
  await expect(results).toBeVisible();
  await expectButtonsWhole(
    results.getByRole('button', { name: new RegExp(`^${T('patients.search.select')} `) }),
  );
  await expectSelectValueWhole(page.getByLabel(T('patients.search.radius')));
  await results
    .getByRole('button', { name: new RegExp(`^${T('patients.search.select')} `) })
    .first()
    .click();
  await expectButtonsWhole(results.getByRole('button', { name: T('patients.search.selected') }));
  const details = page.getByRole('form', { name: T('patients.entry.formLabel') });
  await details.getByLabel(T('patients.entry.name')).fill('Lucía Fernández');
  await details
    .getByLabel(T('patients.entry.relation'))
    .selectOption({ label: T('patients.relations.SELF') });
  await details.getByLabel(T('patients.entry.address1')).fill('1200 congress avenue');
  await details.getByLabel(T('patients.entry.city')).fill('Austin');
  await details.getByLabel(T('patients.entry.state')).selectOption('TX');
  await details.getByLabel(T('patients.entry.postalCode')).fill(AUSTIN.postalCode);

  // A reload keeps what was typed and the practice chosen (issue 12 item 10).
  await page.reload();
  await onPage(T('pages.patientEntry'));
  await expect(details.getByLabel(T('patients.entry.name'))).toHaveValue('Lucía Fernández');
  await expect(details.getByLabel(T('patients.entry.city'))).toHaveValue('Austin');
  await expect(details.getByLabel(T('patients.entry.postalCode'))).toHaveValue(AUSTIN.postalCode);
  await expect(
    page.getByRole('button', { name: T('patients.entry.changePractice') }),
  ).toBeVisible();

  await page.getByRole('button', { name: T('common.continue') }).click();
  const address = page.getByRole('dialog', { name: T('patients.address.title') });
  await address.getByRole('radio', { name: T('patients.address.recommended') }).check();
  await address.getByRole('button', { name: T('common.continue') }).click();

  // The date: an empty one is asked for in plain words (issue 12 item 12).
  await onPage(T('pages.purchaseInfo'));
  await expect(page.getByText(/^Para Lucía Fernández en .+\.$/)).toBeVisible();
  await page.getByRole('button', { name: T('common.continue') }).click();
  await expect(page.getByText(T('purchase.info.dateMissing'))).toBeVisible();
  await page.getByLabel(T('purchase.info.date')).fill('2025-09-10');
  await expect(page.getByText(T('purchase.info.dateMissing'))).toBeHidden();
  await page.getByRole('button', { name: T('common.continue') }).click();
  await page.getByRole('link', { name: new RegExp(T('purchase.info.type')) }).click();

  // The lenses: the long brand name shows whole.
  await onPage(T('pages.productIntake'));
  const eyes = page.getByRole('group', { name: T('purchase.intake.bothEyesLegend') });
  await eyes.getByLabel(T('purchase.intake.brand')).selectOption('1DM');
  await eyes.getByLabel(T('purchase.intake.boxSize')).selectOption('90');
  await eyes.getByLabel(T('purchase.intake.boxes')).selectOption('2');
  for (const field of ['brand', 'boxSize', 'boxes'])
    await expectSelectValueWhole(eyes.getByLabel(T(`purchase.intake.${field}`)));
  await page.getByRole('button', { name: T('common.continue') }).click();

  // The receipt, review (the supply said once) and confirm.
  await onPage(T('pages.receiptUpload'));
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: T('purchase.receipt.choose') }).click();
  await (await chooser).setFiles({ name: 'recibo.jpg', mimeType: 'image/jpeg', buffer: receipt });
  await expect(page.getByText(T('purchase.upload.done'))).toBeVisible();
  await page.getByRole('button', { name: T('purchase.receipt.review') }).click();
  const review = page.getByRole('dialog', { name: T('purchase.review.title') });
  await expect(review).toContainText('Lucía Fernández');
  await expect(review.getByText(T('purchase.review.months_other', { count: 6 }))).toBeVisible();
  await expect(review).not.toContainText(T('purchase.intake.supply_other', { count: 6 }));
  await review.getByRole('button', { name: T('purchase.review.confirm') }).click();

  // The completion sits over the dashboard; closing it leaves the new entry in view.
  const complete = page.getByRole('dialog', { name: T('purchase.complete.title') });
  await expect(complete).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const confirmation =
    (await complete.getByLabel(T('purchase.complete.codeLabel')).textContent())?.trim() ?? '';
  expect(confirmation).toMatch(/^[A-Z0-9]{14}$/);
  await complete.getByRole('button', { name: T('purchase.complete.toDashboard') }).click();
  await onPage(T('pages.dashboard'));
  const entry = page.getByRole('article').filter({ hasText: confirmation });
  await expect(entry).toBeInViewport();

  // Approved by the approval worker, as the dashboard says in Spanish.
  const token = (await page.evaluate(() => window.localStorage.getItem('lensRewards.token'))) ?? '';
  expect(await settledStatus(request, { token, language: 'es' }, confirmation, 60_000)).toBe(
    'approved',
  );
  await page.reload();
  await expect(
    entry.getByText(T('dashboard.status.approved.label'), { exact: true }),
  ).toBeVisible();
  const { purchaseSubmissions } = await apiAs(request, { token, language: 'es' }).get<{
    purchaseSubmissions: { confirmation_code: string | null; totalReward: number }[];
  }>('purchase-submissions/all/me');
  expect(
    purchaseSubmissions.find((s) => s.confirmation_code === confirmation)?.totalReward,
  ).toBeGreaterThan(0);
  await expectNoEnglish(page, 'the dashboard');
});
