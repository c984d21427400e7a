import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import { type Language, expect, mainHeading, test } from './fixtures';
import { TINY_JPEG, expressEntry, practiceWhere } from './public-kit';

// Express rewards and the checkout shop on the real stack: a practice's checkout (the admin API)
// creates the entry; the holder of the link claims it, adds a photo through the upload host and
// confirms, or says it is not needed.

const TEXT = {
  en: {
    claim: 'Claim your express reward',
    first: /First name/,
    last: /Last name/,
    email: /E-mail address/,
    address: /Street address/,
    city: /^City/,
    state: /^State/,
    zip: /ZIP code/,
    submit: 'Claim my reward',
    photoTitle: 'Add a photo of your lens box',
    photo: 'Photo of your lens boxes or receipt',
    added: 'Photo added.',
    confirm: 'Confirm my claim',
    done: /Your claim is in\. Your confirmation code is [A-Z0-9]{14}\./,
    shop: 'Your reward from the practice',
    shopConfirm: 'Confirm your reward',
    next: 'Continue',
    notNeeded: 'I don’t need this reward',
    shopNotNeeded: 'Nothing more to do',
    notFound: 'We can’t find this reward',
  },
  es: {
    claim: 'Reclama tu recompensa exprés',
    first: /^Nombre/,
    last: /Apellido/,
    email: /Correo electrónico/,
    address: /^Dirección/,
    city: /Ciudad/,
    state: /^Estado/,
    zip: /Código postal/,
    submit: 'Reclamar mi recompensa',
    photoTitle: 'Agrega una foto de la caja de tus lentes',
    photo: 'Foto de tus cajas de lentes o de tu recibo',
    added: 'Foto agregada.',
    confirm: 'Confirmar mi reclamo',
    done: /Recibimos tu reclamo\. Tu código de confirmación es [A-Z0-9]{14}\./,
    shop: 'Tu recompensa del consultorio',
    shopConfirm: 'Confirma tu recompensa',
    next: 'Continuar',
    notNeeded: 'No necesito esta recompensa',
    shopNotNeeded: 'No necesitas hacer nada más',
    notFound: 'No encontramos esta recompensa',
  },
} as const;

type Text = (typeof TEXT)[Language];

async function fillClaimant(page: Page, text: Text) {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: text.first }).fill('Ana');
  await main.getByRole('textbox', { name: text.last }).fill('Ruiz');
  // Each claimant is their own patient (issue 14 item 13): a new one per claim, so no claim
  // counts against another's annual limit.
  await main.getByRole('textbox', { name: text.email }).fill(`ana.${randomUUID()}@example.com`);
  await main.getByRole('textbox', { name: text.address }).fill('12 Elm St');
  await main.getByRole('textbox', { name: text.city }).fill('New York');
  await main.getByRole('textbox', { name: text.state }).fill('NY');
  await main.getByRole('textbox', { name: text.zip }).fill('10001');
  await main.getByRole('button', { name: text.submit }).click();
}

async function addPhoto(page: Page, text: Text) {
  const upload = page.waitForResponse((r) => r.url().includes('/api/uploader/upload/'));
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('main').getByLabel(text.photo).click();
  await (await chooser).setFiles({ name: 'box.jpg', mimeType: 'image/jpeg', buffer: TINY_JPEG });
  expect((await upload).status()).toBe(200);
  await expect(page.getByRole('main').getByText(text.added)).toBeVisible();
}

for (const language of ['en', 'es'] as Language[]) {
  const text = TEXT[language];

  test(`express reward: claim, photo, confirm (${language})`, async ({
    page,
    request,
    presetLanguage,
    checkA11y,
  }) => {
    const practice = await practiceWhere(request, (p) => p.affiliated_now);
    const { claimPath } = await expressEntry(request, 'checkout', practice.sap);
    await presetLanguage(language);
    await page.goto(claimPath);
    await expect(mainHeading(page)).toHaveText(text.claim);
    await expect(page.getByRole('main').getByText(practice.display_name)).toBeVisible();
    await checkA11y();
    await fillClaimant(page, text);

    await expect(mainHeading(page)).toHaveText(text.photoTitle);
    await addPhoto(page, text);
    await checkA11y();
    await page.getByRole('main').getByRole('button', { name: text.confirm }).click();
    await expect(page.getByRole('main').getByText(text.done)).toBeVisible();
  });

  test(`checkout shop: info page, confirm page; not needed (${language})`, async ({
    page,
    request,
    presetLanguage,
    checkA11y,
  }) => {
    const practice = await practiceWhere(request, (p) => p.affiliated_now);
    const first = await expressEntry(request, 'shop', practice.sap);
    await presetLanguage(language);
    await page.goto(first.claimPath);
    await expect(mainHeading(page)).toHaveText(text.shop);
    await expect(page.getByRole('banner')).toBeVisible();
    await fillClaimant(page, text);
    await addPhoto(page, text);
    await page.getByRole('main').getByRole('button', { name: text.next }).click();
    await expect(mainHeading(page)).toHaveText(text.shopConfirm);
    await checkA11y();
    await page.getByRole('main').getByRole('button', { name: text.confirm }).click();
    await expect(page.getByRole('main').getByText(text.done)).toBeVisible();

    const second = await expressEntry(request, 'shop', practice.sap);
    await page.goto(second.claimPath);
    await page.getByRole('main').getByRole('button', { name: text.notNeeded }).click();
    await expect(mainHeading(page)).toHaveText(text.shopNotNeeded);
    await checkA11y();
  });

  test(`an unknown claim link reveals nothing (${language})`, async ({
    page,
    presetLanguage,
    checkA11y,
  }) => {
    await presetLanguage(language);
    const response = page.waitForResponse((r) => r.url().includes('/api/express-claims/'));
    await page.goto('/express_rewards/AAAAAAAAAAAAAAAAAAAAAA');
    expect((await response).status()).toBe(404);
    await expect(
      page.getByRole('main').getByRole('heading', { name: text.notFound }),
    ).toBeVisible();
    await checkA11y();
  });
}
