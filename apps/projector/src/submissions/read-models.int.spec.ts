import { type SubmissionEvent } from '@lens/domain';
import { PostgresEventStore } from '@lens/event-store';
import { createTestDatabase, type TestDatabase } from '@lens/event-store/testing';
import pino from 'pino';
import { projectorMigrations } from '../migrations';
import { patientLedgerProjection, purchasesConfirmedBefore } from '@lens/read-models';
import { promoUsageProjection } from '@lens/read-models';
import { promotionsProjection } from '@lens/read-models';
import { rebuild } from '../runner/rebuild';
import { submissionsProjection } from '@lens/read-models';

const logger = pino({ level: 'silent' });
const mine = [
  submissionsProjection,
  patientLedgerProjection,
  promoUsageProjection,
  promotionsProjection,
];
const at = '2025-08-02T12:00:00.000Z';
const actor = { actorId: 'profile-1' };

const rewards = {
  baseReward: 200,
  bonusRewards: { preferredPractice: 50 },
  trueUpReward: 0,
  promocodeRewards: { seasonal: 25 },
  promocodeReward: 25,
  totalReward: 275,
};

/** One entry through its life, with the event shapes the domain writes. */
const history = (id: string): SubmissionEvent[] => [
  {
    type: 'PurchaseDateEntered',
    data: {
      submissionId: id,
      profileId: 'profile-1',
      patientId: 'patient-1',
      purchaseDate: '2025-08-01',
      subPhase: 'julTRA_2025',
      entryType: 'site',
      enteredAt: at,
    },
  },
  {
    type: 'SuppliesSubmitted',
    data: {
      submissionId: id,
      supplies: {
        brand_l: '1OH',
        brand_r: '1DM',
        lenses_per_box_l: 90,
        lenses_per_box_r: 90,
        boxes_l: 4,
        boxes_r: 4,
        supplyLength: 12,
        submission_method: 'scan',
      },
      suppliedMonths: 12,
      sap: '100200',
      practice: {
        sap: '100200',
        status: 'active',
        displayName: 'Bright Eyes',
        programs: { preferredpractice: { start_date: '2025-07-01', end_date: '2025-12-31' } },
      },
      patient_type: 'current_wearer',
      sku: '73390560990',
      resubmission: false,
      isAdminResubmit: false,
      exception: null,
      adminException: false,
      submittedAt: at,
    },
  },
  {
    type: 'ProductImageAttached',
    data: { submissionId: id, url: 'http://x/p.jpg', contentHash: null, attachedAt: at },
  },
  {
    type: 'ReceiptImageAttached',
    data: { submissionId: id, url: 'http://x/r.jpg', contentHash: 'h1', attachedAt: at },
  },
  {
    type: 'PromoCodeApplied',
    data: {
      submissionId: id,
      code: 'Summer25',
      codeClass: 'seasonal',
      award: 25,
      combineClasses: ['ecp'],
      appliedAt: at,
    },
  },
  {
    type: 'PromoCodeApplied',
    data: {
      submissionId: id,
      code: 'ECP10',
      codeClass: 'ecp',
      award: 10,
      combineClasses: ['seasonal'],
      appliedAt: at,
    },
  },
  {
    type: 'PromoCodeRemoved',
    data: { submissionId: id, code: 'ecp10', codeClass: 'ecp', reason: 'patient', removedAt: at },
  },
  {
    type: 'SubmissionConfirmed',
    data: {
      submissionId: id,
      confirmationCode: 'ABCDEFGH234567',
      rewards,
      subPhase: 'julTRA_2025',
      supplyMonths: 12,
      preferredActive: true,
      completedAt: at,
      limitRemaining: 0,
      resubmission: false,
      adminLimitConfirmed: false,
      channel: 'm',
    },
  },
  {
    type: 'SubmissionApproved',
    data: { submissionId: id, approvedBy: 'system', exceptionId: null, approvedAt: at },
  },
  {
    type: 'RewardCardOrdered',
    data: {
      submissionId: id,
      orderId: 'o-1',
      amount: 275,
      rewards,
      confirmationCode: 'ABCDEFGH234567',
      fulfillmentType: 'physical_card',
      maskedNumber: '**** **** **** 4242',
      expiry: '08/26',
      orderedAt: at,
    },
  },
  {
    type: 'RewardCardMailed',
    data: { submissionId: id, orderId: 'o-1', trackingId: null, mailedAt: at },
  },
];

