import { createHash, randomInt, randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { confirmationCodeGenerator, submissionDecider } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import { writeAggregate } from '../../platform/event-sourcing/write-aggregate';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import {
  type Signed,
  addPatient,
  insertPractice,
  purchaseCalls,
  purchaseReadModelsReady,
  signUp,
  yearOfDailies,
} from '../../testing/purchase-kit';
import { type TestApp, startTestApp } from '../../testing/test-app';
import {
  confirm,
  entryUpToReceipt,
  eventsOf,
  mailsOf,
  startTestWorker,
  uniqueReceipt,
  untilEvent,
  waitUntil,
} from '../../testing/worker-kit';
import { ApprovalProcessor } from './approval.processor';

const DATE = '2025-08-01';
/** Confirmation codes are unique across entries (the dashboard read model's unique index). */
const newConfirmationCode = confirmationCodeGenerator((size) => randomInt(size));

describe('approval job: DESIGN §9 rules, reason codes, mail required (real PostgreSQL, Redis)', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let store: EventStore;

  /** A new profile with a SELF patient at the practice. */
  async function patientAt(sap: string, doctor?: { first_name: string; last_name: string }) {
    const profile = await signUp(t);
    const patientId = await addPatient(t, profile, { sap, doctor });
    return { profile, patientId };
  }

  /** The decision the worker appended after the entry's (last) confirmation. */
  async function decisionOf(id: string) {
    const events = await waitUntil(async () => {
      const all = await eventsOf(t, id);
      const last = all.map((e) => e.type).lastIndexOf('SubmissionConfirmed');
      return last >= 0 && all.length > last + 1 && all;
    }, `the decision on ${id}`);
    const confirmed = events.map((e) => e.type).lastIndexOf('SubmissionConfirmed');
    return { decision: events[confirmed + 1]!, confirmed: events[confirmed]! };
  }

  async function entry(
    who: { profile: Signed; patientId: string },
    sap: string,
    receipt?: ReturnType<typeof uniqueReceipt>,
  ) {
    return entryUpToReceipt(t, who.profile, {
      patientId: who.patientId,
      purchaseDate: DATE,
      sap,
      supplies: yearOfDailies(),
      receipt,
    });
  }

  beforeAll(async () => {
    t = await startTestApp({ env: { APP_NOW: '2025-08-15T12:00:00Z', CARD_MAIL_DELAY_MS: '100' } });
    worker = await startTestWorker(t);
    store = t.app.get<EventStore>(EVENT_STORE);
    await purchaseReadModelsReady(t);
    await insertPractice(t, { sap: '300400' });
    await insertPractice(t, { sap: '300500' });
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
  });

  it('approves an entry that passes every rule, as the system, caused by the confirmation', async () => {
    const who = await patientAt('300400');
    const { id } = await entry(who, '300400');
    await confirm(t, who.profile, id);
    const { decision, confirmed } = await decisionOf(id);
    expect(decision).toMatchObject({
      type: 'SubmissionApproved',
      data: { approvedBy: 'system', exceptionId: null },
      metadata: { actorId: 'system', causationId: confirmed.id },
    });
  });

  it('rejects PRACTICE_INACTIVE when the practice left the programme after the supplies', async () => {
    await insertPractice(t, { sap: '300600' });
    const who = await patientAt('300600');
    const { id } = await entry(who, '300600');
    await t.db.pool.query(`UPDATE practices SET status = 'inactive' WHERE sap = '300600'`);
    await confirm(t, who.profile, id);
    const { decision } = await decisionOf(id);
    expect(decision).toMatchObject({
      type: 'SubmissionRejected',
      data: { reasons: ['PRACTICE_INACTIVE'], rejectedBy: 'system' },
    });
    // The patient sees the reason on the dashboard, and gets an e-mail saying what to fix.
    const shown = await waitUntil(async () => {
      const response = await purchaseCalls(t, who.profile.token).get(
        `/api/purchase-submissions/all/me`,
      );
      const row = response.body.result.purchaseSubmissions.find((s: { id: string }) => s.id === id);
      return row?.status === 'rejected' && row;
    }, 'the rejection on the dashboard');
    expect(shown.reasons).toEqual({ rejection: ['PRACTICE_INACTIVE'], mailRequired: null });
    await waitUntil(async () => (await mailsOf(t, id)).submission_rejected === 1, 'the e-mail');
    const mail = await t.db.pool.query<{ job_id: string }>(
      `SELECT job_id FROM sent_mail WHERE submission_id = $1 AND template = 'submission_rejected'`,
      [id],
    );
    const sent = await t.http().get(`/api/dev/mail/${mail.rows[0]!.job_id}`).expect(200);
    expect(sent.body.result.message.text).toContain(
      'The eye care practice you chose is not taking part in the program.',
    );
    expect(sent.body.result.message.text).toContain('What to fix: Choose the practice');
  });

  it('judges a resubmission again: reactivated practice, resubmitted, approved with a card', async () => {
    await insertPractice(t, { sap: '300700' });
    const who = await patientAt('300700');
    const { id } = await entry(who, '300700');
    await t.db.pool.query(`UPDATE practices SET status = 'inactive' WHERE sap = '300700'`);
    await confirm(t, who.profile, id);
    expect((await decisionOf(id)).decision.type).toBe('SubmissionRejected');
    await t.db.pool.query(`UPDATE practices SET status = 'active' WHERE sap = '300700'`);
    await writeAggregate({
      store,
      stream: `submission-${id}`,
      decider: submissionDecider,
      command: { type: 'StartResubmission', data: { submissionId: id } },
      env: {
        now: Date.parse('2025-08-15T12:00:00Z'),
        newConfirmationCode: () => 'UNUSED',
        submissionWindowDays: t.config.submissionWindowDays,
      },
      context: { actor: { profileId: who.profile.profileId } },
    });
    await purchaseCalls(t, who.profile.token)
      .confirm({ purchase_submission_id: id, resubmission: true })
      .expect(200);
    const { decision } = await decisionOf(id);
    expect(decision.type).toBe('SubmissionApproved');
    await untilEvent(t, id, 'RewardCardMailed');
  });

  it('rejects DUPLICATE_RECEIPT for the same receipt on a second entry, not on the first', async () => {
    const receipt = uniqueReceipt();
    const first = await patientAt('300400');
    const second = await patientAt('300500');
    const a = await entry(first, '300400', receipt);
    const b = await entry(second, '300500', receipt);
    await confirm(t, first.profile, a.id);
    expect((await decisionOf(a.id)).decision.type).toBe('SubmissionApproved');
    await confirm(t, second.profile, b.id);
    expect((await decisionOf(b.id)).decision).toMatchObject({
      type: 'SubmissionRejected',
      data: { reasons: ['DUPLICATE_RECEIPT'] },
    });
  });

  it('rejects ANNUAL_LIMIT_EXCEEDED for a second year of lenses confirmed before the first showed', async () => {
    const who = await patientAt('300400');
    // Both entries get their supplies while neither is confirmed (so neither counts yet).
    const a = await entry(who, '300400');
    const b = await entry(who, '300400');
    await confirm(t, who.profile, a.id);
    expect((await decisionOf(a.id)).decision.type).toBe('SubmissionApproved');
    // The second confirmation raced the first: it judged the year without it.
    await writeAggregate({
      store,
      stream: `submission-${b.id}`,
      decider: submissionDecider,
      command: { type: 'ConfirmSubmission', data: { submissionId: b.id, priorPurchases: [] } },
      env: {
        now: t.app.get<Clock>(CLOCK).now().getTime(),
        newConfirmationCode,
        submissionWindowDays: t.config.submissionWindowDays,
      },
      context: { actor: { profileId: who.profile.profileId } },
    });
    expect((await decisionOf(b.id)).decision).toMatchObject({
      type: 'SubmissionRejected',
      data: { reasons: ['ANNUAL_LIMIT_EXCEEDED'] },
    });
  });

  it('requires mail for a practice that is not listed (sap 999), with mailing instructions', async () => {
    const doctor = { first_name: 'Ana', last_name: 'Ruiz' };
    const who = await patientAt('999', doctor);
    const { id } = await entry(who, '999');
    await confirm(t, who.profile, id);
    const { decision } = await decisionOf(id);
    expect(decision).toMatchObject({
      type: 'MailRequired',
      data: { reason: 'NOT_LISTED_PRACTICE', status: 'mail required' },
    });
    await waitUntil(async () => (await mailsOf(t, id)).mail_required === 1, 'the e-mail');
    const { rows } = await t.db.pool.query<{ job_id: string }>(
      `SELECT job_id FROM sent_mail WHERE submission_id = $1 AND template = 'mail_required'`,
      [id],
    );
    const sent = await t.http().get(`/api/dev/mail/${rows[0]!.job_id}`).expect(200);
    expect(sent.body.result.message.text).toContain('P.O. Box 22841');
    expect(sent.body.result.message.text).toMatch(
      /Write your confirmation code [A-Z0-9-]+ on the copy/,
    );
  });

  it('requires mail when the receipt photo can no longer be used', async () => {
    const who = await patientAt('300400');
    const { id, receiptUrl } = await entry(who, '300400');
    await rm(path.join(t.config.paths.uploads, receiptUrl.split('/').pop()!));
    await confirm(t, who.profile, id);
    expect((await decisionOf(id)).decision).toMatchObject({
      type: 'MailRequired',
      data: { reason: 'RECEIPT_UNUSABLE' },
    });
  });

  describe('rules broken in the entry’s own history (written before a rule changed, or by hand)', () => {
    const supplies = (overrides: Record<string, unknown> = {}) => ({
      brand_l: 'TAS',
      brand_r: 'TAS',
      lenses_per_box_l: 30,
      lenses_per_box_r: 30,
      boxes_l: 3,
      boxes_r: 3,
      supplyLength: 3,
      submission_method: 'manual',
      ...overrides,
    });

    /** Appends an entry's events as an older writer might have, bypassing today's deciders. */
    async function rawEntry(options: {
      purchaseDate: string;
      subPhase: string;
      supplies: Record<string, unknown>;
      receipt: boolean;
    }): Promise<string> {
      const who = await patientAt('300400');
      const id = randomUUID();
      const at = t.app.get<Clock>(CLOCK).now().toISOString();
      const data = { submissionId: id };
      const events: { type: string; data: object }[] = [
        {
          type: 'PurchaseDateEntered',
          data: {
            ...data,
            profileId: who.profile.profileId,
            patientId: who.patientId,
            purchaseDate: options.purchaseDate,
            subPhase: options.subPhase,
            entryType: 'site',
            enteredAt: at,
          },
        },
        {
          type: 'SuppliesSubmitted',
          data: {
            ...data,
            supplies: options.supplies,
            suppliedMonths: 3,
            sap: '300400',
            practice: { sap: '300400', status: 'active', programs: {} },
            patient_type: 'current_wearer',
            sku: null,
            resubmission: false,
            isAdminResubmit: false,
            exception: null,
            adminException: false,
            submittedAt: at,
          },
        },
      ];
      if (options.receipt) {
        const bytes = uniqueReceipt();
        const key = randomUUID();
        const sha256 = createHash('sha256').update(bytes).digest('hex');
        await mkdir(t.config.paths.uploads, { recursive: true });
        await writeFile(path.join(t.config.paths.uploads, key), bytes);
        await t.db.pool.query(
          `INSERT INTO uploads (key, owner_profile_id, submission_id, kind, content_type, size, sha256, original_name)
           VALUES ($1, $2, $3, 'receipt', 'image/jpeg', $4, $5, 'r.jpg')`,
          [key, who.profile.profileId, id, bytes.length, sha256],
        );
        events.push({
          type: 'ReceiptImageAttached',
          data: {
            ...data,
            url: `${t.config.siteUrl}/api/uploads/${key}`,
            contentHash: sha256,
            attachedAt: at,
          },
        });
      }
      const rewards = {
        baseReward: 15,
        bonusRewards: { preferredPractice: 0 },
        trueUpReward: 0,
        promocodeRewards: {},
        promocodeReward: 0,
        totalReward: 15,
      };
      events.push({
        type: 'SubmissionConfirmed',
        data: {
          ...data,
          confirmationCode: newConfirmationCode(),
          rewards,
          subPhase: options.subPhase,
          supplyMonths: 3,
          preferredActive: false,
          completedAt: at,
          limitRemaining: 9,
          resubmission: false,
          adminLimitConfirmed: false,
          channel: null,
        },
      });
      await store.append(
        `submission-${id}`,
        events.map((e) => ({ ...e, metadata: { actorId: who.profile.profileId } })),
        'no_stream',
      );
      return id;
    }

    it.each([
      [
        'RECEIPT_MISSING',
        { purchaseDate: DATE, subPhase: 'jul_2025', supplies: supplies(), receipt: false },
      ],
      [
        'PRODUCT_NOT_AVAILABLE',
        {
          purchaseDate: '2025-02-01',
          subPhase: 'jan_2025',
          supplies: supplies({ brand_l: 'AUT', brand_r: 'AUT' }),
          receipt: true,
        },
      ],
      [
        'PURCHASE_DATE_BEFORE_BRAND_MINIMUM',
        {
          purchaseDate: '2022-06-15',
          subPhase: 'jan_2022',
          supplies: supplies({ brand_l: 'TRP', brand_r: 'TRP' }),
          receipt: true,
        },
      ],
      [
        'RECEIPT_MISMATCH',
        {
          purchaseDate: DATE,
          subPhase: 'jul_2025',
          supplies: supplies({ supplyLength: 12 }),
          receipt: true,
        },
      ],
      [
        'NOT_ELIGIBLE',
        {
          purchaseDate: DATE,
          subPhase: 'jul_2025',
          supplies: supplies({ boxes_r: null }),
          receipt: true,
        },
      ],
    ])('rejects %s', async (reason, entry) => {
      const id = await rawEntry(entry);
      expect((await decisionOf(id)).decision).toMatchObject({
        type: 'SubmissionRejected',
        data: { reasons: expect.arrayContaining([reason]), rejectedBy: 'system' },
      });
      await waitUntil(async () => (await mailsOf(t, id)).submission_rejected === 1, 'the e-mail');
    });
  });

  it('appends nothing when run again on an entry already judged (replay, retry)', async () => {
    const who = await patientAt('300400');
    const { id } = await entry(who, '300400');
    await confirm(t, who.profile, id);
    const { confirmed } = await decisionOf(id);
    await untilEvent(t, id, 'RewardCardMailed');
    const before = await eventsOf(t, id);
    await worker.get(ApprovalProcessor).assess({
      eventId: confirmed.id,
      submissionId: id,
      revision: confirmed.revision,
      position: confirmed.position,
    });
    expect(await eventsOf(t, id)).toHaveLength(before.length);
  });
});
