import type { APIRequestContext } from '@playwright/test';
import { type Language, expect, mainHeading, test } from './fixtures';
import { DEMO_ADMIN, tokenOf } from './public-kit';

// Opt-ins on the real stack: consent never assumed, double opt-in through the dev inbox, the
// unsubscribe link and RFC 8058 one-click; cookie consent gating tracking.

const TEXT = {
  en: {
    heading: 'E-mail updates',
    email: 'E-mail address',
    box: /e-mail me news and offers/,
    submit: 'Sign me up',
    tick: 'Tick the box to agree before you sign up.',
    sent: 'Check your inbox',
    confirmHeading: 'Confirm your subscription',
    confirm: 'Confirm my subscription',
    confirmed: 'You’re signed up',
    unsubscribeHeading: 'Unsubscribe',
    unsubscribe: 'Unsubscribe',
    unsubscribed: 'You’re unsubscribed',
    smsHeading: 'Text message updates',
    phone: 'Mobile phone number',
    smsBox: /Consent is not a condition of any purchase/,
    smsSent: 'Check your phone',
  },
  es: {
    heading: 'Novedades por correo electrónico',
    email: 'Correo electrónico',
    box: /envíenme por correo electrónico novedades/,
    submit: 'Suscribirme',
    tick: 'Marca la casilla para dar tu consentimiento antes de suscribirte.',
    sent: 'Revisa tu correo',
    confirmHeading: 'Confirma tu suscripción',
    confirm: 'Confirmar mi suscripción',
    confirmed: 'Ya estás suscrito',
    unsubscribeHeading: 'Darte de baja',
    unsubscribe: 'Darme de baja',
    unsubscribed: 'Te diste de baja',
    smsHeading: 'Novedades por mensaje de texto',
    phone: 'Número de teléfono celular',
    smsBox: /El consentimiento no es condición de ninguna compra/,
    smsSent: 'Revisa tu teléfono',
  },
} as const;

interface DevMail {
  id: string;
  template: string;
  text: string;
  listUnsubscribe?: string;
}

