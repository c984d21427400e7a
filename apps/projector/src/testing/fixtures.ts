import { randomUUID } from 'node:crypto';
import {
  type PracticeSnapshot,
  type PromoCodeDefinition,
  type SubmissionCommand,
  type Supplies,
  codeClassDecider,
  promotionDecider,
  submissionDecider,
} from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import {
  PATIENT_LEDGER_TABLE,
  PROGRESS_CHANNEL,
  SUBMISSIONS_TABLE,
  SUBMISSION_HISTORY_TABLE,
} from '@lens/read-models';
import { Client, type Pool } from 'pg';
import {
  PROMO_USAGE_TABLE,
  CODE_CLASSES_TABLE,
  CODE_CLASS_MEMBERS_TABLE,
  PROMOTIONS_TABLE,
} from '@lens/read-models';

type Metadata = { actorId: string; impersonatorId?: string; comment?: string };
type Step = { command: SubmissionCommand; metadata: Metadata }[];

const FIXTURE_NOW = Date.parse('2025-08-02T12:00:00.000Z');
const SYSTEM = { actorId: 'system' };

/** Three months of TAS at a preferred practice: a patient can hold four of these a year. */
const supplies: Supplies = {
  brand_l: 'TAS',
  brand_r: 'TAS',
  lenses_per_box_l: 30,
  lenses_per_box_r: 30,
  boxes_l: 3,
  boxes_r: 3,
  supplyLength: 3,
  submission_method: 'manual',
};
const practice: PracticeSnapshot = {
  sap: '100200',
  status: 'active',
  displayName: 'Bright Eyes Optometry',
  programs: { preferredpractice: { start_date: '2025-01-01', end_date: '2025-12-31' } },
  scgKey: 'SCG-1',
};
const summer: PromoCodeDefinition = {
  code: 'SUMMER25',
  code_class: 'seasonal',
  combine_classes: ['ecp'],
  promotion: {
    promotion_name: 'Summer',
    start_date: '2025-06-01',
    end_date: '2025-08-31',
    eligible_brands: [],
    patient_types: [],
    entry_types: [],
    both_eyes: false,
    award: 25,
  },
};

/** Runs each step's commands through the domain decider and appends its events in one write. */
async function runSteps(store: EventStore, stream: string, steps: readonly Step[]): Promise<void> {
  let state = submissionDecider.initialState();
  let revision: number | 'no_stream' = 'no_stream';
  for (const step of steps) {
    const events: { type: string; data: unknown; metadata: Metadata }[] = [];
    for (const { command, metadata } of step) {
      const decision = submissionDecider.decide(command, state, {
        now: FIXTURE_NOW,
        submissionWindowDays: 90,
        newConfirmationCode: () =>
          stream
            .replace(/[^A-Z2-9]/gi, '')
            .slice(-14)
            .toUpperCase(),
      });
      if (!decision.ok) throw new Error(`fixture ${command.type} failed: ${decision.error.code}`);
      for (const event of decision.events) {
        state = submissionDecider.evolve(state, event);
        events.push({ type: event.type, data: event.data, metadata });
      }
    }
    if (events.length === 0) continue;
    const appended = await store.append(stream, events, revision);
    revision = appended.nextExpectedRevision;
  }
}

/** The promotion and code class the fixtures' promo codes come from (created once). */
async function appendPromotion(store: EventStore): Promise<void> {
  if ((await store.streamRevision('promotion-SUMMER25')) !== null) return;
  const env = { now: FIXTURE_NOW };
  const created = promotionDecider.decide(
    { type: 'CreatePromotion', data: { code: summer.code, definition: summer.promotion } },
    promotionDecider.initialState(),
    env,
  );
  const defined = codeClassDecider.decide(
    { type: 'DefineCodeClass', data: { codeClass: 'seasonal', code: summer.code } },
    codeClassDecider.initialState(),
    env,
  );
  if (!created.ok || !defined.ok) throw new Error('fixture promotion failed');
  const admin = { actorId: 'admin-1' };
  await store.append(
    'promotion-SUMMER25',
    created.events.map((e) => ({ ...e, metadata: admin })),
    'no_stream',
  );
  await store.append(
    'codeclass-seasonal',
    defined.events.map((e) => ({ ...e, metadata: admin })),
    'no_stream',
  );
}

/**
 * Appends `count` realistic submission histories made by the domain's own decider (4–8 events
 * each: some with a promo code, some by an impersonating admin, then approved with a card,
 * rejected or mail required), plus the promotion their codes come from.
 */
