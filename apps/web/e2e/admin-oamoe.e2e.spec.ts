// Issue 29 (promises item 3): the OAMOE override, end to end. A practice leaves the programme (an
// ECP upload) after a patient chose it; an admin acting for the patient enters the lenses, the
// API answers PRACTICE_INACTIVE (spec 000 §2) and the override opens: "log incomplete" records
// incomplete_reason, batch_id and comment on the entry; "continue" records the ecp_exception.
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Page } from '@playwright/test';
import { purchase } from '../src/i18n/resources/en/purchase';
import { pages } from '../src/i18n/resources/en/pages';
import { api, eventually, patientAppAs, staffToken } from './admin-kit';
import { expect, mainHeading, test } from './fixtures';

const HEADER =
  'sap,account_name,status,unaffiliated,territory_code,period_name,start_date,end_date,address1,city,state,postal_code,country';

/** An ECP upload of one practice, previewed and committed as an admin does in #/ecp-upload. */
async function uploadPractice(
  request: APIRequestContext,
  admin: string,
  sap: string,
  status: string,
) {
  const row = `${sap},OAMOE Eyes ${sap},${status},false,TX-01,2025_q3,07/01/2025,09/30/2025,500 Congress Ave,Austin,TX,78701,US`;
  const preview = await request.post('/admin/api/ecp-uploads', {
    headers: { 'profile-token': admin },
    multipart: {
      file: {
        name: 'practices.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`${HEADER}\n${row}\n`),
      },
    },
  });
  expect(preview.status(), await preview.text()).toBe(201);
  const { upload } = (
    (await preview.json()) as {
      result: { upload: { uploadId: string; rowsWithErrors: number } };
    }
  ).result;
  expect(upload.rowsWithErrors).toBe(0);
  const { uploadId } = upload;
  await api(request, admin).post(`/admin/api/ecp-uploads/${uploadId}/commit`);
}

/** A patient at a new practice that then leaves the programme, and an admin acting for them. */
async function patientAtInactivePractice(request: APIRequestContext) {
  const admin = await staffToken(request, 'admin');
  const sap = `7${Date.now() % 1_000_000}${Math.floor(Math.random() * 10)}`;
  await uploadPractice(request, admin, sap, 'active');
  const registered = await request.post('/api/profiles', {
    data: {
      email: `e2e-oamoe-${randomUUID()}@example.com`,
      password: 'Lenses-2025',
      first_name: 'Olga',
      last_name: 'Mora',
      birthday: '1988-03-04',
      language: 'en',
    },
  });
  expect(registered.status()).toBe(201);
  const { profile } = (
    (await registered.json()) as {
      result: { profile: { id: string; token: string } };
    }
  ).result;
  const { patient } = await api(request, profile.token).post<{ patient: { id: string } }>(
    '/api/patients/add',
    {
      name: 'Olga Mora',
      relation_to_profile: 'SELF',
      address1: '1200 Congress Ave',
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
      country: 'US',
      sap,
    },
  );
  await uploadPractice(request, admin, sap, 'inactive');
  const { token: acting } = await api(request, admin).post<{ token: string }>(
    '/admin/api/impersonation',
    { profile_id: profile.id, comment: 'Patient called: the practice closed' },
  );
  return { admin, acting, sap, profileId: profile.id, patientId: patient.id };
}

type Acting = Awaited<ReturnType<typeof patientAtInactivePractice>>;

/** A new entry (its purchase date) and the patient app at its lenses, signed in as the admin acting. */
async function atTheLenses(page: Page, request: APIRequestContext, who: Acting, baseURL?: string) {
  const { purchaseSubmissionId } = await api(request, who.acting).post<{
    purchaseSubmissionId: string;
  }>('/api/purchase-submissions/purchase-date', {
    purchase_date: '2025-09-10',
    patient_id: who.patientId,
  });
  const draft = {
    profileId: who.profileId,
    step: 'supplies',
    updatedAt: Date.now(),
    patientId: who.patientId,
    patientName: 'Olga Mora',
    sap: who.sap,
    practiceName: `OAMOE Eyes ${who.sap}`,
    submissionId: purchaseSubmissionId,
    purchaseDate: '2025-09-10',
  };
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key as string, value as string),
    ['lensRewards.incompleteEntry', JSON.stringify(draft)],
  );
  await patientAppAs(page, baseURL, who.acting);
  await page.goto('/product_intake');
  await expect(mainHeading(page)).toHaveText(pages.productIntake);
  const eyes = page.getByRole('group', { name: purchase.intake.bothEyesLegend });
  await eyes.getByLabel('Brand').selectOption({ label: 'AquaDay Moist' });
  await eyes.getByLabel('Box size').selectOption({ label: '90 lenses per box' });
  await eyes.getByLabel('Number of boxes').selectOption({ label: '2 boxes (about 6 months)' });
  await page.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: purchase.oamoe.title });
  await expect(dialog).toBeVisible();
  return { id: purchaseSubmissionId, dialog };
}

interface History {
  history: { type: string; impersonatorId: string | null; summary: Record<string, unknown> }[];
}

test('an inactive practice: the admin logs the entry incomplete with its reason, batch and comment', async ({
  page,
  request,
  baseURL,
  checkA11y,
}) => {
  const who = await patientAtInactivePractice(request);
  const { id, dialog } = await atTheLenses(page, request, who, baseURL);
  await checkA11y();
  await dialog.getByRole('button', { name: purchase.oamoe.logIncomplete }).click();
  await dialog
    .getByLabel(purchase.oamoe.reason)
    .selectOption({ label: purchase.oamoe.reasons.awaiting_documents });
  await dialog.getByLabel(purchase.oamoe.batch).fill('OAMOE-2025-09');
  await dialog
    .getByRole('textbox', { name: purchase.oamoe.comment })
    .fill('Waiting for the invoice.');
  await dialog.getByRole('button', { name: purchase.oamoe.save }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const detail = await eventually(
    () => api(request, who.admin).get<History>(`/admin/api/entries/${id}`),
    (entry) => entry.history.some((h) => h.type === 'EntryLoggedIncomplete'),
    'the entry logged incomplete',
  );
  expect(detail.history.find((h) => h.type === 'EntryLoggedIncomplete')).toMatchObject({
    summary: {
      incompleteReason: 'awaiting_documents',
      batchId: 'OAMOE-2025-09',
      comment: 'Waiting for the invoice.',
    },
  });
  // No supplies were recorded at the inactive practice.
  expect(detail.history.some((h) => h.type === 'SuppliesSubmitted')).toBe(false);
});

test('an inactive practice: the admin continues with an exception, recorded on the supplies', async ({
  page,
  request,
  baseURL,
}) => {
  const who = await patientAtInactivePractice(request);
  const { id, dialog } = await atTheLenses(page, request, who, baseURL);
  await dialog.getByRole('button', { name: purchase.oamoe.continue }).click();
  await expect(mainHeading(page)).toHaveText(pages.receiptUpload);

  const detail = await eventually(
    () => api(request, who.admin).get<History>(`/admin/api/entries/${id}`),
    (entry) => entry.history.some((h) => h.type === 'SuppliesSubmitted'),
    'the supplies',
  );
  expect(detail.history.find((h) => h.type === 'SuppliesSubmitted')).toMatchObject({
    impersonatorId: expect.any(String),
    summary: { sap: who.sap, exception: 'ecp_exception' },
  });
});
