// A double click cannot tick consent (issue 29 item 2): on the estimator's "E-mail my results",
// a double click on the button of an empty form shows the error without moving the button, so
// the second click does not land on the news consent box, in English and in Spanish.
import { ESTIMATOR_STORAGE_KEY } from '../src/features/estimator/estimator.state';
import { expect, mainHeading, test } from './fixtures';
import { practiceWhere } from './public-kit';
import { t } from './support/texts';

for (const language of ['en', 'es'] as const) {
  const T = (path: string) => t(language, path);

  test(`a double click on "E-mail my results" with an invalid form leaves consent unticked (${language})`, async ({
    page,
    request,
    presetLanguage,
  }) => {
    const practice = await practiceWhere(request, (p) => p.affiliated_now, 5);
    await presetLanguage(language);
    await page.addInitScript(
      ([key, state]) => window.sessionStorage.setItem(key as string, state as string),
      [
        ESTIMATOR_STORAGE_KEY,
        JSON.stringify({
          ecp: practice,
          patient: 'current',
          brand: '1DM',
          amount: 12,
          rewards: { awardAmount: 200, bonusAmount: 50, newWearer: false },
        }),
      ],
    );
    await page.goto('/estimator_results');
    await expect(mainHeading(page)).toHaveText(T('pages.estimatorResults'));
    const section = page.getByRole('region', { name: T('estimator.email.heading') });
    const button = section.getByRole('button', { name: T('estimator.email.submit') });
    const consent = section.getByRole('checkbox', { name: T('estimator.email.optIn') });
    // The page settles first (late rows of the comparison, focus after the navigation), so that
    // nothing but the form's own answer could move the button.
    await page.waitForLoadState('networkidle');
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
    const before = await button.boundingBox();

    // A person's double click: the first press, then (once the form has answered) the second,
    // at the same spot, counted as the second click of a double click.
    // Near the button's top left, where the box above it lands if an error pushes things down.
    const x = before!.x + 12;
    const y = before!.y + 4;
    await page.mouse.click(x, y);
    await expect(section.getByRole('textbox', { name: /./ }).first()).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await page.mouse.click(x, y, { clickCount: 2 });
    await expect(consent).not.toBeChecked();
    expect(await button.boundingBox()).toEqual(before);
    // A deliberate click still ticks it.
    await consent.click();
    await expect(consent).toBeChecked();
  });
}