export async function appendSubmissions(store: EventStore, count: number): Promise<string[]> {
  await appendPromotion(store);
  const ids: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const id = randomUUID();
    const profileId = `profile-${n % 37}`;
    const patientId = `patient-${n % 50}`;
    const actor = { actorId: profileId };
    const admin = { actorId: profileId, impersonatorId: 'admin-1', comment: 'helping by phone' };
    const submissionId = id;
    const entry: Step = [
      {
        command: {
          type: 'EnterPurchaseDate',
          data: { submissionId, profileId, patientId, purchaseDate: '2025-08-01' },
        },
        metadata: actor,
      },
      {
        command: {
          type: 'SubmitSupplies',
          data: {
            submissionId,
            patientId,
            supplies,
            practice,
            patientType: 'current_wearer',
            priorPurchases: [],
          },
        },
        metadata: n % 5 === 0 ? admin : actor,
      },
      {
        command: {
          type: 'AttachReceiptImage',
          data: { submissionId, url: `http://localhost/api/uploads/${id}.jpg`, contentHash: id },
        },
        metadata: actor,
      },
    ];
    if (n % 4 === 0)
      entry.push({
        command: {
          type: 'ApplyPromoCode',
          data: { submissionId, code: 'summer25', definition: summer },
        },
        metadata: actor,
      });
    const confirm: Step = [
      {
        command: { type: 'ConfirmSubmission', data: { submissionId, priorPurchases: [] } },
        metadata: actor,
      },
    ];
    const outcome: Step[] = [];
    if (n % 3 === 0) {
      outcome.push([
        {
          command: { type: 'ApproveSubmission', data: { submissionId, approvedBy: 'system' } },
          metadata: SYSTEM,
        },
      ]);
      if (n % 6 === 0)
        outcome.push(
          [
            {
              command: { type: 'OrderRewardCard', data: { submissionId, orderId: `o-${id}` } },
              metadata: SYSTEM,
            },
          ],
          [
            {
              command: { type: 'MarkRewardCardMailed', data: { submissionId, orderId: `o-${id}` } },
              metadata: SYSTEM,
            },
          ],
        );
    } else if (n % 7 === 1) {
      outcome.push([
        {
          command: {
            type: 'RejectSubmission',
            data: { submissionId, reasons: ['RECEIPT_UNREADABLE'], rejectedBy: 'system' },
          },
          metadata: SYSTEM,
        },
      ]);
    } else if (n % 11 === 2) {
      outcome.push([
        {
          command: { type: 'RequireMail', data: { submissionId, reason: 'RECEIPT_UNUSABLE' } },
          metadata: SYSTEM,
        },
      ]);
    }
    await runSteps(store, `submission-${id}`, [entry, confirm, ...outcome]);
    ids.push(id);
  }
  return ids;
}

/** Every read-model row, in a stable order, for comparing two builds. */
export async function snapshotReadModels(pool: Pool): Promise<Record<string, unknown[]>> {
  const submissions = await pool.query(`SELECT * FROM ${SUBMISSIONS_TABLE} ORDER BY submission_id`);
  const history = await pool.query(
    `SELECT * FROM ${SUBMISSION_HISTORY_TABLE} ORDER BY stream_id, revision`,
  );
  const ledger = await pool.query(`SELECT * FROM ${PATIENT_LEDGER_TABLE} ORDER BY submission_id`);
  const promoUsage = await pool.query(
    `SELECT * FROM ${PROMO_USAGE_TABLE} ORDER BY submission_id, code_key`,
  );
  const promotions = await pool.query(
    `SELECT p.*, m.code_class, c.combine_classes FROM ${PROMOTIONS_TABLE} p
       LEFT JOIN ${CODE_CLASS_MEMBERS_TABLE} m USING (code_key)
       LEFT JOIN ${CODE_CLASSES_TABLE} c USING (code_class)
      ORDER BY p.promotion_id`,
  );
  return {
    submissions: submissions.rows,
    history: history.rows,
    ledger: ledger.rows,
    promoUsage: promoUsage.rows,
    promotions: promotions.rows,
  };
}

export async function waitFor<T>(
  probe: () => Promise<T | undefined | false>,
  timeoutMs = 20_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * The position of the newest committed event, ignoring the readers' watermark: a test's writers
 * are done, so every projection must reach it. (The watermark itself may lag behind while any
 * transaction on the server, even in another database, is open.)
 */
export async function lastCommitted(pool: Pool): Promise<string | null> {
  const { rows } = await pool.query<{ checkpoint: string }>(
    `SELECT transaction_id::text || ':' || position AS checkpoint FROM es.events
      ORDER BY transaction_id DESC, position DESC LIMIT 1`,
  );
  return rows[0]?.checkpoint ?? null;
}

/** True once every projection's checkpoint is at the newest committed event. */
export async function projectionsCaughtUp(pool: Pool, names: readonly string[]): Promise<boolean> {
  const last = await lastCommitted(pool);
  const { rows } = await pool.query<{ name: string; checkpoint: string | null }>(
    'SELECT name, checkpoint FROM es.checkpoints WHERE name = ANY($1)',
    [names.map((name) => `projection:${name}`)],
  );
  return rows.length === names.length && rows.every((row) => row.checkpoint === last);
}

/** Listens on the projector's progress channel; `heard` holds each announcement's payload. */
export async function progressListener(
  pool: Pool,
): Promise<{ heard: string[]; end(): Promise<void> }> {
  const heard: string[] = [];
  const listener = new Client(pool.options);
  await listener.connect();
  listener.on('notification', (message) => heard.push(message.payload ?? ''));
  await listener.query(`LISTEN ${PROGRESS_CHANNEL}`);
  return { heard, end: () => listener.end() };
}
