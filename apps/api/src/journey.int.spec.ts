import { randomUUID } from 'node:crypto';
import type { PracticePrograms } from '@lens/domain';
import { Promotions } from './features/promotions/promotions';
import { TINY_JPEG, insertPractice, purchaseReadModelsReady } from './testing/purchase-kit';
import { type TestApp, startTestApp } from './testing/test-app';

/**
 * The patient journey over HTTP, as the web makes it: register → add patient → find practice →
 * purchase date → supplies → upload → receipt → promo code(s) → confirm → the dashboard lists
 * the entry as pending with its breakdown. Once per sub-phase, with the clock pinned inside it;
 * every expected amount is worked out by hand from the specification's table (spec 000 §9).
 */

interface Purchase {
  purchaseDate: string;
  /** The practice's programmes (none: not preferred). */
  programs: PracticePrograms;
  supplies: Record<string, unknown>;
  codes: readonly string[];
}

const dailies = (brand: string, lensesPerBox: number, boxes: number, months: number) => ({
  brand_l: brand,
  brand_r: brand,
  lenses_per_box_l: lensesPerBox,
  lenses_per_box_r: lensesPerBox,
  boxes_l: boxes,
  boxes_r: boxes,
  supplyLength: months,
  submission_method: 'manual',
});

async function journey(t: TestApp, purchases: readonly Purchase[]) {
  const http = () => t.http();
  const registered = await http()
    .post('/api/profiles')
    .send({
      email: `ana.${randomUUID()}@example.com`,
      password: 'Lenses4ever',
      first_name: 'Ana',
      last_name: 'Ruiz',
      birthday: '1985-04-12',
      language: 'en',
    })
    .expect(201);
  const token: string = registered.body.result.profile.token;
  const as = <T extends { set(name: string, value: string): T }>(request: T) =>
    request.set('profile-token', token);

  const ids: string[] = [];
  for (const [n, purchase] of purchases.entries()) {
    // A practice near the patient (the seed is another team's: the row goes in directly).
    const sap = String(700_000 + Math.floor(Math.random() * 99_999) * 10 + n);
    await insertPractice(t, { sap, programs: purchase.programs });
    const found = await as(
      http().get(
        '/api/eye-care-professionals/list/by-postal-code-and-account-name?eye_care_professional_postal_code=62701',
      ),
    ).expect(200);
    const practice = found.body.result.eyeCareProfessionalList.find(
      (p: { sap: string }) => p.sap === sap,
    );
    expect(practice).toMatchObject({ sap });

    const added = await as(http().post('/api/patients/add'))
      .send({
        name: n === 0 ? 'Ana Ruiz' : `Ana Ruiz ${n}`,
        relation_to_profile: n === 0 ? 'SELF' : 'OTHER',
        address1: '12 Elm St.',
        city: 'Springfield',
        state: 'IL',
        postal_code: '62701',
        country: 'US',
        sap: practice.sap,
      })
      .expect(201);
    const patientId: string = added.body.result.patient.id;
    ids.push(await purchaseFor(t, token, patientId, purchase));
  }
  return { token, ids };
}

/** One entry, from its purchase date to its confirmation, all over HTTP. */
async function purchaseFor(t: TestApp, token: string, patientId: string, purchase: Purchase) {
  const post = (path: string) => t.http().post(path).set('profile-token', token);
  const created = await post('/api/purchase-submissions/purchase-date')
    .send({ purchase_date: purchase.purchaseDate, patient_id: patientId })
    .expect(201);
  const id: string = created.body.result.purchaseSubmissionId;
  await post('/api/purchase-submissions/submit-supplies')
    .send({ patientId, purchase_submission_id: id, supplies: purchase.supplies })
    .expect(200);
  const key = await post('/api/uploader/key')
    .send({ uid: id, type: 'receipt', language: 'en' })
    .expect(200);
  const uploaded = await t
    .http()
    .post(key.body.result.uploadPath)
    .attach('upload', TINY_JPEG, 'receipt.jpg')
    .expect(200);
  await post('/api/purchase-submissions/submit-receipt-image')
    .send({ purchase_submission_id: id, receipt_image_url: uploaded.body.outputs.orig.url })
    .expect(200);
  for (const code of purchase.codes) {
    await post('/api/purchase-submissions/submit-promo-code')
      .send({ code, purchase_submission_id: id })
      .expect(200);
  }
  const confirmed = await post('/api/purchase-submissions/confirm?channel=def')
    .send({ purchase_submission_id: id })
    .expect(200);
  expect(confirmed.body.result.submission).toMatchObject({ id, status: 'pending' });
  return id;
}

