import type { EventStore } from '@lens/event-store';
import type { Promotion } from '@lens/validation';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { Promotions } from '../promotions/promotions';
import {
  type Signed,
  addPatient,
  entryWithSupplies,
  insertPractice,
  monthsOfDailies,
  purchaseCalls,
  purchaseReadModelsReady,
  signUp,
  yearOfDailies,
} from '../../testing/purchase-kit';
import { type TestApp, startTestApp } from '../../testing/test-app';

const promotion = (code: string, overrides: Partial<Promotion> = {}): Promotion => ({
  promotion_name: `Promotion ${code}`,
  code,
  start_date: '2025-01-01',
  end_date: '2025-12-31',
  eligible_brands: ['1DM', 'TAS'],
  patient_types: ['new_acuvue', 'new_product', 'current_wearer'],
  entry_types: ['site'],
  both_eyes: false,
  award: 20,
  ...overrides,
});

describe('promo codes (real PostgreSQL, Redis, projector)', () => {
  let t: TestApp;
  let promotions: Promotions;
  let pat: Signed;
  let patientId: string;
  let other: Signed;

  /** A new entry with supplies (no receipt yet) for the patient. */
  const entry = async (purchaseDate: string, supplies: object = yearOfDailies()) => {
    const calls = purchaseCalls(t, pat.token);
    const created = await calls
      .purchaseDate({ purchase_date: purchaseDate, patient_id: patientId })
      .expect(201);
    const id: string = created.body.result.purchaseSubmissionId;
    await calls.supplies({ patientId, purchase_submission_id: id, supplies }).expect(200);
    return id;
  };
  const submit = (id: string, code: string, token = pat.token) =>
    purchaseCalls(t, token).promo({ code, purchase_submission_id: id });

  beforeAll(async () => {
    t = await startTestApp({ env: { APP_NOW: '2025-08-15T12:00:00Z' } });
    await purchaseReadModelsReady(t);
    await insertPractice(t, { sap: '100200', scgKey: 'SCG-7' });
    pat = await signUp(t);
    patientId = await addPatient(t, pat, { sap: '100200' });
    other = await signUp(t);
    await addPatient(t, other, { sap: '100200' });

    promotions = t.app.get(Promotions);
    await promotions.create(promotion('WELCOME25', { award: 25 }));
    await promotions.create(promotion('ECP10', { award: 10 }));
    await promotions.create(promotion('LOYAL15', { award: 15 }));
    await promotions.create(promotion('SPRING5', { award: 5, end_date: '2025-05-31' }));
    await promotions.create(promotion('AUPONLY', { eligible_brands: ['AUP'] }));
    await promotions.create(promotion('ELSEWHERE'));
    await promotions.setPracticeList({ code: 'ELSEWHERE', type: 'sap', values: ['555555'] });
    await promotions.create(promotion('CHAIN'));
    await promotions.setPracticeList({ code: 'CHAIN', type: 'scg_key', values: ['SCG-7'] });
    await promotions.defineCodeClass({ code_class: 'welcome', code: 'WELCOME25' });
    await promotions.defineCodeClass({ code_class: 'ecp', code: 'ECP10' });
    await promotions.defineCodeClass({ code_class: 'loyalty', code: 'LOYAL15' });
    await promotions.setCombineClasses({ code_class: 'welcome', combine_classes: ['ecp'] });
    await promotions.setCombineClasses({ code_class: 'ecp', combine_classes: ['welcome'] });
  });
  afterAll(() => t.close());

  describe('the Promotions service', () => {
    it('records promotions and code classes as events, with the admin’s metadata', async () => {
      const store = t.app.get<EventStore>(EVENT_STORE);
      const [created] = await store.readStream('promotion-WELCOME25');
      expect(created).toMatchObject({
        type: 'PromotionCreated',
        data: { promotionId: 'WELCOME25', code: 'WELCOME25', definition: { award: 25 } },
        metadata: { actorId: 'system' },
      });
      expect((await store.readStream('codeclass-welcome')).map((e) => e.type)).toEqual([
        'CodeClassDefined',
        'CombineClassesSet',
      ]);
    });

    it('accepts the same promotion again (a seed run twice) and refuses a different one under its code', async () => {
      await expect(promotions.create(promotion('WELCOME25', { award: 25 }))).resolves.toEqual({
        promotionId: 'WELCOME25',
      });
      await expect(promotions.create(promotion('welcome25', { award: 30 }))).rejects.toMatchObject({
        code: 'PROMOTION_EXISTS',
      });
    });

    it('refuses a code in two classes, a class combined with itself and an unknown class', async () => {
      await expect(
        promotions.defineCodeClass({ code_class: 'ecp', code: 'welcome25' }),
      ).rejects.toMatchObject({ code: 'PROMO_CODE_CLASS_TAKEN' });
      await expect(
        promotions.setCombineClasses({ code_class: 'ecp', combine_classes: ['ecp'] }),
      ).rejects.toMatchObject({ code: 'COMBINE_WITH_ITSELF' });
      await expect(
        promotions.setCombineClasses({ code_class: 'nope', combine_classes: [] }),
      ).rejects.toMatchObject({ code: 'CODE_CLASS_NOT_FOUND' });
      await expect(
        promotions.setPracticeList({ code: 'NOPE', type: 'sap', values: ['1'] }),
      ).rejects.toMatchObject({ code: 'PROMOTION_NOT_FOUND' });
    });
  });

  describe('POST purchase-submissions/submit-promo-code', () => {
    it('applies a code (any case) and answers the reward earned', async () => {
      const id = await entry('2025-08-01');
      const response = await submit(id, 'welcome25').expect(200);
      expect(response.body).toEqual({ result: { rewardEarned: 25 } });
    });

    it('stacks two codes whose classes combine (from July 2025), then no third', async () => {
      const id = await entry('2025-08-01');
      await submit(id, 'WELCOME25').expect(200);
      await submit(id, 'ECP10').expect(200);
      const third = await submit(id, 'LOYAL15').expect(400);
      expect(third.body.errors).toEqual([
        { name: 'code', code: 'PROMO_CODE_LIMIT_REACHED', message: expect.any(String) },
      ]);
    });

    it('takes one code only before July 2025 (by the purchase date)', async () => {
      const id = await entry('2025-06-15');
      await submit(id, 'WELCOME25').expect(200);
      const second = await submit(id, 'ECP10').expect(400);
      expect(second.body.errors[0]).toMatchObject({ code: 'PROMO_CODE_LIMIT_REACHED' });
    });

    it.each([
      [
        'a code applied already (any case)',
        ['WELCOME25'],
        'Welcome25',
        'PROMO_CODE_ALREADY_APPLIED',
        'Is already applied.',
      ],
      [
        'classes that do not combine',
        ['WELCOME25'],
        'LOYAL15',
        'PROMO_CODE_INCOMPATIBLE',
        undefined,
      ],
      [
        'a code for other practices',
        [],
        'ELSEWHERE',
        'PROMO_CODE_NOT_ELIGIBLE_FOR_PRACTICE',
        'This code is not eligible at the selected practice.',
      ],
      ['an unknown code', [], 'NOSUCHCODE', 'PROMO_CODE_INVALID', 'This promo code is not valid.'],
      ['a code outside its window', [], 'SPRING5', 'PROMO_CODE_INVALID', undefined],
      ['a code for other brands', [], 'AUPONLY', 'PROMO_CODE_INVALID', undefined],
    ])('refuses %s with its own code', async (_label, before, code, error, message) => {
      const id = await entry('2025-08-01');
      for (const applied of before) await submit(id, applied).expect(200);
      const response = await submit(id, code).expect(400);
      expect(response.body.errors).toEqual([
        { name: 'code', code: error, message: message ?? expect.any(String) },
      ]);
    });

    it('matches practice lists by scg key too', async () => {
      const id = await entry('2025-08-01');
      await submit(id, 'CHAIN').expect(200);
    });

    it('answers in Spanish when asked', async () => {
      const id = await entry('2025-08-01');
      await submit(id, 'WELCOME25').expect(200);
      const response = await purchaseCalls(t, pat.token)
        .promo({ code: 'WELCOME25', purchase_submission_id: id })
        .set('Accept-Language', 'es')
        .expect(400);
      expect(response.body.errors[0].message).toBe('Ya está aplicado.');
    });

    it('needs the supplies first, and a well-formed code', async () => {
      const created = await purchaseCalls(t, pat.token)
        .purchaseDate({ purchase_date: '2025-08-01', patient_id: patientId })
        .expect(201);
      const id = created.body.result.purchaseSubmissionId;
      const early = await submit(id, 'WELCOME25').expect(400);
      expect(early.body.errors[0]).toMatchObject({ code: 'SUPPLIES_REQUIRED' });
      const bad = await submit(id, 'NOT A CODE').expect(400);
      expect(bad.body.errors[0]).toMatchObject({ name: 'code', code: 'VALIDATION' });
      const none = await purchaseCalls(t, pat.token)
        .promo({ purchase_submission_id: id })
        .expect(400);
      expect(none.body.errors[0]).toMatchObject({ name: 'code', code: 'NULL' });
    });
  });

  describe('listing, removing and the limit', () => {
    it('GET {id}/promo-codes lists the codes, grouped by class, optionally one code', async () => {
      const id = await entry('2025-08-01');
      await submit(id, 'ECP10').expect(200);
      await submit(id, 'WELCOME25').expect(200);
      const calls = purchaseCalls(t, pat.token);
      const all = await calls.get(`/api/purchase-submissions/${id}/promo-codes`).expect(200);
      expect(all.body.result.promoCodes).toEqual([
        { code: 'WELCOME25', codeClass: 'welcome', award: 25, appliedAt: expect.any(String) },
        { code: 'ECP10', codeClass: 'ecp', award: 10, appliedAt: expect.any(String) },
      ]);
      expect(Object.keys(all.body.result.byCodeClass)).toEqual(['welcome', 'ecp']);
      const one = await calls
        .get(`/api/purchase-submissions/${id}/promo-codes?code=ecp10`)
        .expect(200);
      expect(one.body.result.promoCodes).toEqual([expect.objectContaining({ code: 'ECP10' })]);
      await calls.get(`/api/purchase-submissions/${id}/promo-codes?code=ECP-10`).expect(400);
    });

    it('POST delete-promo-code/{id}: by class once codes stack; the class is needed with two codes', async () => {
      const id = await entry('2025-08-01');
      await submit(id, 'ECP10').expect(200);
      await submit(id, 'WELCOME25').expect(200);
      const remove = (body: object, lang = 'en') =>
        t
          .http()
          .post(`/api/purchase-submissions/delete-promo-code/${id}`)
          .set('profile-token', pat.token)
          .set('Accept-Language', lang)
          .send(body);
      const ambiguous = await remove({}).expect(400);
      expect(ambiguous.body.errors[0]).toMatchObject({ name: 'code_class', code: 'NULL' });
      const removed = await remove({ code_class: 'ecp' }, 'es').expect(200);
      expect(removed.body).toEqual({ result: { message: 'Se quitó el código promocional.' } });
      const unknownClass = await remove({ code_class: 'ecp' }).expect(400);
      expect(unknownClass.body.errors[0]).toMatchObject({ code: 'PROMO_CODE_NOT_APPLIED' });
      await remove({}).expect(200);
      const nothing = await remove({}).expect(400);
      expect(nothing.body.errors[0]).toMatchObject({
        name: 'code_class',
        code: 'PROMO_CODE_NOT_APPLIED',
      });
      const list = await purchaseCalls(t, pat.token)
        .get(`/api/purchase-submissions/${id}/promo-codes`)
        .expect(200);
      expect(list.body.result.promoCodes).toEqual([]);
      await remove({ code_class: 'not a class' }).expect(400);
    });

    it('GET rewards/promocode_limit/{id}: limited once the entry holds what its date allows', async () => {
      const calls = purchaseCalls(t, pat.token);
      const june = await entry('2025-06-20', monthsOfDailies(3));
      const limit = (id: string) => calls.get(`/api/rewards/promocode_limit/${id}`).expect(200);
      expect((await limit(june)).body).toEqual({ result: { promoCodeLimited: false } });
      await submit(june, 'WELCOME25').expect(200);
      expect((await limit(june)).body.result.promoCodeLimited).toBe(true);
      const august = await entry('2025-08-01', monthsOfDailies(3));
      await submit(august, 'WELCOME25').expect(200);
      expect((await limit(august)).body.result.promoCodeLimited).toBe(false);
      await submit(august, 'ECP10').expect(200);
      expect((await limit(august)).body.result.promoCodeLimited).toBe(true);
    });

    it('confirms with the promo rewards on top, by class, largest first', async () => {
      const id = await entry('2025-08-01', monthsOfDailies(6));
      await submit(id, 'ECP10').expect(200);
      await submit(id, 'WELCOME25').expect(200);
      const calls = purchaseCalls(t, pat.token);
      const url = await calls.uploaded(id);
      await calls.receipt({ purchase_submission_id: id, receipt_image_url: url }).expect(200);
      const confirmed = await calls.confirm({ purchase_submission_id: id }).expect(200);
      expect(confirmed.body.result.submission.rewards).toEqual({
        baseReward: 100,
        bonusRewards: { preferredPractice: 0 },
        trueUpReward: 0,
        promocodeRewards: { welcome: 25, ecp: 10 },
        promocodeReward: 35,
        totalReward: 135,
      });
      const locked = await submit(id, 'LOYAL15').expect(409);
      expect(locked.body.errors[0]).toMatchObject({ code: 'ILLEGAL_STATUS' });
    });
  });

  describe('guessing (issue 14 item 7): invalid tries are limited per entry and per profile', () => {
    /** A new profile with its own patient, and a function making entries for it. */
    const guesser = async () => {
      const who = await signUp(t);
      const patient = await addPatient(t, who, { sap: '100200' });
      const newEntry = () =>
        entryWithSupplies(t, who, {
          patientId: patient,
          purchaseDate: '2025-08-01',
          supplies: yearOfDailies(),
        });
      return { who, newEntry };
    };

    it('answers 429 RATE_LIMITED after five invalid tries on an entry, even for a valid code', async () => {
      const { who, newEntry } = await guesser();
      const id = await newEntry();
      for (const code of ['GUESS1', 'GUESS2', 'ELSEWHERE', 'GUESS4', 'SPRING5'])
        await submit(id, code, who.token).expect(400);
      const limited = await submit(id, 'GUESS6', who.token).expect(429);
      expect(limited.body.errors).toEqual([
        { name: 'code', code: 'RATE_LIMITED', message: expect.any(String) },
      ]);
      await submit(id, 'WELCOME25', who.token).expect(429);
      // Another entry of the same profile still has its own tries, and another profile is untouched.
      await submit(await newEntry(), 'WELCOME25', who.token).expect(200);
      const someoneElse = await guesser();
      await submit(await someoneElse.newEntry(), 'ECP10', someoneElse.who.token).expect(200);
    });

    it('answers 429 after ten invalid tries across the profile’s entries', async () => {
      const { who, newEntry } = await guesser();
      const entries = [await newEntry(), await newEntry(), await newEntry()];
      for (let i = 0; i < 10; i += 1)
        await submit(entries[i % 2]!, `GUESS${i}`, who.token).expect(400);
      await submit(entries[2]!, 'WELCOME25', who.token).expect(429);
    });

    it('counts a burst before evaluating: 50 invalid tries at once on an entry, 5 evaluated', async () => {
      const { who, newEntry } = await guesser();
      const id = await newEntry();
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, n) =>
          submit(id, `BURST${n}`, who.token).set('X-Forwarded-For', '10.44.1.1'),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 400)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(45);
    });

    it('answers 429 after thirty invalid tries from one address, whatever the profiles', async () => {
      const from = (ip: string) => (test: ReturnType<typeof submit>) =>
        test.set('X-Forwarded-For', ip);
      const here = from('10.44.2.1');
      for (let profile = 0; profile < 3; profile += 1) {
        const { who, newEntry } = await guesser();
        for (const id of [await newEntry(), await newEntry()])
          for (let i = 0; i < 5; i += 1) await here(submit(id, `ADDR${i}`, who.token)).expect(400);
      }
      const { who, newEntry } = await guesser();
      const id = await newEntry();
      await here(submit(id, 'ADDR9', who.token)).expect(429);
      await from('10.44.2.2')(submit(id, 'ADDR9', who.token)).expect(400);
    });

    it('does not count valid codes, nor refusals of a real code on this entry', async () => {
      const { who, newEntry } = await guesser();
      const id = await newEntry();
      await submit(id, 'WELCOME25', who.token).expect(200);
      for (let i = 0; i < 12; i += 1) {
        await submit(id, 'welcome25', who.token).expect(400); // already applied
        await submit(id, 'LOYAL15', who.token).expect(400); // does not combine
      }
      await submit(id, 'ECP10', who.token).expect(200);
    });
  });

  describe('authorization', () => {
    it('answers another profile’s entry with 404 on every promo route, and 401 without a token', async () => {
      const id = await entry('2025-08-01', monthsOfDailies(3));
      await submit(id, 'WELCOME25').expect(200);
      const theirs = purchaseCalls(t, other.token);
      const answers = [
        await submit(id, 'ECP10', other.token),
        await theirs.get(`/api/purchase-submissions/${id}/promo-codes`),
        await t
          .http()
          .post(`/api/purchase-submissions/delete-promo-code/${id}`)
          .set('profile-token', other.token)
          .send({}),
        await theirs.get(`/api/rewards/promocode_limit/${id}`),
      ];
      expect(answers.map((a) => [a.status, a.body.errors[0].code])).toEqual(
        Array(4).fill([404, 'NOT_FOUND']),
      );
      const unknown = await submit('no-such-entry', 'ECP10').expect(404);
      expect(unknown.body).toEqual(answers[0]!.body);
      const anonymous = [
        await t
          .http()
          .post('/api/purchase-submissions/submit-promo-code')
          .send({ code: 'X', purchase_submission_id: id }),
        await t.http().get(`/api/purchase-submissions/${id}/promo-codes`),
        await t.http().post(`/api/purchase-submissions/delete-promo-code/${id}`).send({}),
        await t.http().get(`/api/rewards/promocode_limit/${id}`),
      ];
      expect(anonymous.map((a) => a.status)).toEqual([401, 401, 401, 401]);
      const list = await purchaseCalls(t, pat.token)
        .get(`/api/purchase-submissions/${id}/promo-codes`)
        .expect(200);
      expect(list.body.result.promoCodes).toHaveLength(1);
    });
  });
});
