// What a walk through the patient's journey found (issue 12 items 8 to 13), in English and Spanish
// on the phone and desktop projects: controls that show their text whole, step guards, what a
// reload keeps, where a confirmed entry lands, the camera box, plain messages and the keyboard.
import { type APIRequestContext } from '@playwright/test';
import { COOKIE_CONSENT_STORAGE_KEY } from '../src/config/constants';
import { signInWith } from './support/browser-state';
import { entryInProgress } from './support/entry-in-progress';
import {
  addSelf,
  AUSTIN,
  createEntry,
  practiceNear,
  registerPatient,
  uniquePhone,
} from './support/journey-api';
import { expectButtonsWhole, expectSelectValueWhole } from './support/layout';
import { t } from './support/texts';
import { expect, mainHeading, test } from './fixtures';

/** The dev SMS inbox's texts to the number, newest first. */
async function texts(request: APIRequestContext, phone: string): Promise<string[]> {
  const response = await request.get('/api/dev/sms', { params: { phone } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { result: { messages: { body: string }[] } };
  return body.result.messages.map((message) => message.body);
}

for (const language of ['en', 'es'] as const) {
  const T = (path: string, vars?: Record<string, string | number>) => t(language, path, vars);

  test.describe(`the journey's fixes, in ${language === 'en' ? 'English' : 'Spanish'}`, () => {
    test('an entry stopped after its date finishes on the lenses, whose selects show their values whole (items 8, 10)', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      // Another device: the server's entry has its date only, this browser keeps no draft.
      const patient = await registerPatient(request, language);
      const practice = await practiceNear(request);
      const self = await addSelf(request, patient, practice);
      await createEntry(request, patient, {
        patientId: self.id,
        sap: practice.sap,
        purchaseDate: '2025-09-10',
        supplies: false,
      });
      await signInWith(page, context, baseURL, patient.token);
      await page.goto('/dashboard');
      await expect(mainHeading(page)).toHaveText(T('pages.dashboard'));
      await page.getByRole('button', { name: T('dashboard.entry.continue') }).click();
      await expect(mainHeading(page)).toHaveText(T('pages.productIntake'));

      const eyes = page.getByRole('group', { name: T('purchase.intake.bothEyesLegend') });
      // The longest brand name there is, then the box and the count.
      const brand = eyes.getByLabel(T('purchase.intake.brand'));
      const longest = await brand.evaluate(
        (element) =>
          [...(element as HTMLSelectElement).options]
            .filter((option) => option.value)
            .reduce((a, b) => (b.text.length > a.text.length ? b : a)).value,
      );
      await brand.selectOption(longest);
      await expectSelectValueWhole(brand);
      const size = eyes.getByLabel(T('purchase.intake.boxSize'));
      if (!(await size.inputValue())) await size.selectOption({ index: 1 });
      await expectSelectValueWhole(size);
      const boxes = eyes.getByLabel(T('purchase.intake.boxes'));
      await boxes.selectOption({ index: (await boxes.locator('option').count()) - 1 });
      await expectSelectValueWhole(boxes);
    });

    test('a patient chosen but not yet confirmed goes back to the details, where the practice list shows whole (items 8, 9)', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const patient = await registerPatient(request, language);
      const practice = await practiceNear(request);
      const self = await addSelf(request, patient, practice);
      await signInWith(page, context, baseURL, patient.token);
      await page.goto('/patient_select');
      await expect(mainHeading(page)).toHaveText(T('pages.patientSelect'));
      await page
        .getByRole('button', { name: T('patients.select.chooseNamed', { name: self.name }) })
        .click();
      await expect(mainHeading(page)).toHaveText(T('pages.patientEntry'));

      // Straight to the date: the practice step is not done, so back to it.
      await page.goto('/purchase_info');
      await expect(mainHeading(page)).toHaveText(T('pages.patientEntry'));
      await expect(page.getByText(new RegExp(`${self.name}.* \\.$`))).toHaveCount(0);

      // The practice search: the radius and every card's button read whole.
      await page.getByRole('button', { name: T('patients.entry.changePractice') }).click();
      const search = page.getByRole('search', { name: T('patients.search.formLabel') });
      await search.getByLabel(T('patients.search.postalCode')).fill(AUSTIN.postalCode);
      await search.getByRole('button', { name: T('patients.search.submit') }).click();
      const results = page.getByRole('list', { name: T('patients.search.results') });
      await expect(results).toBeVisible();
      await expectSelectValueWhole(search.getByLabel(T('patients.search.radius')));
      await expectButtonsWhole(results.getByRole('button'));
    });

    test('reloading "Confirm your mobile number" asks for the code again (item 10)', async ({
      page,
      request,
      presetLanguage,
    }) => {
      await presetLanguage(language);
      const phone = uniquePhone();
      await page.goto('/login');
      await page.getByRole('tab', { name: T('account.tabs.register') }).click();
      const register = page.getByRole('form', { name: T('account.register.formLabel') });
      await register.getByLabel(T('account.fields.firstName')).fill('Ana');
      await register.getByLabel(T('account.fields.lastName')).fill('Díaz');
      await register
        .getByLabel(T('account.fields.email'))
        .fill(`e2e-reload-${Date.now()}-${language}@example.com`);
      await register.getByLabel(T('account.fields.newPassword')).fill('Lenses-2025');
      await register.getByLabel(T('account.fields.birthday')).fill('1990-04-02');
      await register.getByLabel(T('account.fields.mobile')).fill(phone);
      await register.getByRole('button', { name: T('account.register.submit') }).click();
      await expect(mainHeading(page)).toHaveText(T('account.twoStep.title'));
      await expect.poll(async () => (await texts(request, phone)).length).toBe(1);

      await page.reload();
      await expect(mainHeading(page)).toHaveText(T('account.twoStep.title'));
      await expect.poll(async () => (await texts(request, phone)).length).toBe(2);
      const code = /\b(\d{6})\b/.exec((await texts(request, phone))[0] ?? '')?.[1] ?? '';
      await page.getByRole('textbox', { name: T('account.twoStep.code') }).fill(code);
      await page.getByRole('button', { name: T('account.twoStep.verify') }).click();
      await expect(mainHeading(page)).toHaveText(T('pages.onboarding'));
    });

    test('without a camera no black box stays behind the modal (item 11)', async ({
      page,
      context,
      request,
      baseURL,
      presetLanguage,
    }) => {
      await presetLanguage(language);
      await entryInProgress({ page, context, request, baseURL }, { step: 'method', language });
      await page.goto('/product_scan');
      await expect(mainHeading(page)).toHaveText(T('pages.productScan'));
      const cameraError = page.getByRole('dialog', {
        name: new RegExp(
          `^(${['no_camera', 'camera_denied', 'camera_failed'].map((key) => T(`purchase.scanError.${key}.title`)).join('|')})$`,
        ),
      });
      await expect(cameraError).toBeVisible();
      await cameraError
        .getByRole('button', { name: T('common.close') })
        .first()
        .click();
      await expect(cameraError).toBeHidden();
      await expect(page.getByLabel(T('purchase.scan.camera'))).toBeHidden();
    });

    test('the cookie banner comes first by keyboard, and the password toggle is reachable (item 13)', async ({
      page,
      presetLanguage,
    }) => {
      await presetLanguage(language);
      await page.addInitScript(
        (key) => window.localStorage.removeItem(key),
        COOKIE_CONSENT_STORAGE_KEY,
      );
      await page.goto('/');
      await expect(mainHeading(page)).toHaveText(T('pages.login'));
      const banner = page.getByRole('region', { name: T('shell.cookies.title') });
      await expect(banner).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(
        banner.getByRole('button', { name: T('shell.cookies.acceptAll') }),
      ).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(banner).toBeHidden();

      const password = page.getByLabel(new RegExp(`^${T('account.fields.password')}`));
      await password.fill('Lenses-2025');
      await page.keyboard.press('Tab');
      const toggle = page.getByRole('button', { name: T('account.fields.showPassword') });
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(password).toHaveAttribute('type', 'text');
      await expect(
        page.getByRole('button', { name: T('account.fields.hidePassword') }),
      ).toBeFocused();
    });
  });
}