describe('purchase-flow read models (real PostgreSQL)', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await createTestDatabase({ migrations: [projectorMigrations] });
    store = new PostgresEventStore({ pool: db.pool });
    const events = history('s-1');
    // Two writes, so the fold continues from rows loaded back from the tables.
    await store.append(
      'submission-s-1',
      events.slice(0, 5).map((e) => ({ ...e, metadata: actor })),
      'no_stream',
    );
    await store.append(
      'submission-s-1',
      events.slice(5).map((e) => ({ ...e, metadata: actor })),
      4,
    );
    await store.append(
      'promotion-SUMMER25',
      [
        {
          type: 'PromotionCreated',
          data: {
            promotionId: 'SUMMER25',
            code: 'Summer25',
            definition: {
              promotion_name: 'Summer',
              start_date: '2025-06-01',
              end_date: '2025-08-31',
              eligible_brands: ['1OH'],
              patient_types: [],
              entry_types: ['site'],
              both_eyes: false,
              award: 25,
            },
            createdAt: at,
          },
        },
        {
          type: 'PromotionPracticeListSet',
          data: {
            promotionId: 'SUMMER25',
            code: 'Summer25',
            type: 'scg_key',
            values: ['K1'],
            setAt: at,
          },
        },
      ],
      'no_stream',
    );
    await store.append(
      'codeclass-seasonal',
      [
        {
          type: 'CodeClassDefined',
          data: { codeClass: 'seasonal', code: 'SUMMER25', definedAt: at },
        },
        {
          type: 'CombineClassesSet',
          data: { codeClass: 'seasonal', combineClasses: ['ecp'], setAt: at },
        },
      ],
      'no_stream',
    );
    // A malformed event never stops a projection.
    await store.append(
      'submission-s-2',
      [{ type: 'PurchaseDateEntered', data: { purchaseDate: '2025-02-30' } }],
      'no_stream',
    );
    for (const projection of mine) {
      const page = { pool: db.pool, store, logger, rebuildBatchSize: 3 };
      await rebuild(page, projection);
    }
  });

  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  it('submissions: the dashboard entry', async () => {
    const { rows } = await db.pool.query(
      "SELECT *, purchase_date::text AS purchase_date FROM read_submissions.submissions WHERE submission_id = 's-1'",
    );
    expect(rows[0]).toMatchObject({
      profile_id: 'profile-1',
      patient_id: 'patient-1',
      status: 'approved',
      purchase_date: '2025-08-01',
      sub_phase: 'julTRA_2025',
      sap: '100200',
      practice: expect.objectContaining({
        sap: '100200',
        displayName: 'Bright Eyes',
        preferred: true,
      }),
      patient_type: 'current_wearer',
      supply_length: 12,
      brands: ['1OH', '1DM'],
      sku: '73390560990',
      product_image_url: 'http://x/p.jpg',
      receipt_image_url: 'http://x/r.jpg',
      receipt_hash: 'h1',
      promo_codes: [{ code: 'Summer25', codeClass: 'seasonal', award: 25 }],
      confirmation_code: 'ABCDEFGH234567',
      total_reward: 275,
      limit_remaining: 0,
      card: {
        state: 'mailed',
        amount: 275,
        orderId: 'o-1',
        orderedAt: at,
        mailedAt: at,
        maskedNumber: '**** **** **** 4242',
        expiry: '08/26',
      },
      event_count: 11,
    });
    const odd = await db.pool.query(
      "SELECT purchase_date FROM read_submissions.submissions WHERE submission_id = 's-2'",
    );
    expect(odd.rows).toEqual([{ purchase_date: null }]);
  });

  it('patient ledger: months, base and true-up earned, status', async () => {
    const { rows } = await db.pool.query(
      "SELECT patient_id, purchase_date::text, supply_months, base_reward, true_up_reward, status, brands FROM read_patient_ledger.entries WHERE submission_id = 's-1'",
    );
    expect(rows).toEqual([
      {
        patient_id: 'patient-1',
        purchase_date: '2025-08-01',
        supply_months: 12,
        base_reward: 200,
        true_up_reward: 0,
        status: 'approved',
        brands: ['1OH', '1DM'],
      },
    ]);
  });

  it("patient ledger: the approval's purchases confirmed before an entry are found through an index", async () => {
    const client = await db.pool.connect();
    const plans: string[] = [];
    try {
      // Scans forbidden where any other way exists: a query left with no index to use still
      // scans (it did: the approval read the whole ledger for every entry it judged).
      await client.query('SET enable_seqscan = off');
      const explaining = {
        query: async (text: string, values?: unknown[]) => {
          const { rows } = await client.query(`EXPLAIN ${text}`, values);
          plans.push(JSON.stringify(rows));
          return { rows: [] };
        },
      };
      await purchasesConfirmedBefore(explaining, {
        profileId: 'profile-1',
        patientId: 'patient-1',
        submissionId: 's-2',
        confirmedAt: at,
      });
    } finally {
      await client.query('SET enable_seqscan = on');
      client.release();
    }
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatch(/Index Scan/);
    expect(plans[0]).not.toMatch(/Seq Scan/);
  });

  it('promo usage: one row per code, removed ones kept inactive, used once confirmed', async () => {
    const { rows } = await db.pool.query(
      'SELECT code_key, code, code_class, award, active, removal_reason, confirmed_at IS NOT NULL AS used FROM read_promo_usage.usage ORDER BY code_key',
    );
    expect(rows).toEqual([
      {
        code_key: 'ECP10',
        code: 'ECP10',
        code_class: 'ecp',
        award: 10,
        active: false,
        removal_reason: 'patient',
        used: false,
      },
      {
        code_key: 'SUMMER25',
        code: 'Summer25',
        code_class: 'seasonal',
        award: 25,
        active: true,
        removal_reason: null,
        used: true,
      },
    ]);
  });

  it('promotions: the definition, its practice lists, its class and combine classes', async () => {
    const { rows } = await db.pool.query(
      `SELECT p.code, p.code_key, p.eligible_brands, p.entry_types, p.award, p.start_date::text,
              p.practice_saps, p.practice_scg_keys, m.code_class, c.combine_classes
         FROM read_promotions.promotions p
         JOIN read_promotions.code_class_members m USING (code_key)
         JOIN read_promotions.code_classes c USING (code_class)`,
    );
    expect(rows).toEqual([
      {
        code: 'Summer25',
        code_key: 'SUMMER25',
        eligible_brands: ['1OH'],
        entry_types: ['site'],
        award: 25,
        start_date: '2025-06-01',
        practice_saps: [],
        practice_scg_keys: ['K1'],
        code_class: 'seasonal',
        combine_classes: ['ecp'],
      },
    ]);
  });
});

