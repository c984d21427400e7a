import { expect, mainHeading, test } from './fixtures';

// Whatever E2E_BASE_URL serves, / must render a page of the app: a main landmark with its
// heading, the footer, and no serious or critical accessibility violation.
test('the app renders at /', async ({ page, checkA11y }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/');

  await expect(page.getByRole('main')).toBeVisible();
  await expect(mainHeading(page)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page).toHaveTitle(/Lens Rewards/);
  expect(errors).toEqual([]);
  await checkA11y();
});

test('the same page works in Spanish after the language toggle', async ({
  page,
  switchLanguage,
}) => {
  await page.goto('/');
  await expect(mainHeading(page)).toBeVisible();
  await switchLanguage('es');
  await expect(
    page.getByRole('contentinfo').getByRole('button', { name: /^Idioma:/ }),
  ).toBeVisible();
});
