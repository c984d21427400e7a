// Deleting the incomplete entry (issue 17 item 5): after asking once, it is discarded on the server
// too, so it leaves the dashboard on this device and every other.
import { apiAs } from './support/journey-api';
import { entryInProgress } from './support/entry-in-progress';
import { type Language, t } from './support/texts';
import { expect, mainHeading, test } from './fixtures';

for (const language of ['en', 'es'] as const satisfies readonly Language[]) {
  test(`deleting an unfinished entry removes it from the dashboard and the server (${language})`, async ({
    page,
    context,
    request,
    baseURL,
    presetLanguage,
  }) => {
    await presetLanguage(language);
    const { patient, submissionId } = await entryInProgress(
      { page, context, request, baseURL },
      { step: 'receipt', language },
    );
    await page.goto('/dashboard');
    await expect(mainHeading(page)).toHaveText(t(language, 'pages.dashboard'));
    const notice = page.getByRole('region', { name: t(language, 'purchase.draft.title') });
    const unfinished = page
      .getByRole('article')
      .filter({ hasText: t(language, 'dashboard.status.inProgress.label') });
    await expect(unfinished).toHaveCount(1);

    await notice.getByRole('button', { name: t(language, 'purchase.draft.delete') }).click();
    await expect(notice).toContainText(t(language, 'purchase.draft.confirmDelete'));
    await notice.getByRole('button', { name: t(language, 'purchase.draft.confirmYes') }).click();

    await expect(notice).toBeHidden();
    await expect(unfinished).toHaveCount(0);
    await expect(
      page.getByRole('heading', { name: t(language, 'dashboard.empty.title') }),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('heading', { name: t(language, 'dashboard.empty.title') }),
    ).toBeVisible();
    const mine = await apiAs(request, patient).get<{ purchaseSubmissions: { id: string }[] }>(
      'purchase-submissions/all/me',
    );
    expect(mine.purchaseSubmissions.map((entry) => entry.id)).not.toContain(submissionId);
  });
}
