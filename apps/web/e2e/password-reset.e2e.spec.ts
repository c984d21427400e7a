import { expect, mainHeading, test } from './fixtures';
import { mailTo, registerProfile, tokenOf } from './public-kit';

// A forgotten password on the real stack (issue 17): the link goes out by e-mail (read from the
// dev inbox the worker writes), in the profile's language, and a new password ends every session.

const NEW_PASSWORD = 'Gafas-nuevas-2026';

test('a forgotten password is reset through the e-mailed link (es)', async ({
  page,
  request,
  presetLanguage,
  checkA11y,
}) => {
  const account = await registerProfile(request, 'es');
  const otherSession = await tokenOf(request, account);
  await presetLanguage('es');

  await page.goto('/login');
  await expect(mainHeading(page)).toHaveText('Iniciar sesión');
  const main = page.getByRole('main');
  await main.getByLabel('Correo electrónico').fill(account.email);
  await main.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(mainHeading(page)).toHaveText('¿Olvidaste tu contraseña?');
  await expect(main.getByLabel('Correo electrónico')).toHaveValue(account.email);
  await checkA11y();
  await main.getByRole('button', { name: 'Enviarme un enlace' }).click();
  await expect(main.getByRole('status')).toContainText(`Si hay una cuenta con ${account.email}`);

  const [mail] = await mailTo(request, account.email);
  expect(mail).toMatchObject({
    template: 'password_reset',
    subject: 'Restablece tu contraseña de Lens Rewards',
  });
  const message = await request.get(`/api/dev/mail/${encodeURIComponent(mail!.id)}`);
  const { text } = ((await message.json()) as { result: { message: { text: string } } }).result
    .message;
  const link = new URL(/https?:\/\/\S+\/reset_password\?token=\S+/.exec(text)![0]);

  await page.goto(`${link.pathname}${link.search}`);
  await expect(mainHeading(page)).toHaveText('Elige una contraseña nueva');
  // The token leaves the address bar at once.
  await expect(page).toHaveURL(/\/reset_password$/);
  await checkA11y();
  await main.getByRole('textbox', { name: 'Elige una contraseña', exact: true }).fill(NEW_PASSWORD);
  await main.getByRole('button', { name: 'Guardar mi contraseña nueva' }).click();
  await expect(main.getByRole('status')).toContainText('Tu contraseña cambió');

  // Every session from before has ended; the old password fails, the new one works.
  const me = await request.get('/api/profiles/me', { headers: { 'profile-token': otherSession } });
  expect(me.status()).toBe(401);
  const old = await request.post('/api/profiles/login', { data: account });
  expect(old.status()).toBe(401);

  await main.getByRole('link', { name: 'Iniciar sesión', exact: true }).click();
  await expect(mainHeading(page)).toHaveText('Iniciar sesión');
  await main.getByLabel('Correo electrónico').fill(account.email);
  await main.getByLabel(/^Contraseña/).fill(NEW_PASSWORD);
  await main.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(mainHeading(page)).not.toHaveText('Iniciar sesión');

  // The link worked once: opened again, it is said dead before any typing (issue 29).
  await page.goto(`${link.pathname}${link.search}`);
  await expect(main.getByRole('alert')).toContainText('Este enlace no funciona');
  await expect(
    main.getByRole('textbox', { name: 'Elige una contraseña', exact: true }),
  ).toHaveCount(0);
});
