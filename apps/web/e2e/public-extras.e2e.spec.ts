import { type Language, expect, mainHeading, test } from './fixtures';
import { registerProfile } from './public-kit';

// The extra pages for a signed-in profile: the instant-win game spending plays_remaining,
// Inky's lens-care quiz, Janky's app check.

const TEXT = {
  en: {
    game: 'Instant win game',
    left: 'You have 1 play left.',
    reveal: 'Reveal my card',
    result: /You won|Not this time/,
    none: /no plays left/,
    inky: 'Bonus page: Inky',
    false: 'False',
    right: 'That’s right!',
    janky: 'Bonus page: Janky',
    check: 'Check the connection',
    connected: /Connected: the server answered in \d+ ms/,
  },
  es: {
    game: 'Juego de premio instantáneo',
    left: 'Te queda 1 jugada.',
    reveal: 'Descubrir mi tarjeta',
    result: /Ganaste|Esta vez no/,
    none: /No te quedan jugadas/,
    inky: 'Página adicional: Inky',
    false: 'Falso',
    right: '¡Correcto!',
    janky: 'Página adicional: Janky',
    check: 'Comprobar la conexión',
    connected: /Conectado: el servidor respondió en \d+ ms/,
  },
} as const;

for (const language of ['en', 'es'] as Language[]) {
  const text = TEXT[language];

  test(`game, Inky and Janky (${language})`, async ({
    page,
    request,
    login,
    presetLanguage,
    checkA11y,
  }) => {
    await login(await registerProfile(request, language));
    await presetLanguage(language);
    const main = page.getByRole('main');

    await page.goto('/game');
    await expect(mainHeading(page)).toHaveText(text.game);
    await expect(main.getByText(text.left)).toBeVisible();
    await checkA11y();
    const played = page.waitForResponse((r) => r.url().endsWith('/api/extras/game/plays'));
    await main.getByRole('button', { name: text.reveal }).click();
    expect((await played).status()).toBe(201);
    await expect(main.getByText(text.result)).toBeVisible();
    await expect(main.getByText(text.none)).toBeVisible();
    await expect(main.getByRole('button', { name: text.reveal })).toBeDisabled();

    await page.goto('/inky');
    await expect(mainHeading(page)).toHaveText(text.inky);
    await main.getByRole('button', { name: text.false }).click();
    await expect(main.getByText(text.right)).toBeVisible();
    await checkA11y();

    await page.goto('/janky');
    await expect(mainHeading(page)).toHaveText(text.janky);
    await main.getByRole('button', { name: text.check }).click();
    await expect(main.getByText(text.connected)).toBeVisible();
    await checkA11y();
  });
}
