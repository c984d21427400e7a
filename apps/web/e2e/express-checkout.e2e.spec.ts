// Issue 17 item 4: a practice's checkout in the back office creates the claim for the patient's
// e-mail; the claim link arrives by e-mail; the patient, signed in with that e-mail, sees the
// claim notice on the dashboard and claims the reward (details, photo, confirm).
import { randomUUID } from 'node:crypto';
import { openBackOffice } from './admin-kit';
import { expect, mainHeading, test } from './fixtures';
import { TINY_JPEG, mailTo, practiceWhere } from './public-kit';
import { t } from './support/texts';

const PASSWORD = 'Lenses-2025';

test('checkout in the back office → claim link e-mail → dashboard notice → claim', async ({
  page,
  request,
  login,
  checkA11y,
}) => {
  const email = `express-${randomUUID()}@example.com`;
  const registered = await request.post('/api/profiles', {
    data: {
      email,
      password: PASSWORD,
      first_name: 'Ana',
      last_name: 'Ruiz',
      birthday: '1990-04-02',
      language: 'en',
    },
  });
  expect(registered.status()).toBe(201);
  const practice = await practiceWhere(request, (p) => p.affiliated_now);

  await openBackOffice(page, request, 'admin', '/checkout');
  await expect(mainHeading(page)).toHaveText('Practice checkout');
  const main = page.getByRole('main');
  await main.getByLabel(/Practice number/).fill(practice.sap);
  await main.getByLabel(/Purchase date/).fill('2025-09-10');
  await main.getByLabel(/Lens brand/).selectOption({ label: 'AquaDay Moist' });
  await main.getByLabel(/Lenses per box/).selectOption('90');
  await main.getByLabel(/Boxes per eye/).selectOption({ label: 'Boxes: 4 (12-month supply)' });
  await main.getByLabel('Patient’s e-mail address').fill(email);
  await checkA11y();
  await main.getByRole('button', { name: 'Create the claim and send the link' }).click();
  await expect(main.getByText(`The link was e-mailed to ${email}.`)).toBeVisible();

  let link = '';
  await expect(async () => {
    const mail = (await mailTo(request, email)).find((m) => m.template === 'express_link');
    expect(mail).toBeTruthy();
    const response = await request.get(`/api/dev/mail/${mail!.id}`);
    const { text } = ((await response.json()) as { result: { message: { text: string } } }).result
      .message;
    link = /\/express_rewards\/[A-Za-z0-9_-]{22}/.exec(text)?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 30_000 });

  await login({ email, password: PASSWORD }, { onboardingDone: true });
  await page.goto('/dashboard');
  const notice = page.getByRole('dialog', { name: t('en', 'claims.notice.title') });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: t('en', 'claims.notice.claim') }).click();
  await expect(page).toHaveURL(new RegExp(`${link}$`));
  await expect(mainHeading(page)).toHaveText('Claim your express reward');

  await main.getByRole('textbox', { name: /First name/ }).fill('Ana');
  await main.getByRole('textbox', { name: /Last name/ }).fill('Ruiz');
  await main.getByRole('textbox', { name: /E-mail address/ }).fill(email);
  await main.getByRole('textbox', { name: /Street address/ }).fill('12 Elm St');
  await main.getByRole('textbox', { name: /^City/ }).fill('New York');
  await main.getByRole('textbox', { name: /^State/ }).fill('NY');
  await main.getByRole('textbox', { name: /ZIP code/ }).fill('10001');
  await main.getByRole('button', { name: 'Claim my reward' }).click();
  await expect(mainHeading(page)).toHaveText('Add a photo of your lens box');
  const chooser = page.waitForEvent('filechooser');
  await main.getByLabel('Photo of your lens boxes or receipt').click();
  await (await chooser).setFiles({ name: 'box.jpg', mimeType: 'image/jpeg', buffer: TINY_JPEG });
  await expect(main.getByText('Photo added.')).toBeVisible();
  await main.getByRole('button', { name: 'Confirm my claim' }).click();
  await expect(main.getByText(/Your confirmation code is [A-Z0-9]{14}\./)).toBeVisible();
});