describe('submissions read model: data never stalls it (real PostgreSQL)', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  const [entered, , , , , , , confirmed] = history('x');

  /** An entry's first event and its confirmation with the given code. */
  const confirmedWith = (id: string, confirmationCode: string) => [
    { ...entered!, data: { ...entered!.data, submissionId: id }, metadata: actor },
    {
      ...confirmed!,
      data: { ...confirmed!.data, submissionId: id, confirmationCode },
      metadata: actor,
    },
  ];

  beforeAll(async () => {
    db = await createTestDatabase({ migrations: [projectorMigrations] });
    store = new PostgresEventStore({ pool: db.pool });
  });

  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  it('projects two streams that carry the same confirmation code, in one batch or in two', async () => {
    await store.append('submission-a', confirmedWith('a', 'SAMECODE234567'), 'no_stream');
    await store.append('submission-b', confirmedWith('b', 'SAMECODE234567'), 'no_stream');
    await store.append('submission-c', confirmedWith('c', 'SAMECODE234567'), 'no_stream');
    // Batches of 4 events: a and b together, then c against the rows already written.
    await rebuild({ pool: db.pool, store, logger, rebuildBatchSize: 4 }, submissionsProjection);
    const { rows } = await db.pool.query(
      `SELECT submission_id, status, confirmation_code FROM read_submissions.submissions
        ORDER BY submission_id`,
    );
    expect(rows).toEqual(
      ['a', 'b', 'c'].map((id) => ({
        submission_id: id,
        status: 'pending',
        confirmation_code: 'SAMECODE234567',
      })),
    );
  });

  it('keeps a discarded entry as discarded', async () => {
    await store.append(
      'submission-d',
      [
        { ...entered!, data: { ...entered!.data, submissionId: 'd' }, metadata: actor },
        {
          type: 'SubmissionDiscarded',
          data: { submissionId: 'd', discardedAt: at },
          metadata: actor,
        },
      ],
      'no_stream',
    );
    await rebuild({ pool: db.pool, store, logger, rebuildBatchSize: 50 }, submissionsProjection);
    const { rows } = await db.pool.query(
      "SELECT status FROM read_submissions.submissions WHERE submission_id = 'd'",
    );
    expect(rows).toEqual([{ status: 'discarded' }]);
  });
});
