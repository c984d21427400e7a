import { Tokens } from '../../platform/auth/tokens';
import { ManualClock } from '../../platform/clock/clock';
import {
  type Signed,
  addPatient,
  entryWithReceipt,
  insertPractice,
  monthsOfDailies,
  purchaseCalls,
  purchaseReadModelsReady,
  signUp,
} from '../../testing/purchase-kit';
import { type TestApp, startTestApp } from '../../testing/test-app';

/**
 * Issue 17 item 9: the estimator, for a signed-in patient (`patientId`), answers their next
 * eligible date (the annual limit included) and their wearer type.
 */
describe('eligible-rewards/public for a signed-in patient (real PostgreSQL, Redis, projector)', () => {
  let t: TestApp;
  const clock = new ManualClock(Date.parse('2024-10-25T12:00:00Z'));

  /** The profile's token at the clock's now (tokens expire; the clock jumps months here). */
  const tokenNow = async (profile: Signed) =>
    (await t.app.get(Tokens).issue({ profileId: profile.profileId, role: 'patient' })).token;
  const eligible = async (profile: Signed, body: object, status = 200) =>
    t
      .http()
      .post('/api/eligible-rewards/public')
      .set('profile-token', await tokenNow(profile))
      .send(body)
      .expect(status);

  async function confirmedOn(profile: Signed, patientId: string, day: string, months: number) {
    clock.set(`${day}T12:00:00Z`);
    const signed = { ...profile, token: await tokenNow(profile) };
    const id = await entryWithReceipt(t, signed, {
      patientId,
      purchaseDate: day,
      sap: '820100',
      supplies: monthsOfDailies(months),
    });
    await purchaseCalls(t, signed.token).confirm({ purchase_submission_id: id }).expect(200);
  }

  beforeAll(async () => {
    t = await startTestApp({ clock });
    await purchaseReadModelsReady(t);
    await insertPractice(t, { sap: '820100' });
  });
  afterAll(() => t.close());

  it('waits for the annual limit to make room, and knows a current wearer', async () => {
    const profile = await signUp(t);
    const patientId = await addPatient(t, profile, { sap: '820100' });
    await confirmedOn(profile, patientId, '2024-10-20', 6);
    await confirmedOn(profile, patientId, '2025-03-01', 6);
    clock.set('2025-09-15T12:00:00Z');

    const wearer = await eligible(profile, { patientId, brand: 'TAS' });
    expect(wearer.body.result).toMatchObject({
      eligibleDate: '2025-10-20',
      patientType: 'current_wearer',
    });
    // A year's supply needs both purchases out of the window: after the programme ends.
    const year = await eligible(profile, { patientId, brand: 'TAS', monthly_amount: 12 });
    expect(year.body.result.eligibleDate).toBeNull();
    const otherBrand = await eligible(profile, { patientId, brand: '1OH' });
    expect(otherBrand.body.result.patientType).toBe('new_product');
    // A visitor asking the same question has no limit and no wearer type.
    const visitor = await t
      .http()
      .post('/api/eligible-rewards/public')
      .send({ patientId, brand: 'TAS' })
      .expect(200);
    expect(visitor.body.result).toMatchObject({ eligibleDate: '2025-09-15', patientType: null });
  });

  it('is eligible today as a first-time wearer without history', async () => {
    clock.set('2025-09-15T12:00:00Z');
    const profile = await signUp(t);
    const patientId = await addPatient(t, profile, { sap: '820100' });
    const response = await eligible(profile, { patientId });
    expect(response.body.result).toMatchObject({
      eligibleDate: '2025-09-15',
      patientType: 'new_acuvue',
    });
  });

  it('answers 404 for another profile’s patient', async () => {
    clock.set('2025-09-15T12:00:00Z');
    const owner = await signUp(t);
    const patientId = await addPatient(t, owner, { sap: '820100' });
    const stranger = await signUp(t);
    const refused = await eligible(stranger, { patientId }, 404);
    expect(refused.body.errors[0]).toMatchObject({ name: 'patientId', code: 'NOT_FOUND' });
  });
});
