import type { EventStore } from '@lens/event-store';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import {
  type Signed,
  addPatient,
  entryWithReceipt,
  impersonate,
  insertPractice,
  monthsOfDailies,
  purchaseCalls,
  purchaseReadModelsReady,
  signUp,
  yearOfDailies,
} from '../../testing/purchase-kit';
import { type TestApp, startTestApp } from '../../testing/test-app';

const PREFERRED = { preferredpractice: { start_date: '2025-01-01', end_date: '2025-12-31' } };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('purchase flow (real PostgreSQL, Redis, projector)', () => {
  let t: TestApp;
  let pat: Signed;
  let patientId: string;
  let other: Signed;
  let otherPatient: string;

  const eventsOf = async (id: string) =>
    (await t.app.get<EventStore>(EVENT_STORE).readStream(`submission-${id}`)).map((e) => e.type);

  beforeAll(async () => {
    t = await startTestApp({ env: { APP_NOW: '2025-08-15T12:00:00Z' } });
    await purchaseReadModelsReady(t);
    await insertPractice(t, { sap: '100200', programs: PREFERRED });
    await insertPractice(t, { sap: '300400' });
    pat = await signUp(t);
    patientId = await addPatient(t, pat, { sap: '100200', programs: PREFERRED });
    other = await signUp(t);
    otherPatient = await addPatient(t, other, { sap: '300400' });
  });
  afterAll(() => t.close());

  describe('POST purchase-submissions/purchase-date', () => {
    it('creates an entry with an unguessable id, for the named patient or the profile’s own', async () => {
      const calls = purchaseCalls(t, pat.token);
      const named = await calls
        .purchaseDate({ purchase_date: '2025-08-01', patient_id: patientId })
        .expect(201);
      expect(named.body).toEqual({ result: { purchaseSubmissionId: expect.stringMatching(UUID) } });
      const own = await calls.purchaseDate({ purchase_date: '2025-08-01' }).expect(201);
      const id = own.body.result.purchaseSubmissionId;
      expect(id).not.toBe(named.body.result.purchaseSubmissionId);
      const [entered] = await t.app.get<EventStore>(EVENT_STORE).readStream(`submission-${id}`);
      expect(entered).toMatchObject({
        type: 'PurchaseDateEntered',
        data: {
          profileId: pat.profileId,
          patientId,
          purchaseDate: '2025-08-01',
          subPhase: 'julTRA_2025',
        },
        metadata: { actorId: pat.profileId },
      });
    });

    it.each([
      ['a date after today', { purchase_date: '2025-08-16' }, 'PURCHASE_DATE_IN_FUTURE'],
      ['a date before the programme', { purchase_date: '2020-01-01' }, 'NO_OFFER_ON_DATE'],
      ['no date', {}, 'NULL'],
      ['a date not in ISO form', { purchase_date: '08/01/2025' }, 'VALIDATION'],
    ])('refuses %s on purchase_date (400)', async (_label, body, code) => {
      const response = await purchaseCalls(t, pat.token).purchaseDate(body).expect(400);
      expect(response.body.errors).toEqual([
        { name: 'purchase_date', code, message: expect.any(String) },
      ]);
    });

    it('answers another profile’s patient as not found (404)', async () => {
      const response = await purchaseCalls(t, pat.token)
        .purchaseDate({ purchase_date: '2025-08-01', patient_id: otherPatient })
        .expect(404);
      expect(response.body.errors).toEqual([
        { name: 'patient_id', code: 'NOT_FOUND', message: expect.any(String) },
      ]);
    });

    it('needs a patient named when the profile has none of its own (NULL)', async () => {
      const lonely = await signUp(t);
      const response = await purchaseCalls(t, lonely.token)
        .purchaseDate({ purchase_date: '2025-08-01' })
        .expect(400);
      expect(response.body.errors[0]).toMatchObject({ name: 'patient_id', code: 'NULL' });
    });
  });

  describe('POST purchase-submissions/submit-supplies', () => {
    let id: string;
    beforeEach(async () => {
      const created = await purchaseCalls(t, pat.token)
        .purchaseDate({ purchase_date: '2025-08-01', patient_id: patientId })
        .expect(201);
      id = created.body.result.purchaseSubmissionId;
    });
    const body = (overrides: object = {}) => ({
      patientId,
      purchase_submission_id: id,
      supplies: yearOfDailies(),
      ...overrides,
    });

    it('records the supplies at the patient’s practice (or the sap given)', async () => {
      const response = await purchaseCalls(t, pat.token).supplies(body()).expect(200);
      expect(response.body.result).toEqual({
        purchaseSubmissionId: id,
        supplyLength: 12,
        patientType: expect.any(String),
      });
      const events = await t.app.get<EventStore>(EVENT_STORE).readStream(`submission-${id}`);
      expect(events[1]).toMatchObject({
        type: 'SuppliesSubmitted',
        data: { sap: '100200', suppliedMonths: 12, exception: null, adminException: false },
      });
      await purchaseCalls(t, pat.token)
        .supplies(body({ sap: '300400' }))
        .expect(200);
      const again = await t.app.get<EventStore>(EVENT_STORE).readStream(`submission-${id}`);
      expect(again[again.length - 1]).toMatchObject({ data: { sap: '300400' } });
    });

    it('reads the claim from the boxes when no supply length is sent', async () => {
      const { supplyLength: _omitted, ...noClaim } = monthsOfDailies(6);
      const response = await purchaseCalls(t, pat.token)
        .supplies(body({ supplies: noClaim }))
        .expect(200);
      expect(response.body.result.supplyLength).toBe(6);
    });

    it.each([
      [
        'boxes that do not cover the claim',
        { supplies: { ...monthsOfDailies(3), supplyLength: 12 } },
        'supplies.supplyLength',
        'SUPPLY_LENGTH_NOT_COVERED',
      ],
      [
        'a supply length other than 3, 6, 9 or 12',
        { supplies: { ...monthsOfDailies(6), supplyLength: 5 } },
        'supplies.supplyLength',
        'SUPPLY_LENGTH_INVALID',
      ],
      ['an unknown practice', { sap: '424242' }, 'sap', 'PRACTICE_NOT_FOUND'],
      ['sap 999 without the doctor’s name', { sap: '999' }, 'sap', 'NOT_LISTED_NAME_REQUIRED'],
      ['another patient', { patientId: 'someone-else' }, 'patientId', 'PATIENT_MISMATCH'],
      [
        'a brand missing its boxes',
        { supplies: { brand_r: 'TAS', lenses_per_box_r: 30 } },
        'supplies.boxes_r',
        'NULL',
      ],
    ])('refuses %s (400 on the field)', async (_label, overrides, name, code) => {
      const response = await purchaseCalls(t, pat.token).supplies(body(overrides)).expect(400);
      expect(response.body.errors).toEqual([{ name, code, message: expect.any(String) }]);
      expect(response.body.errors[0].message).not.toBe('An unexpected error occurred.');
    });

    it('refuses a product not yet offered on the purchase date, on that eye', async () => {
      const july = await purchaseCalls(t, pat.token)
        .purchaseDate({ purchase_date: '2025-07-10', patient_id: patientId })
        .expect(201);
      const response = await purchaseCalls(t, pat.token)
        .supplies(
          body({
            purchase_submission_id: july.body.result.purchaseSubmissionId,
            supplies: { ...monthsOfDailies(3, 'TAS'), brand_l: 'TRA' },
          }),
        )
        .expect(400);
      expect(response.body.errors[0]).toMatchObject({
        name: 'supplies.brand_l',
        code: 'PRODUCT_NOT_AVAILABLE',
      });
    });

    it('refuses a purchase older than the submission window (90 days), in English and Spanish', async () => {
      // Issue 12 item 2: purchases from years ago were accepted; 2025-05-17 is day 90 before 08-15.
      const calls = purchaseCalls(t, pat.token);
      await calls.purchaseDate({ purchase_date: '2025-05-17', patient_id: patientId }).expect(201);
      for (const [date, lang, text] of [
        ['2025-05-16', 'en', 'within 90 days'],
        ['2022-06-15', 'es', 'dentro de los 90 días'],
      ]) {
        const response = await t
          .http()
          .post('/api/purchase-submissions/purchase-date')
          .set('profile-token', pat.token)
          .set('Accept-Language', lang as string)
          .send({ purchase_date: date, patient_id: patientId })
          .expect(400);
        expect(response.body.errors).toEqual([
          {
            name: 'purchase_date',
            code: 'SUBMISSION_WINDOW_CLOSED',
            message: expect.stringContaining(text as string),
          },
        ]);
      }
    });

    it('takes the admin-only flags only from an admin acting for the patient (403 otherwise)', async () => {
      const support = await impersonate(t, pat.profileId, 'support');
      for (const caller of [pat.token, support])
        for (const flag of ['exception', 'admin_exception', 'is_admin_resubmit']) {
          const refused = await purchaseCalls(t, caller)
            .supplies(body({ [flag]: true }))
            .expect(403);
          expect(refused.body.errors).toEqual([
            { name: flag, code: 'FORBIDDEN', message: expect.any(String) },
          ]);
        }
      // Support acting for the patient may still enter the supplies without the overrides.
      await purchaseCalls(t, support).supplies(body()).expect(200);
      const admin = await impersonate(t, pat.profileId);
      await purchaseCalls(t, admin)
        .supplies(body({ exception: true, admin_exception: true }))
        .expect(200);
      const events = await t.app.get<EventStore>(EVENT_STORE).readStream(`submission-${id}`);
      expect(events[events.length - 1]).toMatchObject({
        data: { exception: 'ecp_exception', adminException: true },
        metadata: { actorId: pat.profileId, impersonatorId: 'admin-1', comment: 'by phone' },
      });
    });

    it('never answers a malformed body with a 500', async () => {
      const hostile = [
        [],
        'supplies',
        { supplies: [] },
        { patientId: { $ne: 1 }, purchase_submission_id: id, supplies: yearOfDailies() },
        body({ supplies: { ...yearOfDailies(), boxes_l: 1e308 } }),
        body({ supplies: { ...yearOfDailies(), brand_l: '1DM\u0000' } }),
        body({ product_image_url: 'javascript:alert(1)' }),
        body({ sap: 'x'.repeat(100_000) }),
      ];
      for (const payload of hostile) {
        const response = await purchaseCalls(t, pat.token).supplies(payload as object);
        expect(response.status).toBe(400);
        expect(response.body.errors.length).toBeGreaterThan(0);
      }
    });
  });

  describe('POST purchase-submissions/submit-receipt-image and confirm', () => {
    it('confirms once: pending, the breakdown and a confirmation code; a second confirm appends nothing', async () => {
      const id = await entryWithReceipt(t, pat, {
        patientId,
        purchaseDate: '2025-08-01',
        sap: '100200',
        supplies: yearOfDailies(),
      });
      const calls = purchaseCalls(t, pat.token);
      const first = await calls.confirm({ purchase_submission_id: id }, 'm').expect(200);
      const submission = first.body.result.submission;
      expect(submission).toMatchObject({
        id,
        status: 'pending',
        confirmation_code: expect.stringMatching(/^[A-Z2-9]{14}$/),
        rewards: {
          baseReward: 200,
          bonusRewards: { preferredPractice: 50 },
          trueUpReward: 0,
          promocodeRewards: {},
          promocodeReward: 0,
          totalReward: 250,
        },
        purchase_details: { supplyLength: 12, brands: ['1DM'] },
        eye_care_professional: { sap: '100200', preferred: true },
        limitRemaining: 0,
      });
      const before = await eventsOf(id);
      const second = await calls.confirm({ purchase_submission_id: id }).expect(200);
      expect(second.body.result.submission).toEqual(submission);
      expect(await eventsOf(id)).toEqual(before);
      expect(before.filter((type) => type === 'SubmissionConfirmed')).toHaveLength(1);

      const changed = await calls
        .supplies({ patientId, purchase_submission_id: id, supplies: yearOfDailies() })
        .expect(409);
      expect(changed.body.errors[0]).toMatchObject({ code: 'ILLEGAL_STATUS' });
    });

    it('reads the entry’s stream once per command (supplies, receipt, confirm)', async () => {
      const store = t.app.get<EventStore>(EVENT_STORE);
      const fresh = await signUp(t);
      const freshPatient = await addPatient(t, fresh, { sap: '100200', programs: PREFERRED });
      const reads = jest.spyOn(store, 'readStream');
      try {
        const calls = purchaseCalls(t, fresh.token);
        const created = await calls
          .purchaseDate({ purchase_date: '2025-08-01', patient_id: freshPatient })
          .expect(201);
        const id = created.body.result.purchaseSubmissionId as string;
        const url = await calls.uploaded(id);
        const readsOf = () =>
          reads.mock.calls.filter(([stream]) => stream === `submission-${id}`).length;
        const once = async (call: () => Promise<unknown>) => {
          const before = readsOf();
          await call();
          return readsOf() - before;
        };
        expect(
          await once(() =>
            calls
              .supplies({
                patientId: freshPatient,
                purchase_submission_id: id,
                supplies: yearOfDailies(),
              })
              .expect(200),
          ),
        ).toBe(1);
        expect(
          await once(() =>
            calls.receipt({ purchase_submission_id: id, receipt_image_url: url }).expect(200),
          ),
        ).toBe(1);
        expect(await once(() => calls.confirm({ purchase_submission_id: id }).expect(200))).toBe(1);
      } finally {
        reads.mockRestore();
      }
    });

    it('confirms when the worker records the receipt’s reading between the confirm’s read and its append', async () => {
      const store = t.app.get<EventStore>(EVENT_STORE);
      const fresh = await signUp(t);
      const freshPatient = await addPatient(t, fresh, { sap: '100200', programs: PREFERRED });
      const calls = purchaseCalls(t, fresh.token);
      const created = await calls
        .purchaseDate({ purchase_date: '2025-08-01', patient_id: freshPatient })
        .expect(201);
      const id = created.body.result.purchaseSubmissionId as string;
      await calls
        .supplies({
          patientId: freshPatient,
          purchase_submission_id: id,
          supplies: yearOfDailies(),
        })
        .expect(200);
      const url = await calls.uploaded(id);
      await calls.receipt({ purchase_submission_id: id, receipt_image_url: url }).expect(200);
      const stream = `submission-${id}`;
      const read = store.readStream.bind(store);
      // The confirm reads the stream; then, before it appends, the worker records the reading.
      const race = jest.spyOn(store, 'readStream').mockImplementationOnce(async (name, options) => {
        const events = await read(name, options);
        await store.append(
          stream,
          [
            {
              type: 'ReceiptUnreadable',
              data: {
                submissionId: id,
                contentHash: 'a'.repeat(64),
                reason: 'TIMEOUT',
                engine: 'test',
                readAt: '2025-09-15T15:00:00.000Z',
              },
            },
          ],
          'any',
        );
        return events;
      });
      try {
        const confirmed = await calls.confirm({ purchase_submission_id: id }).expect(200);
        expect(confirmed.body.result.submission.confirmation_code).toMatch(/^[A-Z2-9]{14}$/);
      } finally {
        race.mockRestore();
      }
      expect(await eventsOf(id)).toEqual(
        expect.arrayContaining(['ReceiptUnreadable', 'SubmissionConfirmed']),
      );
    });

    it('needs supplies and a receipt before confirming', async () => {
      const calls = purchaseCalls(t, pat.token);
      const patient = await addPatient(t, pat, { relation: 'OTHER', sap: '100200' });
      const created = await calls
        .purchaseDate({ purchase_date: '2025-08-01', patient_id: patient })
        .expect(201);
      const id = created.body.result.purchaseSubmissionId;
      const noSupplies = await calls.confirm({ purchase_submission_id: id }).expect(400);
      expect(noSupplies.body.errors[0]).toMatchObject({
        name: 'supplies',
        code: 'SUPPLIES_REQUIRED',
      });
      await calls
        .supplies({ patientId: patient, purchase_submission_id: id, supplies: monthsOfDailies(3) })
        .expect(200);
      const noReceipt = await calls.confirm({ purchase_submission_id: id }).expect(400);
      expect(noReceipt.body.errors[0]).toMatchObject({
        name: 'receipt_image_url',
        code: 'RECEIPT_REQUIRED',
      });
      const badChannel = await t
        .http()
        .post('/api/purchase-submissions/confirm?channel=mobile')
        .set('profile-token', pat.token)
        .send({ purchase_submission_id: id })
        .expect(400);
      expect(badChannel.body.errors[0]).toMatchObject({ name: 'channel', code: 'VALIDATION' });
    });

    it('takes only a receipt this profile uploaded for this entry', async () => {
      const calls = purchaseCalls(t, pat.token);
      const created = await calls
        .purchaseDate({ purchase_date: '2025-08-01', patient_id: patientId })
        .expect(201);
      const id = created.body.result.purchaseSubmissionId;
      const foreign = await calls
        .receipt({
          purchase_submission_id: id,
          receipt_image_url: 'https://elsewhere.example/r.jpg',
        })
        .expect(400);
      expect(foreign.body.errors).toEqual([
        { name: 'receipt_image_url', code: 'UPLOAD_NOT_FOUND', message: expect.any(String) },
      ]);
      const otherEntry = await purchaseCalls(t, other.token)
        .purchaseDate({ purchase_date: '2025-08-01' })
        .expect(201);
      const theirs = await purchaseCalls(t, other.token).uploaded(
        otherEntry.body.result.purchaseSubmissionId,
      );
      await calls.receipt({ purchase_submission_id: id, receipt_image_url: theirs }).expect(400);
      const mine = await calls.uploaded(id);
      await calls.receipt({ purchase_submission_id: id, receipt_image_url: mine }).expect(200);
      const [, attached] = await t.app.get<EventStore>(EVENT_STORE).readStream(`submission-${id}`);
      expect(attached).toMatchObject({
        type: 'ReceiptImageAttached',
        data: { contentHash: expect.stringMatching(/^[0-9a-f]{64}$/) },
      });
    });
  });

  describe('the patient’s entries and limits', () => {
    let confirmed: string;
    let limitedPatient: string;
    beforeAll(async () => {
      limitedPatient = await addPatient(t, pat, { relation: 'OTHER', sap: '100200' });
      confirmed = await entryWithReceipt(t, pat, {
        patientId: limitedPatient,
        purchaseDate: '2025-08-02',
        sap: '100200',
        supplies: yearOfDailies('1OH'),
      });
      await purchaseCalls(t, pat.token).confirm({ purchase_submission_id: confirmed }).expect(200);
    });

    it('GET all/me and all/{own id} list the profile’s entries, newest first, and hasPreferredEcp', async () => {
      const calls = purchaseCalls(t, pat.token);
      const mine = await calls.get('/api/purchase-submissions/all/me').expect(200);
      const list = mine.body.result.purchaseSubmissions;
      expect(mine.body.result.hasPreferredEcp).toBe(true);
      expect(list.length).toBeGreaterThan(3);
      expect(list.every((entry: { patient_id: string }) => entry.patient_id !== otherPatient)).toBe(
        true,
      );
      expect(list.find((entry: { id: string }) => entry.id === confirmed)).toMatchObject({
        status: 'pending',
        totalReward: 250,
      });
      const byId = await calls.get(`/api/purchase-submissions/all/${pat.profileId}`).expect(200);
      expect(byId.body).toEqual(mine.body);
    });

    it('GET search/by-id finds the profile’s own entry', async () => {
      const found = await purchaseCalls(t, pat.token)
        .get(`/api/purchase-submissions/search/by-id?purchase_submission_id=${confirmed}`)
        .expect(200);
      expect(found.body.result.purchaseSubmission).toMatchObject({
        id: confirmed,
        status: 'pending',
      });
      const unknown = await purchaseCalls(t, pat.token)
        .get('/api/purchase-submissions/search/by-id?purchase_submission_id=nope')
        .expect(404);
      expect(unknown.body.errors[0]).toMatchObject({
        name: 'purchase_submission_id',
        code: 'NOT_FOUND',
      });
      await purchaseCalls(t, pat.token)
        .get('/api/purchase-submissions/search/by-id?purchase_submission_id=a;b')
        .expect(400);
    });

    it('GET sku/{SKU} looks the product up; unknown is 404, malformed 400', async () => {
      const calls = purchaseCalls(t, pat.token);
      const found = await calls.get('/api/purchase-submissions/sku/73390560990').expect(200);
      expect(found.body).toEqual({
        result: { product: { SKU: '73390560990', brand: '1OH', lenses_per_box: 90 } },
      });
      const unknown = await calls.get('/api/purchase-submissions/sku/00000000000').expect(404);
      expect(unknown.body.errors[0]).toMatchObject({ name: 'SKU', code: 'NOT_FOUND' });
      await calls.get('/api/purchase-submissions/sku/123').expect(400);
    });

    it('GET patients/limit-remaining: 12 months less the rolling year’s confirmed supply', async () => {
      const calls = purchaseCalls(t, pat.token);
      const used = await calls
        .get(`/api/patients/limit-remaining?patient_id=${limitedPatient}`)
        .expect(200);
      expect(used.body).toEqual({ result: { limitRemaining: 0 } });
      const ownEntry = await calls
        .get(
          `/api/patients/limit-remaining?patient_id=${limitedPatient}&purchase_submission_id=${confirmed}`,
        )
        .expect(200);
      expect(ownEntry.body.result.limitRemaining).toBe(12);
      const nextYear = await calls
        .get(`/api/patients/limit-remaining?patient_id=${limitedPatient}&purchase_date=2026-08-02`)
        .expect(200);
      expect(nextYear.body.result.limitRemaining).toBe(12);
      const newcomer = await addPatient(t, pat, { relation: 'OTHER' });
      const fresh = await calls
        .get(`/api/patients/limit-remaining?patient_id=${newcomer}`)
        .expect(200);
      expect(fresh.body.result.limitRemaining).toBe(12);
      await calls.get('/api/patients/limit-remaining').expect(400);
    });

    it('refuses a supply over the annual limit, unless an admin confirms it', async () => {
      const calls = purchaseCalls(t, pat.token);
      const created = await calls
        .purchaseDate({ purchase_date: '2025-08-10', patient_id: limitedPatient })
        .expect(201);
      const id = created.body.result.purchaseSubmissionId;
      const body = {
        patientId: limitedPatient,
        purchase_submission_id: id,
        supplies: monthsOfDailies(3),
      };
      const refused = await calls.supplies(body).expect(400);
      expect(refused.body.errors).toEqual([
        {
          name: 'supplies.supplyLength',
          code: 'ANNUAL_LIMIT_EXCEEDED',
          message: expect.any(String),
        },
      ]);
      await purchaseCalls(t, await impersonate(t, pat.profileId))
        .supplies({ ...body, admin_exception: true })
        .expect(200);
    });

    it('holds the limit over every 12-month window: a backdated year after 6 months is refused', async () => {
      // Issue 12 item 1: 6 months dated 08-10, then 12 months dated 08-01 (before it).
      const own = await signUp(t);
      const calls = purchaseCalls(t, own.token);
      const backdating = await addPatient(t, own, { sap: '100200', programs: PREFERRED });
      const later = await entryWithReceipt(t, own, {
        patientId: backdating,
        purchaseDate: '2025-08-10',
        sap: '100200',
        supplies: monthsOfDailies(6),
      });
      await calls.confirm({ purchase_submission_id: later }).expect(200);
      const left = await calls
        .get(`/api/patients/limit-remaining?patient_id=${backdating}&purchase_date=2025-08-01`)
        .expect(200);
      expect(left.body).toEqual({ result: { limitRemaining: 6 } });
      const created = await calls
        .purchaseDate({ purchase_date: '2025-08-01', patient_id: backdating })
        .expect(201);
      const id = created.body.result.purchaseSubmissionId;
      const entryLeft = await calls
        .get(`/api/patients/limit-remaining?patient_id=${backdating}&purchase_submission_id=${id}`)
        .expect(200);
      expect(entryLeft.body.result.limitRemaining).toBe(6);
      const refused = await calls
        .supplies({ patientId: backdating, purchase_submission_id: id, supplies: yearOfDailies() })
        .expect(400);
      expect(refused.body.errors).toEqual([
        {
          name: 'supplies.supplyLength',
          code: 'ANNUAL_LIMIT_EXCEEDED',
          message: expect.any(String),
        },
      ]);
    });

    it('GET patients/active/limited: the active patient (of the newest entry) has no supply left', async () => {
      const limited = await purchaseCalls(t, pat.token)
        .get('/api/patients/active/limited')
        .expect(200);
      expect(limited.body).toEqual({ result: { limited: true } });
      const free = await purchaseCalls(t, other.token)
        .get('/api/patients/active/limited')
        .expect(200);
      expect(free.body).toEqual({ result: { limited: false } });
    });
  });

  it('answers hostile bodies and queries on every purchase route with 4xx, never 500', async () => {
    const bodies: unknown[] = [
      [],
      'text',
      42,
      null,
      { purchase_submission_id: ['a'] },
      { purchase_submission_id: { $gt: '' }, code: { toString: 1 } },
      { purchase_submission_id: 'x'.repeat(70_000), purchase_date: '9999-99-99' },
      { __proto__: { admin: true }, constructor: { prototype: {} } },
      { purchase_submission_id: 's', receipt_image_url: 'http://[::1', supplies: 'all' },
      { uid: '../../etc/passwd', type: 'receipt', language: 'en' },
    ];
    const posts = [
      '/api/purchase-submissions/purchase-date',
      '/api/purchase-submissions/submit-supplies',
      '/api/purchase-submissions/submit-receipt-image',
      '/api/purchase-submissions/confirm?channel[]=m',
      '/api/purchase-submissions/submit-promo-code',
      '/api/purchase-submissions/delete-promo-code/x',
      '/api/uploader/key',
    ];
    for (const path of posts) {
      for (const body of bodies) {
        const response = await t
          .http()
          .post(path)
          .set('profile-token', pat.token)
          .set('Content-Type', 'application/json')
          .send(JSON.stringify(body));
        expect([path, response.status < 500, Array.isArray(response.body.errors)]).toEqual([
          path,
          true,
          true,
        ]);
      }
    }
    const gets = [
      '/api/purchase-submissions/search/by-id?purchase_submission_id[a]=1',
      '/api/purchase-submissions/sku/%00%00',
      '/api/patients/limit-remaining?patient_id=a&purchase_date=2025-02-30',
      '/api/patients/limit-remaining?patient_id[]=a&patient_id[]=b',
      '/api/purchase-submissions/x/promo-codes?code[]=A',
      '/api/rewards/promocode_limit/%2e%2e',
      '/api/uploads/..%2f..%2fetc',
    ];
    for (const path of gets) {
      const response = await t.http().get(path).set('profile-token', pat.token);
      expect([path, response.status >= 400 && response.status < 500]).toEqual([path, true]);
    }
  });

  describe('authorization: another profile learns nothing (404), no token is 401', () => {
    let theirs: string;
    beforeAll(async () => {
      theirs = await entryWithReceipt(t, other, {
        patientId: otherPatient,
        purchaseDate: '2025-08-03',
        sap: '300400',
        supplies: monthsOfDailies(3),
      });
    });

    const routes = (id: string, profileId: string, patient: string) =>
      [
        [
          'POST',
          '/api/purchase-submissions/submit-supplies',
          { patientId: patient, purchase_submission_id: id, supplies: monthsOfDailies(3) },
        ],
        [
          'POST',
          '/api/purchase-submissions/submit-receipt-image',
          { purchase_submission_id: id, receipt_image_url: 'https://x.example/r.jpg' },
        ],
        ['POST', '/api/purchase-submissions/confirm', { purchase_submission_id: id }],
        ['GET', `/api/purchase-submissions/all/${profileId}`, undefined],
        ['GET', `/api/purchase-submissions/search/by-id?purchase_submission_id=${id}`, undefined],
        ['GET', `/api/patients/limit-remaining?patient_id=${patient}`, undefined],
        [
          'GET',
          `/api/patients/limit-remaining?patient_id=${patientId}&purchase_submission_id=${id}`,
          undefined,
        ],
        ['POST', '/api/uploader/key', { uid: id, type: 'receipt', language: 'en' }],
        [
          'POST',
          '/api/purchase-submissions/purchase-date',
          { purchase_date: '2025-08-01', patient_id: patient },
        ],
      ] as const;

    it('answers every id of another profile with 404 and changes nothing', async () => {
      const before = await eventsOf(theirs);
      for (const [method, path, body] of routes(theirs, other.profileId, otherPatient)) {
        const call = method === 'GET' ? t.http().get(path) : t.http().post(path).send(body);
        const response = await call.set('profile-token', pat.token);
        expect([path, response.status]).toEqual([path, 404]);
        expect(response.body.errors[0].code).toBe('NOT_FOUND');
        expect(JSON.stringify(response.body)).not.toContain(other.profileId);
      }
      expect(await eventsOf(theirs)).toEqual(before);
    });

    it('answers an unknown id exactly as another profile’s', async () => {
      const unknown = await purchaseCalls(t, pat.token)
        .confirm({ purchase_submission_id: 'no-such-entry' })
        .expect(404);
      const foreign = await purchaseCalls(t, pat.token)
        .confirm({ purchase_submission_id: theirs })
        .expect(404);
      expect(unknown.body).toEqual(foreign.body);
    });

    it('answers every route without a token with 401', async () => {
      const open = [
        ...routes(theirs, other.profileId, otherPatient),
        ['GET', '/api/purchase-submissions/all/me', undefined],
        ['GET', '/api/purchase-submissions/sku/73390560990', undefined],
        ['GET', '/api/patients/active/limited', undefined],
      ] as const;
      for (const [method, path, body] of open) {
        const response = await (method === 'GET'
          ? t.http().get(path)
          : t.http().post(path).send(body));
        expect([path, response.status, response.body.errors[0].code]).toEqual([
          path,
          401,
          'UNAUTHORIZED',
        ]);
      }
    });
  });
});
