// A promotion the demo seed lacks: one limited to a practice list, so a spec can see the
// "not eligible at the selected practice" refusal. Made as an admin makes one, through the back
// office's promotions API (terms copied from the demo's ECP10, which holds for every brand,
// patient type and entry type). Idempotent: a second run changes nothing.
// Type-only imports: erased, so the specs never load the libraries at run time.
import type { CodeClassRow, PromotionRow } from '@lens/validation';
import type { APIRequestContext } from '@playwright/test';
import { api, staffToken } from '../admin-kit';

export const PRACTICE_ONLY_CODE = 'E2EPRACTICE15';
const CODE_CLASS = 'e2e_practice';
const TEMPLATE_CODE = 'ECP10';
/** A sap no practice has: every real practice is outside the promotion's list. */
const ONLY_AT_SAP = '0000001';

export async function ensurePracticeOnlyPromotion(request: APIRequestContext): Promise<string> {
  const admin = api(request, await staffToken(request, 'admin'));
  const { promotion: template } = await admin.get<{ promotion: PromotionRow }>(
    `/admin/api/promotions/${TEMPLATE_CODE}`,
  );
  // The same promotion again is accepted (201), so a rerun finds it as it left it.
  await admin.post('/admin/api/promotions', {
    promotion_name: 'E2E practice-only promotion',
    display_name: PRACTICE_ONLY_CODE,
    code: PRACTICE_ONLY_CODE,
    start_date: '2021-05-27',
    end_date: '2025-12-31',
    eligible_brands: template.eligible_brands,
    patient_types: template.patient_types,
    entry_types: template.entry_types,
    both_eyes: false,
    award: 15,
  });
  const { codeClasses } = await admin.get<{ codeClasses: CodeClassRow[] }>(
    '/admin/api/code-classes',
  );
  if (!codeClasses.some((row) => row.codes.includes(PRACTICE_ONLY_CODE)))
    await admin.post('/admin/api/code-classes', {
      code_class: CODE_CLASS,
      code: PRACTICE_ONLY_CODE,
    });
  const limited = await request.post(`/admin/api/promotions/${PRACTICE_ONLY_CODE}/practice-list`, {
    headers: { 'profile-token': await staffToken(request, 'admin') },
    multipart: {
      type: 'sap',
      file: {
        name: 'saps.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`sap\n${ONLY_AT_SAP}\n`),
      },
    },
  });
  if (!limited.ok())
    throw new Error(
      `practice list: HTTP ${limited.status()} ${(await limited.text()).slice(0, 300)}`,
    );
  await waitForPracticeList(admin);
  return PRACTICE_ONLY_CODE;
}

/** What the entry pages check is the promotions read model, which the projector fills. */
async function waitForPracticeList(admin: ReturnType<typeof api>) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { promotion } = await admin.get<{ promotion: PromotionRow }>(
      `/admin/api/promotions/${PRACTICE_ONLY_CODE}`,
    );
    if (promotion.practice_saps.includes(ONLY_AT_SAP)) return;
    if (Date.now() > deadline)
      throw new Error(`the projector did not show promotion ${PRACTICE_ONLY_CODE} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
