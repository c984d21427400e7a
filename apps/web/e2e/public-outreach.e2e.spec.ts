import { type Language, expect, mainHeading, test } from './fixtures';
import { practiceWhere, registerProfile } from './public-kit';

// Referrals, contacting support and the practices' promo-code request pages on the real stack.

const TEXT = {
  en: {
    escalate: 'Contact support',
    first: 'First name',
    last: 'Last name',
    email: 'E-mail address',
    reason: /Reason for your request/,
    patientFirst: /Patient’s first name/,
    initial: /First letter/,
    patientPhone: /Patient’s phone number/,
    send: 'Send my request',
    thanks: 'We received your request',
    viral: 'Tell a friend',
    friendName: 'Friend’s first name',
    friendEmail: 'Friend’s e-mail address',
    confirmBox: /happy to receive one e-mail/,
    invite: 'Send invitations',
    self: 'You cannot refer yourself.',
    viralThanks: 'Thanks for spreading the word',
    ecpm: 'Request your promo code',
    codeEmail: /E-mail address/,
    sendCode: 'Send me the code',
    inbox: 'Check your inbox',
    ineligible: 'This practice isn’t taking part',
    offer: /Promo codes are offered by/,
  },
  es: {
    escalate: 'Comunícate con soporte',
    first: 'Nombre',
    last: 'Apellido',
    email: 'Correo electrónico',
    reason: /Motivo de tu solicitud/,
    patientFirst: /Nombre del paciente/,
    initial: /Primera letra/,
    patientPhone: /Teléfono del paciente/,
    send: 'Enviar mi solicitud',
    thanks: 'Recibimos tu solicitud',
    viral: 'Recomienda a un amigo',
    friendName: 'Nombre de tu amigo',
    friendEmail: 'Correo electrónico de tu amigo',
    confirmBox: /aceptan recibir un correo/,
    invite: 'Enviar invitaciones',
    self: 'No puedes recomendarte a ti mismo.',
    viralThanks: 'Gracias por correr la voz',
    ecpm: 'Solicita tu código promocional',
    codeEmail: /Correo electrónico/,
    sendCode: 'Enviarme el código',
    inbox: 'Revisa tu bandeja de entrada',
    ineligible: 'Este consultorio no participa',
    offer: /Los códigos promocionales los ofrece/,
  },
} as const;

for (const language of ['en', 'es'] as Language[]) {
  const text = TEXT[language];

  test(`escalate: the request reaches support, no captcha here (${language})`, async ({
    page,
    presetLanguage,
    checkA11y,
  }) => {
    await presetLanguage(language);
    await page.goto('/escalate?reason=reward_card');
    await expect(mainHeading(page)).toHaveText(text.escalate);
    await expect(
      page.getByRole('contentinfo').getByRole('button', { name: /^(Language|Idioma):/ }),
    ).toHaveCount(0);
    await checkA11y();
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: text.first, exact: true }).fill('Sam');
    await main.getByRole('textbox', { name: text.last, exact: true }).fill('Lee');
    await main
      .getByRole('textbox', { name: text.email, exact: true })
      .fill(`support-${language}@example.com`);
    await main.getByRole('textbox', { name: text.patientFirst }).fill('Ana');
    await main.getByRole('textbox', { name: text.initial }).fill('R');
    await main.getByRole('textbox', { name: text.patientPhone }).fill('3125550199');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/escalations'));
    await main.getByRole('button', { name: text.send }).click();
    expect((await sent).ok()).toBe(true);
    await expect(mainHeading(page)).toHaveText(text.thanks);
    await checkA11y();
  });

  test(`viral: invite friends, never yourself (${language})`, async ({
    page,
    request,
    login,
    presetLanguage,
    checkA11y,
  }) => {
    const me = await registerProfile(request, language);
    await login(me);
    await presetLanguage(language);
    await page.goto('/viral');
    await expect(mainHeading(page)).toHaveText(text.viral);
    await checkA11y();
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: text.friendName }).fill('Me');
    await main.getByRole('textbox', { name: text.friendEmail }).fill(me.email);
    await main.getByRole('checkbox', { name: text.confirmBox }).check();
    await main.getByRole('button', { name: text.invite }).click();
    await expect(main.getByText(text.self).first()).toBeVisible();

    await main
      .getByRole('textbox', { name: text.friendEmail })
      .fill(`friend-${Date.now()}-${language}@example.com`);
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/referrals'));
    await main.getByRole('button', { name: text.invite }).click();
    expect((await sent).ok()).toBe(true);
    await expect(mainHeading(page)).toHaveText(text.viralThanks);
    await checkA11y();
  });

  test(`promo code request: the code, then the practice's scheduler after 3 s (${language})`, async ({
    page,
    request,
    presetLanguage,
    checkA11y,
  }) => {
    const practice = await practiceWhere(request, (p) => p.affiliated_now && p.url !== null);
    const scheduler = new URL(practice.url ?? '');
    // The scheduler is the practice's own site: stand in for it.
    await page.route(`${scheduler.origin}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<title>Scheduler</title><h1>Book a visit</h1>',
      }),
    );
    await presetLanguage(language);
    await page.goto(`/ecpm/saps/${practice.sap}`);
    await expect(mainHeading(page)).toHaveText(text.ecpm);
    await expect(
      page.getByRole('main').getByRole('heading', { name: practice.display_name }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText(text.offer)).toBeVisible();
    await checkA11y();
    await page
      .getByRole('main')
      .getByRole('textbox', { name: text.codeEmail })
      .fill(`promo-${language}@example.com`);
    const sent = page.waitForResponse((r) => r.url().endsWith('/ecp-code-request'));
    await page.getByRole('main').getByRole('button', { name: text.sendCode }).click();
    expect((await sent).status()).toBe(202);
    await expect(page.getByRole('dialog', { name: text.inbox })).toBeVisible();
    await page.waitForURL(practice.url ?? '', { timeout: 10_000 });
  });

  test(`a practice not taking part has its own page (${language})`, async ({
    page,
    request,
    presetLanguage,
    checkA11y,
  }) => {
    const practice = await practiceWhere(request, (p) => !p.affiliated_now);
    await presetLanguage(language);
    await page.goto(`/ecpm/saps/${practice.sap}`);
    await expect(page).toHaveURL(new RegExp(`/ecpmineligible/saps/${practice.sap}$`));
    await expect(mainHeading(page)).toHaveText(text.ineligible);
    await expect(page.getByRole('main').getByText(practice.display_name).first()).toBeVisible();
    await checkA11y();
  });
}
