// Support (issue 9): signs in to /admin, finds a patient's entry by e-mail, opens its history,
// views the entry as it was after an earlier event, and replays it.
import { expect, mainHeading, test } from './fixtures';
import {
  confirmedEntry,
  patientAtPractice,
  staffEmail,
  DEMO_PASSWORD,
  staffToken,
} from './admin-kit';

test('support finds an entry, reads its history, views an earlier state and replays it', async ({
  page,
  request,
  checkA11y,
}) => {
  const patient = await patientAtPractice(request, 'Lucía');
  const entry = await confirmedEntry(request, patient);

  // The back office's own sign-in (the token is then reused by other specs).
  await page.goto('/admin');
  await expect(mainHeading(page)).toHaveText('Back office sign-in');
  await checkA11y();
  await staffToken(request, 'support'); // the demo account, or one made for the run
  await page.getByRole('textbox', { name: 'E-mail' }).fill(staffEmail('support'));
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(mainHeading(page)).toHaveText('Entries');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'admin_session')).toMatchObject({
    httpOnly: true,
    sameSite: 'Strict',
    path: '/admin',
  });

  const search = page.getByRole('search', { name: 'Entries' });
  await search.getByLabel('Entry id, confirmation code, name or e-mail').fill(patient.email);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1 found')).toBeVisible();
  await checkA11y();
  await page.getByRole('link', { name: entry.confirmationCode }).click();

  await expect(mainHeading(page)).toHaveText(`Entry ${entry.id.slice(0, 8)}`);
  const history = page.getByRole('table', { name: 'History' });
  // Entered, supplies, receipt, confirmed (and what the worker did since, if it has).
  await expect(history).toContainText('SubmissionConfirmed');
  expect(await history.getByRole('row').count()).toBeGreaterThanOrEqual(5);
  await checkA11y();

  await history.getByRole('button', { name: 'View the entry after this event (1)' }).click();
  const state = page.getByRole('dialog', { name: 'The entry after event 1: SuppliesSubmitted' });
  await expect(state.getByText('In progress')).toBeVisible();
  await expect(state).toContainText('"receiptImage": null');
  await checkA11y();
  await state.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Replay this entry' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Replayed.' })).toBeVisible();
});
