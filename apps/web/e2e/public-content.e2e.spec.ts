import { type Language, expect, mainHeading, test } from './fixtures';

// FAQ and terms: searchable answers, the question form to support, every terms alias and
// version, the express terms, in both languages, with no serious accessibility violation.
const FAQ = {
  en: {
    title: 'Frequently asked questions',
    search: 'Search the FAQ',
    word: 'card',
    count: /answers? match “card”/,
    ask: 'Ask us a question',
    first: /First name/,
    last: /Last name/,
    email: /E-mail address/,
    question: /Your question/,
    send: 'Send my question',
    sent: /we received your question/,
  },
  es: {
    title: 'Preguntas frecuentes',
    search: 'Buscar en las preguntas frecuentes',
    word: 'tarjeta',
    count: /respuestas? coincide.? con “tarjeta”/,
    ask: 'Haznos una pregunta',
    first: /^Nombre/,
    last: /Apellido/,
    email: /Correo electrónico/,
    question: /Tu pregunta/,
    send: 'Enviar mi pregunta',
    sent: /recibimos tu pregunta/,
  },
} as const;

for (const language of ['en', 'es'] as Language[]) {
  test(`FAQ: search, topics and the question form (${language})`, async ({
    page,
    presetLanguage,
    checkA11y,
  }) => {
    const text = FAQ[language];
    await presetLanguage(language);
    await page.goto('/faq?topic=card');
    await expect(mainHeading(page)).toHaveText(text.title);
    const main = page.getByRole('main');
    await checkA11y();

    await main.getByRole('searchbox', { name: text.search }).fill(text.word);
    await expect(main.getByRole('status')).toHaveText(text.count);
    await expect(page).toHaveURL(new RegExp(`q=${text.word}`));

    await page.goto('/faq?goToForm=1');
    await expect(mainHeading(page)).toHaveText(text.title);
    const form = main.getByRole('region', { name: text.ask });
    await expect(form.getByRole('textbox', { name: text.first })).toBeFocused();
    await form.getByRole('textbox', { name: text.first }).fill('Ana');
    await form.getByRole('textbox', { name: text.last }).fill('Ruiz');
    await form.getByRole('textbox', { name: text.email }).fill(`faq-${language}@example.com`);
    await form.getByRole('textbox', { name: text.question }).fill('When will my card arrive?');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/escalations'));
    await form.getByRole('button', { name: text.send }).click();
    expect((await sent).ok()).toBe(true);
    await expect(form.getByText(text.sent)).toBeVisible();
    await checkA11y();
  });
}

const TERMS = {
  en: {
    title: 'Terms and conditions',
    rewards: 'Reward program terms',
    preferred: 'Preferred practice bonus terms',
    express: 'Express rewards terms and conditions',
    caption: 'Rewards of this offer period',
    earlier: /earlier offer period/,
  },
  es: {
    title: 'Términos y condiciones',
    rewards: 'Términos del programa de recompensas',
    preferred: 'Términos del bono de consultorio preferido',
    express: 'Términos y condiciones de las recompensas exprés',
    caption: 'Recompensas de este período de oferta',
    earlier: /período de oferta anterior/,
  },
} as const;

for (const language of ['en', 'es'] as Language[]) {
  test(`terms: every alias and version, and the express terms (${language})`, async ({
    page,
    presetLanguage,
    checkA11y,
  }) => {
    const text = TERMS[language];
    await presetLanguage(language);
    const main = page.getByRole('main');
    for (const [path, document] of [
      ['/terms-and-conditions', text.rewards],
      ['/rewardsterms', text.rewards],
      ['/terms-and-conditions?doc=preferred', text.preferred],
      ['/preferredrewardsterms', text.preferred],
    ] as const) {
      await page.goto(path);
      await expect(mainHeading(page)).toHaveText(text.title);
      await expect(main.getByRole('heading', { level: 2, name: document })).toBeVisible();
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
    }
    await checkA11y();

    await page.goto('/terms-and-conditions/jan_2024');
    await expect(main.getByText(text.earlier)).toBeVisible();
    await expect(main.getByRole('table', { name: text.caption })).toBeVisible();
    await checkA11y();

    await page.goto('/expressrewardsterms');
    await expect(mainHeading(page)).toHaveText(text.express);
    await checkA11y();
  });
}
