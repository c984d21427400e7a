// Layout and focus from issue 29, on the phone and desktop projects: a patient card with a long
// relation keeps its Choose/Elegir button whole, the Spanish dashboard's buttons show their
// labels whole, and the page heading focused after a navigation draws no heavy ring.
import { signInWith } from './support/browser-state';
import { apiAs, practiceNear, registerPatient } from './support/journey-api';
import { expectButtonsWhole } from './support/layout';
import { t } from './support/texts';
import { expect, mainHeading, test } from './fixtures';

test('long Spanish labels stay whole: patient cards and the dashboard (es)', async ({
  page,
  context,
  request,
  baseURL,
  presetLanguage,
}) => {
  const patient = await registerPatient(request, 'es');
  const practice = await practiceNear(request);
  await apiAs(request, patient).post('patients/add', {
    name: 'Sofía Hernández Villalobos',
    relation_to_profile: 'PARENT',
    address1: '1200 Congress Ave',
    address2: 'Apt 3B',
    city: practice.city,
    state: practice.state,
    postal_code: practice.postal_code.slice(0, 5),
    country: 'US',
    sap: practice.sap,
  });
  await presetLanguage('es');
  await signInWith(page, context, baseURL, patient.token);

  await page.goto('/patient_select');
  await expect(mainHeading(page)).toHaveText(t('es', 'pages.patientSelect'));
  await expect(page.getByText(t('es', 'patients.relations.PARENT'))).toBeVisible();
  await expectButtonsWhole(page.getByRole('main').getByRole('button'));

  await page.goto('/dashboard');
  await expect(mainHeading(page)).toHaveText(t('es', 'pages.dashboard'));
  await expectButtonsWhole(page.getByRole('main').getByRole('button'));
  await expectButtonsWhole(page.getByRole('main').getByRole('link', { name: /compra|pacientes/ }));
});

test('the heading focused after a navigation draws no heavy ring', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const patient = await registerPatient(request, 'en');
  await signInWith(page, context, baseURL, patient.token);
  await page.goto('/dashboard');
  await expect(mainHeading(page)).toHaveText(t('en', 'pages.dashboard'));
  // Load: main is not ringed.
  const main = page.getByRole('main');
  expect(await main.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
  // A keyboard navigation: the new page's heading takes focus, with no outline.
  const link = main.getByRole('link', { name: t('en', 'dashboard.managePatients') });
  await link.focus();
  await page.keyboard.press('Enter');
  const heading = mainHeading(page);
  await expect(heading).toBeFocused();
  expect(await heading.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
});
