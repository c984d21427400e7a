import type { EventStore } from '@lens/event-store';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import {
  addPatient,
  entryWithSupplies,
  insertPractice,
  purchaseCalls,
  purchaseReadModelsReady,
  signUp,
  yearOfDailies,
} from '../../testing/purchase-kit';
import { type TestApp, startTestApp } from '../../testing/test-app';

const HOME = '7300001';
const ELSEWHERE = '7300002';

describe('a practice’s promo code (issue 17 item 3; real PostgreSQL, Redis, projector)', () => {
  let t: TestApp;
  let ip = 0;

  beforeAll(async () => {
    t = await startTestApp({ env: { APP_NOW: '2025-09-15T15:00:00Z' } });
    await purchaseReadModelsReady(t);
    await insertPractice(t, { sap: HOME });
    await insertPractice(t, { sap: ELSEWHERE });
  });
  afterAll(() => t.close());

  /** Asks for the practice's code; answers the code the request recorded for the e-mail. */
  async function requestCode(sap: string, email = `visitor-${(ip += 1)}@example.com`) {
    const response = await t
      .http()
      .post('/api/eye-care-professionals/ecp-code-request')
      .set('X-Forwarded-For', `203.0.113.${ip}`)
      .send({ email, sap })
      .expect(202);
    const store = t.app.get<EventStore>(EVENT_STORE);
    const [event] = await store.readStream(`ecp-code-request-${response.body.result.requestId}`);
    return (event!.data as { code: { code: string; award: number } }).code;
  }

  /** A patient's entry with a year of supplies at the practice. */
  async function entryAt(sap: string) {
    const who = await signUp(t);
    const patientId = await addPatient(t, who, { sap });
    const options = { patientId, purchaseDate: '2025-09-10', supplies: yearOfDailies() };
    return { id: await entryWithSupplies(t, who, options), calls: purchaseCalls(t, who.token) };
  }

  it('e-mails the same real code for every request from one practice, even at the same moment', async () => {
    const first = await Promise.all([requestCode(HOME), requestCode(HOME), requestCode(HOME)]);
    const later = await requestCode(HOME);
    expect(new Set([...first, later].map((c) => c.code)).size).toBe(1);
    expect(later).toMatchObject({ code: expect.stringMatching(/^DR[A-Z2-9]{8}$/), award: 20 });
    const other = await requestCode(ELSEWHERE);
    expect(other.code).not.toBe(later.code);

    // One promotion per practice, limited to it from its first event, in the `practice` class.
    const store = t.app.get<EventStore>(EVENT_STORE);
    const promotion = await store.readStream(`promotion-${later.code}`);
    expect(promotion.map((e) => e.type)).toEqual(['PromotionCreated', 'PromotionPracticeListSet']);
    expect(promotion[1]!.data).toMatchObject({ type: 'sap', values: [HOME] });
    const issued = await store.readStream(`practice-code-${HOME}`);
    expect(issued.map((e) => e.type)).toEqual(['PracticeCodeIssued']);
  });

  it('is accepted on an entry at that practice, and refused at any other as not eligible', async () => {
    const { code } = await requestCode(HOME);
    const home = await entryAt(HOME);
    const applied = await home.calls.promo({ code, purchase_submission_id: home.id }).expect(200);
    expect(applied.body.result).toEqual({ rewardEarned: 20 });
    const list = await home.calls
      .get(`/api/purchase-submissions/${home.id}/promo-codes`)
      .expect(200);
    expect(list.body.result.promoCodes).toEqual([
      expect.objectContaining({ code, codeClass: 'practice', award: 20 }),
    ]);

    const away = await entryAt(ELSEWHERE);
    const refused = await away.calls
      .promo({ code: code.toLowerCase(), purchase_submission_id: away.id })
      .set('Accept-Language', 'es')
      .expect(400);
    expect(refused.body.errors).toEqual([
      {
        name: 'code',
        code: 'PROMO_CODE_NOT_ELIGIBLE_FOR_PRACTICE',
        message: expect.stringMatching(/consultorio/),
      },
    ]);
  });
});
