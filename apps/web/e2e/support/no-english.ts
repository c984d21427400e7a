import { expect, type Page } from '@playwright/test';
import { englishFragments } from './texts';

const FRAGMENTS = englishFragments();

/**
 * Fails when the page shows any English text of the app: what is rendered (visible text) and
 * what assistive technology reads (labels, placeholders, alternative texts, titles).
 */
export async function expectNoEnglish(page: Page, where: string): Promise<void> {
  const shown = await page.evaluate(() => {
    const attributes = [
      ...document.querySelectorAll('[aria-label], [placeholder], [alt], [title]'),
    ].flatMap((el) =>
      ['aria-label', 'placeholder', 'alt', 'title'].map((name) => el.getAttribute(name) ?? ''),
    );
    return [document.body.innerText, document.title, ...attributes].join('\n');
  });
  const english = FRAGMENTS.filter((fragment) =>
    new RegExp(
      `(^|[^\\p{L}])${fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`,
      'u',
    ).test(shown),
  );
  expect(english, `English text on ${where} in Spanish`).toEqual([]);
}
