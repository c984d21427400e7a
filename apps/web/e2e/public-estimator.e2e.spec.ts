import { type Language, expect, mainHeading, test } from './fixtures';
import { SEED_ZIP, mailTo, practiceWhere } from './public-kit';

// The reward estimator end to end on the real stack: practice search in page mode, the
// patient/brand/amount questions, the estimate, the results with the enhancement disclaimers,
// and "E-mail my results" arriving in the dev inbox.

const TEXT = {
  en: {
    estimator: 'Reward estimator',
    choose: 'Choose your practice',
    zip: 'ZIP code',
    search: 'Search',
    current: 'Someone who already wears contact lenses',
    brand: /Lens brand/,
    twelve: '12 months',
    see: 'See my results',
    results: 'Your estimated reward',
    estimate: /Estimated reward: \$250/,
    preferredNote: /preferred practice bonus applies only/,
    email: /E-mail address/,
    send: 'E-mail my results',
    sent: /We’ve sent your estimate to/,
  },
  es: {
    estimator: 'Calculadora de recompensas',
    choose: 'Elegir mi consultorio',
    zip: /código postal/i,
    search: 'Buscar',
    current: 'Alguien que ya usa lentes de contacto',
    brand: /Marca de lentes/,
    twelve: '12 meses',
    see: 'Ver mis resultados',
    results: 'Tu recompensa estimada',
    estimate: /Recompensa estimada: \$250/,
    preferredNote: /bono de consultorio preferido solo aplica/,
    email: /Correo electrónico/,
    send: 'Enviar mis resultados por correo',
    sent: /Enviamos tu estimación a/,
  },
} as const;

for (const language of ['en', 'es'] as Language[]) {
  test(`estimator end to end, e-mailed to the dev inbox (${language})`, async ({
    page,
    request,
    presetLanguage,
    checkA11y,
  }) => {
    const text = TEXT[language];
    const practice = await practiceWhere(request, (p) => p.preferredActive && p.affiliated_now, 5);
    await presetLanguage(language);

    await page.goto('/reward_estimator');
    await expect(mainHeading(page)).toHaveText(text.estimator);
    await checkA11y();
    const main = page.getByRole('main');
    await main.getByRole('button', { name: text.choose }).click();

    await expect(page).toHaveURL(/\/estimator_ecp_search$/);
    await main.getByRole('textbox', { name: text.zip }).fill(SEED_ZIP);
    await main.getByRole('button', { name: text.search, exact: true }).click();
    await main
      .getByRole('listitem')
      .filter({ hasText: practice.display_name })
      .first()
      .getByRole('button')
      .click();

    await expect(page).toHaveURL(/\/reward_estimator$/);
    await expect(main.getByText(practice.display_name)).toBeVisible();
    await main.getByRole('radio', { name: text.current }).check();
    await main.getByRole('combobox', { name: text.brand }).selectOption('1DM');
    const estimate = page.waitForResponse((r) => r.url().includes('/api/rewards/estimate'));
    await main.getByRole('radio', { name: text.twelve }).check();
    expect((await estimate).ok()).toBe(true);
    await expect(main.getByText(text.estimate)).toBeVisible();
    await main.getByRole('button', { name: text.see }).click();

    await expect(mainHeading(page)).toHaveText(text.results);
    await expect(main.getByText(text.estimate)).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText(text.preferredNote)).toBeVisible();
    await checkA11y();

    const email = `estimate-${language}-${Date.now()}@example.com`;
    await main.getByRole('textbox', { name: text.email }).fill(email);
    const queued = page.waitForResponse((r) => r.url().includes('/api/opt-in/send_results'));
    await main.getByRole('button', { name: text.send }).click();
    const response = await queued;
    expect(response.status()).toBe(202);
    expect(await response.json()).toEqual({ result: { queued: true } });
    await expect(main.getByText(text.sent)).toBeVisible();

    const [mail] = await mailTo(request, email);
    expect(mail?.template).toMatch(/^estimate.results$/);
  });
}

test('the estimator modal from the FAQ leads to the results', async ({ page, navigate }) => {
  await navigate('/faq');
  await page.getByRole('main').getByRole('button', { name: 'Estimate my reward' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reward estimator' });
  await dialog.getByRole('radio', { name: 'Someone new to contact lenses' }).check();
  await dialog.getByRole('combobox', { name: /Lens brand/ }).selectOption('TRP');
  await dialog.getByRole('radio', { name: '6 months' }).check();
  await dialog.getByRole('button', { name: 'See my results' }).click();
  await expect(mainHeading(page)).toHaveText('Your estimated reward');
  await expect(page.getByRole('main').getByText('Estimated reward: $100')).toBeVisible();
});
