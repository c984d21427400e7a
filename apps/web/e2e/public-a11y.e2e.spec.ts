import { type Language, expect, mainHeading, test } from './fixtures';
import { SEED_ZIP } from './public-kit';

// Every public page the journeys above do not already check, in both languages: each renders
// its heading and has no serious or critical axe violation.

const PAGES = [
  '/express_rewards_checkout_shop',
  '/express_rewards_not_needed',
  '/checkout_shop_not_needed',
  '/checkout_shop_confirm',
  '/estimator_results',
  '/maintenance',
  '/limiter',
  '/faq/form',
  '/terms-and-conditions/1999',
  '/ecpm/saps/9999999',
];

for (const language of ['en', 'es'] as Language[]) {
  test(`public pages pass axe (${language})`, async ({ page, presetLanguage, checkA11y }) => {
    await presetLanguage(language);
    for (const path of PAGES) {
      await page.goto(path);
      await expect(mainHeading(page), path).toBeVisible();
      await page.waitForLoadState('networkidle');
      await checkA11y();
    }
  });

  test(`the estimator's practice search with results passes axe (${language})`, async ({
    page,
    presetLanguage,
    checkA11y,
  }) => {
    await presetLanguage(language);
    await page.goto('/estimator_ecp_search');
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: /ZIP code|Código postal/ }).fill(SEED_ZIP);
    await main
      .getByRole('button', { name: language === 'en' ? 'Search' : 'Buscar', exact: true })
      .click();
    await expect(main.getByRole('list').getByRole('listitem').first()).toBeVisible();
    await checkA11y();
  });
}