async function dashboard(t: TestApp, token: string) {
  const response = await t
    .http()
    .get('/api/purchase-submissions/all/me')
    .set('profile-token', token)
    .expect(200);
  return response.body.result as {
    purchaseSubmissions: { id: string; status: string; rewards: unknown }[];
    hasPreferredEcp: boolean;
  };
}

async function inSubPhase(appNow: string) {
  const t = await startTestApp({ env: { APP_NOW: appNow } });
  await purchaseReadModelsReady(t);
  return t;
}

const promotion = (code: string, award: number, start: string, end: string) => ({
  promotion_name: `Journey ${code}`,
  code,
  start_date: start,
  end_date: end,
  eligible_brands: [],
  patient_types: [],
  entry_types: [],
  both_eyes: false,
  award,
});

describe('the patient journey over HTTP, in three sub-phases', () => {
  describe('jan_2023 (max 200, preferred 100; 12 months = 200 − 100)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await inSubPhase('2023-03-15T15:00:00Z');
      await t.app.get(Promotions).create(promotion('WINTER20', 20, '2023-01-01', '2023-06-30'));
    });
    afterAll(() => t.close());

    it('a year of 1-Day dailies at a preferred practice, one promo code: 100 + 100 + 20 = 220', async () => {
      const { token, ids } = await journey(t, [
        {
          purchaseDate: '2023-03-10',
          programs: { '2023_q1': { start_date: '2023-01-01', end_date: '2023-03-31' } },
          supplies: dailies('1DM', 90, 4, 12),
          codes: ['winter20'],
        },
      ]);
      const board = await dashboard(t, token);
      expect(board.hasPreferredEcp).toBe(true);
      expect(board.purchaseSubmissions).toEqual([
        expect.objectContaining({
          id: ids[0],
          status: 'pending',
          sub_phase: 'jan_2023',
          rewards: {
            baseReward: 100,
            bonusRewards: { preferredPractice: 100 },
            trueUpReward: 0,
            promocodeRewards: { WINTER20: 20 },
            promocodeReward: 20,
            totalReward: 220,
          },
          purchase_details: expect.objectContaining({ supplyLength: 12, brands: ['1DM'] }),
          promo_codes: [{ code: 'WINTER20', codeClass: 'WINTER20', award: 20 }],
          receipt_image_url: expect.stringContaining('/api/uploads/'),
          confirmation_code: expect.stringMatching(/^[A-Z2-9]{14}$/),
        }),
      ]);
    });
  });

  describe('apr_2025 (max 250, six months 100)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await inSubPhase('2025-05-20T15:00:00Z');
      const promotions = t.app.get(Promotions);
      await promotions.create(promotion('SPRING30', 30, '2025-04-04', '2025-06-30'));
      await promotions.defineCodeClass({ code_class: 'seasonal', code: 'SPRING30' });
    });
    afterAll(() => t.close());

    it('six months of TAS at a practice that is not preferred, one promo code: 100 + 30 = 130', async () => {
      const { token, ids } = await journey(t, [
        {
          purchaseDate: '2025-05-10',
          programs: {},
          supplies: dailies('TAS', 30, 6, 6),
          codes: ['SPRING30'],
        },
      ]);
      const board = await dashboard(t, token);
      expect(board.hasPreferredEcp).toBe(false);
      expect(board.purchaseSubmissions).toEqual([
        expect.objectContaining({
          id: ids[0],
          status: 'pending',
          sub_phase: 'apr_2025',
          rewards: {
            baseReward: 100,
            bonusRewards: { preferredPractice: 0 },
            trueUpReward: 0,
            promocodeRewards: { seasonal: 30 },
            promocodeReward: 30,
            totalReward: 130,
          },
        }),
      ]);
    });
  });

  describe('julTRA_2025 (max 250, preferred 50, flex 200; two codes stack)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await inSubPhase('2025-08-15T15:00:00Z');
      const promotions = t.app.get(Promotions);
      await promotions.create(promotion('WELCOME25', 25, '2025-07-01', '2025-12-31'));
      await promotions.create(promotion('ECP10', 10, '2025-07-01', '2025-12-31'));
      await promotions.defineCodeClass({ code_class: 'welcome', code: 'WELCOME25' });
      await promotions.defineCodeClass({ code_class: 'ecp', code: 'ECP10' });
      await promotions.setCombineClasses({ code_class: 'welcome', combine_classes: ['ecp'] });
      await promotions.setCombineClasses({ code_class: 'ecp', combine_classes: ['welcome'] });
    });
    afterAll(() => t.close());

    it('a year of 1-Day Oasys at a preferred practice, two codes: 200 + 50 + 25 + 10 = 285', async () => {
      const { token, ids } = await journey(t, [
        {
          purchaseDate: '2025-08-08',
          programs: { preferredpractice: { start_date: '2025-07-01', end_date: '2025-12-31' } },
          supplies: dailies('1OH', 90, 4, 12),
          codes: ['WELCOME25', 'ECP10'],
        },
      ]);
      const board = await dashboard(t, token);
      expect(board.purchaseSubmissions).toEqual([
        expect.objectContaining({
          id: ids[0],
          status: 'pending',
          sub_phase: 'julTRA_2025',
          rewards: {
            baseReward: 200,
            bonusRewards: { preferredPractice: 50 },
            trueUpReward: 0,
            promocodeRewards: { welcome: 25, ecp: 10 },
            promocodeReward: 35,
            totalReward: 285,
          },
        }),
      ]);
    });

    it('a patient completing the year: 9 months in May (100), then 3 in August: 15 + true-up 200 − 115 = 85', async () => {
      const { token } = await journey(t, []);
      const patient = await t
        .http()
        .post('/api/patients/add')
        .set('profile-token', token)
        .send({
          name: 'Luis Ruiz',
          relation_to_profile: 'SELF',
          address1: '12 Elm St.',
          city: 'Springfield',
          state: 'IL',
          postal_code: '62701',
          country: 'US',
          sap: '999',
          first_name: 'Marta',
          last_name: 'Gómez',
        })
        .expect(201);
      const patientId: string = patient.body.result.patient.id;
      const may = await purchaseFor(t, token, patientId, {
        purchaseDate: '2025-05-20',
        programs: {},
        supplies: dailies('1DM', 30, 9, 9),
        codes: [],
      });
      const august = await purchaseFor(t, token, patientId, {
        purchaseDate: '2025-08-10',
        programs: {},
        supplies: dailies('1DM', 30, 3, 3),
        codes: [],
      });
      const board = await dashboard(t, token);
      const byId = new Map(board.purchaseSubmissions.map((entry) => [entry.id, entry]));
      expect(byId.get(may)).toMatchObject({
        sub_phase: 'apr_2025',
        rewards: { baseReward: 100, trueUpReward: 0, totalReward: 100 },
      });
      expect(byId.get(august)).toMatchObject({
        status: 'pending',
        sub_phase: 'julTRA_2025',
        limitRemaining: 0,
        rewards: {
          baseReward: 15,
          bonusRewards: { preferredPractice: 0 },
          trueUpReward: 85,
          promocodeRewards: {},
          promocodeReward: 0,
          totalReward: 100,
        },
      });
      const limited = await t
        .http()
        .get('/api/patients/active/limited')
        .set('profile-token', token)
        .expect(200);
      expect(limited.body.result.limited).toBe(true);
    });
  });
});
