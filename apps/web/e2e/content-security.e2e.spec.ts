import { type Page } from '@playwright/test';
import { entryInProgress } from './support/entry-in-progress';
import { expect, mainHeading, test } from './fixtures';
import { PUBLIC_PAGES } from './support/public-pages';

// No page breaks its own Content-Security-Policy (issue 27): the browser reports a blocked
// script, style or eval as a `securitypolicyviolation` event even when the code that tried it
// catches the error (zod 4's eval probe did, in every chunk that makes a schema).

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/** Loads the form's checks (zod and the schemas): its first field takes focus. */
async function runFormChecks(page: Page) {
  const field = page.getByRole('main').getByRole('textbox').first();
  await field.focus();
  await page.waitForLoadState('networkidle');
}

for (const { route, url } of PUBLIC_PAGES) {
  test(`${route} runs its code and its form’s checks within the CSP`, async ({ page }) => {
    await recordViolations(page);
    await page.goto(url);
    await expect(mainHeading(page)).toBeVisible();
    if (await page.getByRole('main').getByRole('textbox').count()) await runFormChecks(page);
    await page.waitForLoadState('networkidle');
    expect(await violations(page), url).toEqual([]);
  });
}

test('the dashboard and the purchase steps run within the CSP', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await recordViolations(page);
  await entryInProgress({ page, context, request, baseURL }, { step: 'date' });
  for (const url of ['/dashboard', '/purchase_info']) {
    await page.goto(url);
    await expect(mainHeading(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations(page), url).toEqual([]);
  }
});
