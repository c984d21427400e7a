// "Cookie settings" (issue 29 item 3): once the banner is answered, the footer of every page, and
// the back office's, reopens the cookie choice, in English and in Spanish.
import { adminEn } from '../src/admin/i18n/en';
import { openBackOffice } from './admin-kit';
import { COOKIE_CONSENT_STORAGE_KEY, expect, mainHeading, test } from './fixtures';
import { t } from './support/texts';

for (const language of ['en', 'es'] as const) {
  const T = (path: string) => t(language, path);

  test(`the footer's "Cookie settings" reopens the choice on public and signed-out pages (${language})`, async ({
    page,
    presetLanguage,
  }) => {
    await presetLanguage(language);
    for (const path of ['/reward_estimator', '/login', '/faq']) {
      await page.goto(path);
      await expect(mainHeading(page)).toBeVisible();
      const banner = page.getByRole('region', { name: T('shell.cookies.title') });
      await expect(banner).toBeHidden();
      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: T('shell.cookies.settings') })
        .click();
      await expect(banner).toBeVisible();
      await expect(banner).toBeFocused();
      await expect(banner.getByText(T('shell.cookies.current.essential'))).toBeVisible();
      await banner.getByRole('button', { name: T('shell.cookies.acceptAll') }).click();
      await expect(banner).toBeHidden();
      expect(
        await page.evaluate((key) => window.localStorage.getItem(key), COOKIE_CONSENT_STORAGE_KEY),
      ).toBe('all');
      // Back to the fixture's choice for the next page.
      await page.evaluate(
        (key) => window.localStorage.setItem(key, 'essential'),
        COOKIE_CONSENT_STORAGE_KEY,
      );
    }
  });
}

test('the back office has "Cookie settings" too', async ({ page, request }) => {
  await openBackOffice(page, request, 'support', '/entries');
  await expect(mainHeading(page)).toBeVisible();
  await page.getByRole('button', { name: adminEn.cookies.settings }).click();
  const choice = page.getByRole('region', { name: adminEn.cookies.title });
  await expect(choice).toBeFocused();
  await expect(choice.getByText(adminEn.cookies.current.essential)).toBeVisible();
  await choice.getByRole('button', { name: adminEn.cookies.acceptAll }).click();
  await expect(choice).toBeHidden();
  expect(
    await page.evaluate((key) => window.localStorage.getItem(key), COOKIE_CONSENT_STORAGE_KEY),
  ).toBe('all');
});