/** The newest e-mail of a template to `to` in the dev inbox, in full. */
async function mailOf(request: APIRequestContext, to: string, template: string) {
  let found: DevMail | undefined;
  await expect
    .poll(
      async () => {
        const list = await request.get('/api/dev/mail', { params: { to } });
        const { messages } = (await list.json()).result as { messages: DevMail[] };
        const summary = messages.find((m) => m.template === template);
        if (!summary) return false;
        found = (await (await request.get(`/api/dev/mail/${summary.id}`)).json()).result.message;
        return true;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

const linkIn = (text: string, path: string) =>
  new URL(text.match(new RegExp(`https?://\\S+${path}\\?token=[\\w.-]+`))?.[0] ?? '');

for (const language of ['en', 'es'] as Language[]) {
  const text = TEXT[language];

  test(`e-mail opt-in: unticked refuses, then double opt-in and unsubscribe by link (${language})`, async ({
    page,
    request,
    presetLanguage,
    checkA11y,
  }) => {
    const email = `optin-${language}-${Date.now()}-${test.info().project.name}@example.com`;
    await presetLanguage(language);
    await page.goto('/email_opt_in');
    await expect(mainHeading(page)).toHaveText(text.heading);
    const main = page.getByRole('main');
    const box = main.getByRole('checkbox', { name: text.box });
    await expect(box).not.toBeChecked();
    await checkA11y();
    await main.getByRole('textbox', { name: text.email }).fill(email);
    await main.getByRole('button', { name: text.submit }).click();
    await expect(main.getByText(text.tick)).toBeVisible();

    await box.check();
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/opt-in/'));
    await main.getByRole('button', { name: text.submit }).click();
    expect((await sent).status()).toBe(202);
    await expect(main.getByText(text.sent)).toBeVisible();

    const mail = await mailOf(request, email, 'opt_in_confirmation');
    const confirmUrl = linkIn(mail.text, '/opt_in_confirm');
    await page.goto(`${confirmUrl.pathname}${confirmUrl.search}`);
    await expect(mainHeading(page)).toHaveText(text.confirmHeading);
    await page.getByRole('button', { name: text.confirm }).click();
    await expect(page.getByRole('status').filter({ hasText: text.confirmed })).toBeVisible();
    await checkA11y();

    const unsubscribeUrl = linkIn(mail.text, '/unsubscribe');
    await page.goto(`${unsubscribeUrl.pathname}${unsubscribeUrl.search}`);
    await expect(mainHeading(page)).toHaveText(text.unsubscribeHeading);
    await page.getByRole('button', { name: text.unsubscribe }).click();
    await expect(page.getByRole('status').filter({ hasText: text.unsubscribed })).toBeVisible();
  });

  test(`SMS opt-in: the TCPA disclosure, a text with the confirmation link (${language})`, async ({
    page,
    request,
    presetLanguage,
  }) => {
    // A valid NANP number whatever the clock: the exchange (4th digit on) never starts with 0 or 1.
    const phone = `3125${String(Date.now()).slice(-6)}`;
    await presetLanguage(language);
    await page.goto('/sms_opt_in');
    await expect(mainHeading(page)).toHaveText(text.smsHeading);
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: text.phone }).fill(phone);
    const box = main.getByRole('checkbox', { name: text.smsBox });
    await expect(box).not.toBeChecked();
    await box.check();
    await main.getByRole('button', { name: text.submit }).click();
    await expect(main.getByText(text.smsSent)).toBeVisible();
    let body = '';
    await expect
      .poll(async () => {
        const texts = await request.get('/api/dev/sms', { params: { phone } });
        body = ((await texts.json()).result.messages[0]?.body as string | undefined) ?? '';
        return body;
      })
      .toContain('/opt_in_confirm?token=');
    const confirmUrl = linkIn(body, '/opt_in_confirm');
    await page.goto(`${confirmUrl.pathname}${confirmUrl.search}`);
    await page.getByRole('button', { name: text.confirm }).click();
    await expect(page.getByRole('status').filter({ hasText: text.confirmed })).toBeVisible();
  });
}

test('one-click unsubscribe (RFC 8058) without sign-in, and the back office lists and exports it', async ({
  page,
  request,
}) => {
  const email = `oneclick-${Date.now()}-${test.info().project.name}@example.com`;
  const asked = await request.post('/api/opt-in', {
    data: {
      email_opt_in: true,
      email,
      email_consent_version: 'email-2025-09',
      opt_in_source: 'estimator',
    },
  });
  expect(asked.status()).toBe(202);
  const mail = await mailOf(request, email, 'opt_in_confirmation');
  expect(mail.listUnsubscribe).toMatch(/\/api\/opt-in\/unsubscribe\?token=/);
  const oneClick = new URL(mail.listUnsubscribe ?? '');
  const unsubscribed = await request.post(`${oneClick.pathname}${oneClick.search}`, {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(unsubscribed.status()).toBe(200);

  // Staff: the list with filters, in the back office.
  const token = await tokenOf(request, DEMO_ADMIN);
  await page.addInitScript((value) => {
    window.localStorage.setItem('lensRewards.adminToken', value);
  }, token);
  await page.goto(`/admin#/opt-ins?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Opt-ins' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Unsubscribed', { timeout: 15_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^opt-ins-\w{10}\.csv$/);
});

test('cookie consent: essential only sends no tracking; after accepting analytics it does', async ({
  page,
  browser,
}) => {
  const isTracking = (url: string) => /\/(api\/)?tracking$/.test(new URL(url).pathname);
  const tracked: string[] = [];
  page.on('request', (r) => {
    if (isTracking(r.url())) tracked.push(r.url());
  });
  // The fixture chose "Essential cookies only": /tandr sends the visitor on, records nothing.
  await page.goto('/tandr?t=e2e_consent&r=%2Ffaq');
  await page.waitForURL(/\/faq$/);
  await expect(mainHeading(page)).toBeVisible();
  expect(tracked).toEqual([]);

  // A visitor who has not chosen yet accepts analytics through the banner.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const visitor = await context.newPage();
    await visitor.goto('/faq');
    await visitor.getByRole('button', { name: 'Accept all cookies' }).click();
    const sent = visitor.waitForRequest((r) => isTracking(r.url()));
    await visitor.goto('/tandr?t=e2e_consent&r=%2Ffaq');
    expect((await sent).postDataJSON()).toMatchObject({ eventName: 'e2e_consent' });
    await visitor.waitForURL(/\/faq$/);
  } finally {
    await context.close();
  }
});
