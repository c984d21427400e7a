// The rewards chat in the Questions window (issue 17 item 9): availability comes from the
// configured schedule and the app clock. The e2e stack's chat opens at noon in New York and its
// clock starts at 11:00, so the chat is closed: the window says when it opens and offers the
// message form in its place, which reaches support; once sent, the confirmation and its
// reference stay in view.
import { signInWith } from './support/browser-state';
import { registerPatient } from './support/journey-api';
import { type Language, t } from './support/texts';
import { expect, mainHeading, test } from './fixtures';

for (const language of ['en', 'es'] as const satisfies readonly Language[]) {
  test(`a closed rewards chat offers the message form (${language})`, async ({
    page,
    context,
    request,
    baseURL,
    presetLanguage,
  }) => {
    const patient = await registerPatient(request, language);
    await presetLanguage(language);
    await signInWith(page, context, baseURL, patient.token);
    await page.goto('/dashboard');
    await expect(mainHeading(page)).toHaveText(t(language, 'pages.dashboard'));

    await page.getByRole('button', { name: t(language, 'shell.questionsButton') }).click();
    const dialog = page.getByRole('dialog', { name: t(language, 'modals.questions.title') });
    const closed = t(language, 'modals.questions.chat.closedUntil', { time: '§' }).split('§')[0]!;
    await expect(dialog.getByText(closed)).toBeVisible();
    await expect(dialog).toContainText(/12:00/);
    await expect(
      dialog.getByRole('link', { name: t(language, 'modals.questions.chat.start') }),
    ).toHaveCount(0);

    await dialog.getByLabel(t(language, 'faq.form.firstName')).fill('Ana');
    await dialog.getByLabel(t(language, 'faq.form.lastName')).fill('Díaz');
    await dialog.getByLabel(t(language, 'faq.form.email')).fill(patient.email);
    await dialog.getByLabel(t(language, 'faq.form.question')).fill('When is my card mailed?');
    await dialog.getByRole('button', { name: t(language, 'faq.form.submit') }).click();
    // In view on the phone too, in place of the emptied form (issue 29).
    await expect(
      dialog.getByText(t(language, 'faq.form.sent', { email: patient.email })),
    ).toBeInViewport();
    await expect(dialog.getByText(/^(Your reference|Tu referencia)/)).toBeInViewport();
    await expect(dialog.getByLabel(t(language, 'faq.form.question'))).toBeHidden();
  });
}
