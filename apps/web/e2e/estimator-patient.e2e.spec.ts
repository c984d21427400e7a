// The reward estimator for a signed-in patient (issue 17 item 9): the profile's own patient is
// offered, the estimate is asked with their patientId, and the results say when they can next
// enter a purchase and what kind of wearer they count as.
import { signInWith } from './support/browser-state';
import { addSelf, practiceNear, registerPatient } from './support/journey-api';
import { type Language, t } from './support/texts';
import { expect, mainHeading, test } from './fixtures';

for (const language of ['en', 'es'] as const satisfies readonly Language[]) {
  test(`a signed-in patient's estimate names their next eligible date and wearer type (${language})`, async ({
    page,
    context,
    request,
    baseURL,
    presetLanguage,
  }) => {
    const patient = await registerPatient(request, language);
    const self = await addSelf(request, patient, await practiceNear(request));
    await presetLanguage(language);
    await signInWith(page, context, baseURL, patient.token);

    await page.goto('/reward_estimator');
    await expect(mainHeading(page)).toHaveText(t(language, 'pages.rewardEstimator'));
    const main = page.getByRole('main');
    await main
      .getByRole('radio', { name: t(language, 'estimator.patient.own', { name: self.name }) })
      .check();
    await main
      .getByRole('combobox', { name: new RegExp(t(language, 'estimator.brand.label')) })
      .selectOption('1DM');
    const estimate = page.waitForRequest((r) => r.url().includes('/api/rewards/estimate'));
    await main
      .getByRole('radio', { name: t(language, 'estimator.amount.option', { count: 12 }) })
      .check();
    expect(new URL((await estimate).url()).searchParams.get('patientId')).toBe(self.id);
    await main.getByRole('button', { name: t(language, 'estimator.result.see') }).click();

    await expect(mainHeading(page)).toHaveText(t(language, 'pages.estimatorResults'));
    await expect(
      main.getByText(
        t(language, 'estimator.results.ownEligible', {
          name: self.name,
          date: t(language, 'estimator.results.today'),
        }),
      ),
    ).toBeVisible();
    await expect(
      main.getByText(
        t(language, 'estimator.results.wearerType', {
          name: self.name,
          type: t(language, 'estimator.results.wearerTypes.new_acuvue'),
        }),
      ),
    ).toBeVisible();
  });
}
