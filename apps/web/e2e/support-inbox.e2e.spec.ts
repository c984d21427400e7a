// Issue 17 item 2: a visitor asks a question (the FAQ's form, in Spanish) and is given a
// reference, acknowledged by e-mail; support finds it in the inbox in /admin, replies; the reply
// arrives by e-mail in Spanish and the request leaves the open list.
import { randomUUID } from 'node:crypto';
import { type APIRequestContext } from '@playwright/test';
import { openBackOffice } from './admin-kit';
import { expect, mainHeading, test } from './fixtures';
import { mailTo } from './public-kit';
import { t } from './support/texts';

/** The newest e-mail of a template to an address, with its text. */
async function mailOf(request: APIRequestContext, to: string, template: string) {
  let found: { id: string; subject: string } | undefined;
  await expect(async () => {
    found = (await mailTo(request, to)).find((mail) => mail.template === template);
    expect(found, `${template} to ${to}`).toBeTruthy();
  }).toPass({ timeout: 30_000 });
  const response = await request.get(`/api/dev/mail/${found!.id}`);
  const { message } = ((await response.json()) as { result: { message: { text: string } } }).result;
  return { subject: found!.subject, text: message.text };
}

test('a visitor’s question gets a reference, and support’s reply arrives by e-mail', async ({
  page,
  request,
  presetLanguage,
  checkA11y,
}) => {
  const email = `pregunta-${randomUUID()}@example.com`;
  await presetLanguage('es');
  await page.goto('/faq?goToForm=1&topic=card');
  const form = page.getByRole('region', { name: t('es', 'faq.form.heading') });
  await form.getByRole('textbox', { name: new RegExp(t('es', 'faq.form.firstName')) }).fill('Ana');
  await form.getByRole('textbox', { name: new RegExp(t('es', 'faq.form.lastName')) }).fill('Núñez');
  await form.getByRole('textbox', { name: new RegExp(t('es', 'faq.form.email')) }).fill(email);
  await form
    .getByRole('textbox', { name: new RegExp(t('es', 'faq.form.question')) })
    .fill('¿Dónde está mi tarjeta?');
  await form.getByRole('button', { name: t('es', 'faq.form.submit') }).click();
  const sent = form.getByRole('status');
  await expect(sent).toContainText(t('es', 'faq.form.sent', { email }));
  const reference = /[A-Z2-9]{4}-[A-Z2-9]{4}/.exec((await sent.textContent()) ?? '')?.[0];
  expect(reference).toBeTruthy();
  const ack = await mailOf(request, email, 'escalation_acknowledgement');
  expect(ack.subject).toBe(`Recibimos tu mensaje (referencia ${reference})`);

  await openBackOffice(page, request, 'support', '/inbox');
  await expect(mainHeading(page)).toHaveText('Support inbox');
  await page.getByRole('link', { name: reference! }).click();
  await expect(mainHeading(page)).toHaveText(`Request ${reference}`);
  await expect(page.getByText('¿Dónde está mi tarjeta?')).toBeVisible();
  await checkA11y();
  await page
    .getByRole('textbox', { name: 'Your reply' })
    .fill('Tu tarjeta salió el lunes.\nLlega en diez días.');
  await page.getByRole('button', { name: 'Send the reply' }).click();
  await expect(page.getByText(`The reply is on its way to ${email}.`)).toBeVisible();
  await expect(page.getByText('Replied by e-mail')).toBeVisible();

  const reply = await mailOf(request, email, 'escalation_reply');
  expect(reply.subject).toBe(`Ayuda de Lens Rewards: respuesta a ${reference}`);
  expect(reply.text).toContain('Tu tarjeta salió el lunes.');

  await page.goto('/admin#/inbox?status=open');
  await expect(mainHeading(page)).toHaveText('Support inbox');
  await expect(page.getByRole('link', { name: reference! })).toBeHidden();
});
