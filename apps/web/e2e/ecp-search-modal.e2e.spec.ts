// The eye care provider search modal (spec 000 §2 modal list, issue 17 item 9): the reward
// estimator modal chooses its practice in it, over the page, and gets the practice back.
import { SEED_ZIP, practiceWhere } from './public-kit';
import { type Language, t } from './support/texts';
import { expect, mainHeading, test } from './fixtures';

for (const language of ['en', 'es'] as const satisfies readonly Language[]) {
  test(`the estimator modal chooses a practice in the provider search modal (${language})`, async ({
    page,
    request,
    presetLanguage,
  }) => {
    const practice = await practiceWhere(request, (p) => p.preferredActive && p.affiliated_now, 5);
    await presetLanguage(language);
    await page.goto('/faq');
    await expect(mainHeading(page)).toHaveText(t(language, 'pages.faq'));

    await page.getByRole('button', { name: t(language, 'faq.estimate.action') }).click();
    const estimator = page.getByRole('dialog', { name: t(language, 'estimator.modal.title') });
    await estimator.getByRole('button', { name: t(language, 'estimator.practice.choose') }).click();

    const search = page.getByRole('dialog', { name: t(language, 'patients.search.modalTitle') });
    await search
      .getByRole('textbox', { name: t(language, 'patients.search.postalCode') })
      .fill(SEED_ZIP);
    await search
      .getByRole('button', { name: t(language, 'patients.search.submit'), exact: true })
      .click();
    await search
      .getByRole('listitem')
      .filter({ hasText: practice.display_name })
      .first()
      .getByRole('button')
      .click();

    await expect(search).toBeHidden();
    await expect(estimator.getByText(practice.display_name)).toBeVisible();
    await expect(estimator.getByText(t(language, 'estimator.practice.preferred'))).toBeVisible();
    await expect(page).toHaveURL(/\/faq$/);
  });
}
