// Playwright fixtures in the epic-stack style: tests ask for `login`, `navigate`, a language and
// an accessibility check, and select elements by role and label only. (Each fixture hands its
// value on through `provide`, Playwright's `use`, renamed so React's hook rule leaves it alone.)
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test as base } from '@playwright/test';

export const TOKEN_STORAGE_KEY = 'lensRewards.token';
export const LANGUAGE_STORAGE_KEY = 'lensRewards.language';
export const COOKIE_CONSENT_STORAGE_KEY = 'lensRewards.cookieConsent';
export const ONBOARDING_HIDDEN_COOKIE = 'lr_onboarding_hidden';

export type Language = 'en' | 'es';

export interface Credentials {
  email: string;
  password: string;
}

export interface LoginOptions {
  /** Skip onboarding: / then leads to the dashboard. */
  onboardingDone?: boolean;
}

interface Fixtures {
  /** Goes to an app path and waits until the page (its main heading) has rendered. */
  navigate: (path: string) => Promise<void>;
  /** Signs in through the API (`POST /api/profiles/login`) and hands the token to the app. */
  login: (credentials: Credentials, options?: LoginOptions) => Promise<{ token: string }>;
  /** Sets the language before the app starts (as a stored toggle choice). */
  presetLanguage: (language: Language) => Promise<void>;
  /** Switches the language through the footer's toggle and its modal, as a visitor would. */
  switchLanguage: (language: Language) => Promise<void>;
  /** Fails on any serious or critical axe violation of the page as it is now. */
  checkA11y: (options?: { exclude?: string[] }) => Promise<void>;
}

/** The app's main heading, once any page has rendered. */
export const mainHeading = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 1 });

const TOGGLE_LABEL = /^(Language|Idioma):/;
const CONFIRM_LABEL = /^(Change language|Cambiar idioma)$/;
const AUTONYM: Record<Language, string> = { en: 'English', es: 'Español' };

export const test = base.extend<Fixtures>({
  page: async ({ page }, provide) => {
    // Decide cookies up front so the consent banner does not cover every journey.
    await page.addInitScript((key) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, 'essential');
    }, COOKIE_CONSENT_STORAGE_KEY);
    await provide(page);
  },

  navigate: async ({ page }, provide) => {
    await provide(async (path) => {
      await page.goto(path);
      await expect(mainHeading(page)).toBeVisible();
    });
  },

  login: async ({ page, context, baseURL }, provide) => {
    await provide(async ({ email, password }, options = {}) => {
      const response = await page.request.post('/api/profiles/login', {
        data: { email, password },
      });
      expect(response.ok(), `login of ${email}: HTTP ${response.status()}`).toBe(true);
      const body = (await response.json()) as {
        result?: { profile?: { token?: string }; token?: string };
      };
      const token = body.result?.profile?.token ?? body.result?.token;
      if (!token) throw new Error('login answered without a token');
      await page.addInitScript(
        ([key, value]) => window.localStorage.setItem(key as string, value as string),
        [TOKEN_STORAGE_KEY, token],
      );
      if (options.onboardingDone) {
        await context.addCookies([
          { name: ONBOARDING_HIDDEN_COOKIE, value: '1', url: baseURL ?? '' },
        ]);
      }
      return { token };
    });
  },

  presetLanguage: async ({ page }, provide) => {
    await provide(async (language) => {
      await page.addInitScript(
        ([key, value]) => window.localStorage.setItem(key as string, value as string),
        [LANGUAGE_STORAGE_KEY, language],
      );
    });
  },

  switchLanguage: async ({ page }, provide) => {
    await provide(async (language) => {
      await page.getByRole('contentinfo').getByRole('button', { name: TOGGLE_LABEL }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: AUTONYM[language] }).check();
      await dialog.getByRole('button', { name: CONFIRM_LABEL }).click();
      await expect(dialog).toBeHidden();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    });
  },

  checkA11y: async ({ page }, provide) => {
    await provide(async (options = {}) => {
      let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
      for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
      const { violations } = await builder.analyze();
      const blocking = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          targets: v.nodes.map((n) => n.target.join(' ')),
        }));
      expect(blocking, `axe: serious or critical violations on ${page.url()}`).toEqual([]);
    });
  },
});

export { expect };
