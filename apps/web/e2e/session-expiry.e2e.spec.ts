// Session expiry (spec 000 §4): when the token's time is up the session-expired modal shows over
// whatever was open, and dismissing it logs out and goes to / (here, a local host: /login).
import { signInWith } from './support/browser-state';
import { registerPatient } from './support/journey-api';
import { t } from './support/texts';
import { expect, mainHeading, test } from './fixtures';

test('an expired session shows the notice, logs out and goes to /', async ({
  page,
  context,
  request,
  baseURL,
  checkA11y,
}) => {
  const patient = await registerPatient(request);
  await signInWith(page, context, baseURL, patient.token);
  await page.clock.install();
  await page.goto('/dashboard');
  await expect(mainHeading(page)).toHaveText(t('en', 'pages.dashboard'));
  await page.getByRole('button', { name: t('en', 'shell.questionsButton') }).click();
  await expect(page.getByRole('dialog', { name: t('en', 'modals.questions.title') })).toBeVisible();

  // Sessions last 120 minutes (SESSION_TTL_MINUTES): the browser's clock moves past that.
  await page.clock.fastForward('02:01:00');
  await page.clock.resume();
  const notice = page.getByRole('dialog', { name: t('en', 'modals.sessionExpired.title') });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1); // the Questions modal closed
  await checkA11y();
  await notice.getByRole('button', { name: t('en', 'modals.sessionExpired.action') }).click();
  await expect(mainHeading(page)).toHaveText(t('en', 'pages.login'));
  expect(await page.evaluate(() => window.localStorage.getItem('lensRewards.token'))).toBeNull();
});
