import { ManualClock } from '../../platform/clock/clock';
import { insertPractices } from '../practices/practice-fixtures';
import { addPatient, signUp } from '../../testing/purchase-kit';
import { type TestApp, startTestApp } from '../../testing/test-app';

const PREFERRED_H1_2024 = {
  preferredpractice: { start_date: '2024-01-01', end_date: '2024-06-30' },
};

describe('estimator: rewards/estimate and eligible-rewards/public (real PostgreSQL, Redis)', () => {
  let t: TestApp;
  const clock = new ManualClock(Date.parse('2024-03-15T12:00:00Z'));
  beforeAll(async () => {
    t = await startTestApp({ clock });
    await insertPractices(t.db.pool, [
      { sap: '7100001', display_name: 'Preferred Eye Care', programs: PREFERRED_H1_2024 },
      { sap: '7100002', display_name: 'Plain Vision' },
      {
        sap: '7100003',
        display_name: 'Closed Optometry',
        status: 'inactive',
        programs: PREFERRED_H1_2024,
      },
      {
        sap: '7100004',
        display_name: 'Soon Preferred Optical',
        programs: { '2024_q2': { start_date: '2024-04-01', end_date: '2024-06-30' } },
      },
    ]);
  });
  afterEach(() => clock.set('2024-03-15T12:00:00Z'));
  afterAll(() => t.close());

  const estimate = (query: Record<string, string | number>) =>
    t.http().get('/api/rewards/estimate').query(query);

  describe('GET /api/rewards/estimate', () => {
    describe("a signed-in patient's estimate (patientId)", () => {
      it("uses the patient's practice and knows a first-time wearer", async () => {
        const profile = await signUp(t);
        const patientId = await addPatient(t, profile, { sap: '7100001' });
        const response = await estimate({ brand: '1OH', monthly_amount: 12, patientId })
          .set('profile-token', profile.token)
          .expect(200);
        expect(response.body).toEqual({
          result: { awardAmount: 150, bonusAmount: 50, newWearer: true },
        });
        // A sap in the query wins over the patient's practice.
        const elsewhere = await estimate({
          brand: '1OH',
          monthly_amount: 12,
          patientId,
          sap: '7100002',
        })
          .set('profile-token', profile.token)
          .expect(200);
        expect(elsewhere.body.result).toEqual({
          awardAmount: 150,
          bonusAmount: 0,
          newWearer: true,
        });
      });

      it("answers 404 for someone else's patient, and a visitor's estimate without a token", async () => {
        const owner = await signUp(t);
        const patientId = await addPatient(t, owner, { sap: '7100001' });
        const other = await signUp(t);
        const refused = await estimate({ brand: '1OH', monthly_amount: 12, patientId })
          .set('profile-token', other.token)
          .expect(404);
        expect(refused.body.errors).toEqual([
          expect.objectContaining({ name: 'patientId', code: 'NOT_FOUND' }),
        ]);
        const visitor = await estimate({ brand: '1OH', monthly_amount: 12, patientId }).expect(200);
        expect(visitor.body.result).toEqual({ awardAmount: 150, bonusAmount: 0, newWearer: false });
      });
    });

    it('estimates a 12-month supply at a preferred-active practice with the preferred bonus', async () => {
      const response = await estimate({
        brand: '1OH',
        monthly_amount: '12',
        sap: '7100001',
      }).expect(200);
      expect(response.body).toEqual({
        result: { awardAmount: 150, bonusAmount: 50, newWearer: false },
      });
    });

    it.each([
      ['no practice', { brand: '1OH', monthly_amount: 12 }, 150, 0],
      [
        'a practice that is not preferred',
        { brand: '1OH', monthly_amount: 12, sap: '7100002' },
        150,
        0,
      ],
      ['an inactive practice', { brand: '1OH', monthly_amount: 12, sap: '7100003' }, 150, 0],
      ['a brand without the bonus', { brand: 'ATL', monthly_amount: 12, sap: '7100001' }, 150, 0],
      ['a 3-month supply', { brand: '1OH', monthly_amount: 3, sap: '7100001' }, 15, 0],
      ['the not-listed practice', { brand: 'TAS', monthly_amount: 6, sap: '999' }, 50, 0],
    ])('estimates with %s', async (_case, query, awardAmount, bonusAmount) => {
      const response = await estimate(query).expect(200);
      expect(response.body.result).toEqual({ awardAmount, bonusAmount, newWearer: false });
    });

    it('accepts the signed-in patient’s ids and the unit, and ignores unknown parameters', async () => {
      const response = await estimate({
        brand: 'FAL',
        monthly_amount: 9,
        profileId: 'p-1',
        patientId: 'pt-1',
        unit_of_measure: 'months',
        page: 'estimator',
      }).expect(200);
      expect(response.body.result).toEqual({ awardAmount: 100, bonusAmount: 0, newWearer: false });
    });

    it('takes a visitor’s new-or-current choice as the patient type (issue 29)', async () => {
      const newcomer = await estimate({
        brand: '1OH',
        monthly_amount: 12,
        patient_type: 'new_acuvue',
      }).expect(200);
      expect(newcomer.body.result).toMatchObject({ newWearer: true });
      const wearer = await estimate({
        brand: '1OH',
        monthly_amount: 12,
        patient_type: 'current_wearer',
      }).expect(200);
      expect(wearer.body.result).toMatchObject({ newWearer: false });
      const refused = await estimate({ brand: '1OH', monthly_amount: 12, patient_type: 'martian' })
        .set('Accept-Language', 'es')
        .expect(400);
      expect(refused.body.errors).toEqual([
        {
          name: 'patient_type',
          code: 'VALIDATION',
          message: 'No es un tipo de paciente válido',
        },
      ]);
    });

    it('follows the clock: a later sub-phase pays its own values', async () => {
      clock.set('2025-08-15T12:00:00Z');
      const response = await estimate({ brand: '1OH', monthly_amount: 12 }).expect(200);
      expect(response.body.result).toEqual({ awardAmount: 200, bonusAmount: 0, newWearer: false });
    });

    it('answers 404 NOT_FOUND for an unknown practice', async () => {
      const response = await estimate({ brand: '1OH', monthly_amount: 12, sap: '424242' }).expect(
        404,
      );
      expect(response.body.errors).toEqual([
        { name: 'sap', code: 'NOT_FOUND', message: expect.any(String) },
      ]);
    });

    it('answers 400 PRODUCT_NOT_AVAILABLE for a brand the current offer does not include', async () => {
      const response = await estimate({ brand: 'TRA', monthly_amount: 3 })
        .set('Accept-Language', 'es')
        .expect(400);
      expect(response.body.errors).toEqual([
        {
          name: 'brand',
          code: 'PRODUCT_NOT_AVAILABLE',
          message: 'Esta marca de lentes no forma parte de la oferta actual.',
        },
      ]);
    });

    it('answers 400 NO_OFFER_ON_DATE outside the programme', async () => {
      clock.set('2026-02-01T12:00:00Z');
      const response = await estimate({ brand: '1OH', monthly_amount: 12 }).expect(400);
      expect(response.body.errors).toEqual([
        {
          name: 'body',
          code: 'NO_OFFER_ON_DATE',
          message: 'There is no reward offer on this date.',
        },
      ]);
    });

    it.each([
      [{ monthly_amount: 12 }, 'brand', 'NULL'],
      [{ brand: 'XYZ', monthly_amount: 12 }, 'brand', 'VALIDATION'],
      [{ brand: '1OH' }, 'monthly_amount', 'NULL'],
      [{ brand: '1OH', monthly_amount: 5 }, 'monthly_amount', 'VALIDATION'],
      [{ brand: '1OH', monthly_amount: '12abc' }, 'monthly_amount', 'VALIDATION'],
      [{ brand: '1OH', monthly_amount: 12, sap: 'A1' }, 'sap', 'VALIDATION'],
      [
        { brand: '1OH', monthly_amount: 12, unit_of_measure: 'weeks' },
        'unit_of_measure',
        'VALIDATION',
      ],
    ])('answers 400 for %j', async (query, name, code) => {
      const response = await estimate(query).expect(400);
      expect(response.body.errors).toContainEqual({ name, code, message: expect.any(String) });
    });

    it('never answers 500 to repeated parameters', async () => {
      await t.http().get('/api/rewards/estimate?brand=1OH&brand=TAS&monthly_amount=12').expect(400);
    });
  });

  describe('POST /api/eligible-rewards/public', () => {
    const eligible = (body: unknown) =>
      t
        .http()
        .post('/api/eligible-rewards/public')
        .send(body as object);

    it('answers a visitor’s rewards today, and when to check back for more', async () => {
      const response = await eligible({}).expect(200);
      expect(response.body).toEqual({
        result: {
          eligibleRewards: [
            { monthly_amount: 3, awardAmount: 15, bonusAmount: 0, totalAmount: 15 },
            { monthly_amount: 6, awardAmount: 50, bonusAmount: 0, totalAmount: 50 },
            { monthly_amount: 9, awardAmount: 100, bonusAmount: 0, totalAmount: 100 },
            { monthly_amount: 12, awardAmount: 150, bonusAmount: 0, totalAmount: 150 },
          ],
          eligibleDate: '2024-03-15',
          nextRewardDate: '2025-01-01',
          patientType: null,
          displayCheckBackText: true,
        },
      });
    });

    it('prices the chosen practice, brand and supply', async () => {
      const response = await eligible({ sap: 7100001, brand: 'TAS', monthly_amount: '12' }).expect(
        200,
      );
      expect(response.body.result).toEqual({
        eligibleRewards: [
          { monthly_amount: 12, awardAmount: 150, bonusAmount: 50, totalAmount: 200 },
        ],
        eligibleDate: '2024-03-15',
        nextRewardDate: null,
        patientType: null,
        displayCheckBackText: false,
      });
    });

    it('lists only the supplies the purchase form can sell for the brand, and prices none other (issue 29)', async () => {
      const response = await eligible({ brand: 'ATL' }).expect(200);
      expect(
        response.body.result.eligibleRewards.map(
          (reward: { monthly_amount: number }) => reward.monthly_amount,
        ),
      ).toEqual([6, 12]);
      const refused = await estimate({ brand: 'ATL', monthly_amount: 3 }).expect(400);
      expect(refused.body.errors[0]).toMatchObject({ code: 'SUPPLY_NOT_SOLD' });
      await estimate({ brand: 'ATL', monthly_amount: 6 }).expect(200);
    });

    it('points to the day a practice’s preferred programme starts', async () => {
      const response = await eligible({ sap: '7100004', brand: '1OH' }).expect(200);
      expect(response.body.result).toMatchObject({
        nextRewardDate: '2024-04-01',
        displayCheckBackText: true,
      });
    });

    it('answers 404 NOT_FOUND for an unknown practice', async () => {
      const response = await eligible({ sap: '99999999' }).expect(404);
      expect(response.body.errors[0]).toMatchObject({ name: 'sap', code: 'NOT_FOUND' });
    });

    it.each([
      [{ brand: 'ZZZ' }, 'brand'],
      [{ monthly_amount: 7 }, 'monthly_amount'],
      [{ sap: 'abc' }, 'sap'],
      [{ patientId: 'a b' }, 'patientId'],
      [[1, 2], 'body'],
    ])('answers 400 VALIDATION for %j', async (body, name) => {
      const response = await eligible(body).expect(400);
      expect(response.body.errors).toContainEqual({
        name,
        code: 'VALIDATION',
        message: expect.any(String),
      });
    });

    it('answers malformed JSON with 400, never 500', async () => {
      await t
        .http()
        .post('/api/eligible-rewards/public')
        .set('Content-Type', 'application/json')
        .send('{"sap": ')
        .expect(400);
    });
  });
});
