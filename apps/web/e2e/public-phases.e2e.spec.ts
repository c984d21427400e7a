import { COOKIE_CONSENT_STORAGE_KEY, type Language, expect, mainHeading, test } from './fixtures';
import { registerProfile } from './public-kit';

// The phase and exit pages on the real stack. Maintenance and the lifecycle page run on the
// stack's twins on the same database (tools/stack: startPhaseStacks): one with MAINTENANCE=true,
// one whose clock is past the offer's end (2025-12-31).
const twin = (variable: 'E2E_MAINTENANCE_URL' | 'E2E_EXPIRED_URL'): string => {
  const url = process.env[variable];
  if (!url) throw new Error(`${variable} is not set: run the suite through npm test or stack:e2e`);
  return url;
};
const TEXT = {
  en: {
    error: 'Something went wrong',
    janky: 'Bonus page: Janky',
    fail: 'Make this page fail',
    limiter: 'Too many requests',
    estimateLimit: /today’s limit of estimate e-mails/,
    refused: 'We can’t open this link',
    age: 'You must be 18 or older',
    dup: 'You already have an account',
    maintenance: 'We’ll be back soon',
    lifecycle: 'Program status',
  },
  es: {
    error: 'Algo salió mal',
    janky: 'Página adicional: Janky',
    fail: 'Hacer fallar esta página',
    limiter: 'Demasiadas solicitudes',
    estimateLimit: /límite de correos de estimación de hoy/,
    refused: 'No podemos abrir este enlace',
    age: 'Debes tener 18 años o más',
    dup: 'Ya tienes una cuenta',
    maintenance: 'Volvemos pronto',
    lifecycle: 'Estado del programa',
  },
} as const;

for (const language of ['en', 'es'] as Language[]) {
  const text = TEXT[language];

  test(`a render error lands on /error and is reported (${language})`, async ({
    page,
    request,
    login,
    presetLanguage,
    checkA11y,
  }) => {
    await login(await registerProfile(request, language));
    await presetLanguage(language);
    await page.goto('/janky');
    await expect(mainHeading(page)).toHaveText(text.janky);
    const report = page.waitForResponse(
      (r) => r.url().endsWith('/api/client-error') && r.request().method() === 'POST',
    );
    await page.getByRole('main').getByRole('button', { name: text.fail }).click();
    await expect(page).toHaveURL(/\/error$/);
    await expect(mainHeading(page)).toHaveText(text.error);
    const reported = await report;
    expect(reported.status()).toBe(202);
    expect(reported.request().postDataJSON()).toMatchObject({
      stack: expect.stringContaining('made to fail on purpose'),
    });
    await checkA11y();
  });

  test(`limits and tracked links, in any phase but maintenance (${language})`, async ({
    page,
    navigate,
    presetLanguage,
    checkA11y,
  }) => {
    await presetLanguage(language);
    await navigate('/limiter/estimate');
    await expect(mainHeading(page)).toHaveText(text.limiter);
    await expect(page.getByRole('main').getByText(text.estimateLimit)).toBeVisible();
    await checkA11y();

    // With essential cookies only (the fixtures' choice) the link only sends the visitor on.
    const trackingCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/tracking')) trackingCalls.push(r.url());
    });
    await page.goto('/tandr?t=email:faq_link&r=%2Fterms-and-conditions&utm_source=e2e');
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    expect(trackingCalls).toEqual([]);

    // With analytics accepted it records the event first.
    await page.evaluate(
      (key) => window.localStorage.setItem(key, 'all'),
      COOKIE_CONSENT_STORAGE_KEY,
    );
    const tracked = page.waitForResponse((r) => r.url().endsWith('/api/tracking'));
    await page.goto('/tandr?t=email:faq_link&r=%2Fterms-and-conditions&utm_source=e2e');
    expect((await tracked).status()).toBe(202);
    await expect(page).toHaveURL(/\/terms-and-conditions$/);

    await page.goto('/tandr?t=email:bad_link&r=https%3A%2F%2Fevil.example%2F');
    await expect(page.getByRole('main').getByRole('heading', { name: text.refused })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/tandr');
    await checkA11y();
  });

  test(`account outcomes (${language})`, async ({ page, navigate, presetLanguage, checkA11y }) => {
    await presetLanguage(language);
    await navigate('/ineligible_age');
    await expect(mainHeading(page)).toHaveText(text.age);
    await checkA11y();
    await navigate('/dup_account');
    await expect(mainHeading(page)).toHaveText(text.dup);
    await checkA11y();
  });

  test(`the redirect page explains itself off the production hosts (${language})`, async ({
    page,
    navigate,
    presetLanguage,
    checkA11y,
  }) => {
    await presetLanguage(language);
    await navigate('/redirect-page');
    const exit = page.getByRole('main').getByRole('link', { name: /partner|socio/ });
    await expect(exit).toHaveAttribute('href', /^\/redirect_to_affiliate\?affiliate_id=/);
    await checkA11y();
  });

  test.describe('on the maintenance twin', () => {
    test.use({ baseURL: process.env['E2E_MAINTENANCE_URL'] });
    test(`maintenance keeps FAQ, terms and the promo pages (${language})`, async ({
      page,
      presetLanguage,
      checkA11y,
    }) => {
      twin('E2E_MAINTENANCE_URL');
      await presetLanguage(language);
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/$/);
      await expect(mainHeading(page)).toHaveText(text.maintenance);
      await checkA11y();
      await page.goto('/faq');
      await expect(page).toHaveURL(/\/faq$/);
      await page.goto('/terms-and-conditions');
      await expect(page).toHaveURL(/\/terms-and-conditions$/);
      await page.goto('/ecpm/saps/9999999');
      await expect(page).toHaveURL(/\/ecpm\/saps\/9999999$/);
      await checkA11y();
    });
  });

  test.describe('on the twin past the offer', () => {
    test.use({ baseURL: process.env['E2E_EXPIRED_URL'] });
    test(`the lifecycle page before launch and after the end (${language})`, async ({
      page,
      presetLanguage,
      checkA11y,
    }) => {
      twin('E2E_EXPIRED_URL');
      await presetLanguage(language);
      await page.goto('/reward_estimator');
      await expect(page).toHaveURL(/\/$/);
      await expect(mainHeading(page)).toHaveText(text.lifecycle);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toBeVisible();
      await checkA11y();
      await page.goto('/expressrewardsterms');
      await expect(page).toHaveURL(/\/expressrewardsterms$/);
    });
  });
}
