// What the app keeps in the browser, set before it starts: the session token, the onboarding
// cookie and the incomplete entry (the keys are the app's own constants).
import { type BrowserContext, type Page } from '@playwright/test';
import { ONBOARDING_HIDDEN_COOKIE, TOKEN_STORAGE_KEY } from '../../src/config/constants';
import { DRAFT_STORAGE_KEY, type PurchaseDraft } from '../../src/features/draft/purchase-draft';

/** Signs the browser in with a token the API gave (no login call) and skips onboarding. */
export async function signInWith(
  page: Page,
  context: BrowserContext,
  baseURL: string | undefined,
  token: string,
) {
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key as string, value as string),
    [TOKEN_STORAGE_KEY, token],
  );
  await context.addCookies([{ name: ONBOARDING_HIDDEN_COOKIE, value: '1', url: baseURL ?? '' }]);
}

/** The incomplete entry as the app would have kept it, written once before the first page. */
export async function keepDraft(page: Page, draft: Omit<PurchaseDraft, 'updatedAt'>) {
  await page.addInitScript(
    ([key, value]) => {
      if (!window.sessionStorage.getItem('e2e-draft-set')) {
        window.localStorage.setItem(key as string, value as string);
        window.sessionStorage.setItem('e2e-draft-set', '1');
      }
    },
    [DRAFT_STORAGE_KEY, JSON.stringify({ ...draft, updatedAt: Date.now() })],
  );
}
