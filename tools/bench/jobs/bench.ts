/**
 * `npm run bench:jobs`: the worker's figures (DESIGN §5, §12), measured in one run on this machine
 * with the real API modules, projector, worker, PostgreSQL and Redis (its own key prefix):
 *   1. latency at a steady rate: confirm → approved, confirm → card mailed, confirm → last e-mail;
 *   2. throughput: a burst of confirmations, until every card is mailed and every e-mail sent;
 *   3. full rebuild of the card-orders and invoices read models.
 * The card provider's mailing delay is 0 here (CARD_MAIL_DELAY_MS), so the figures are the
 * system's, not the simulated post's. Results are written into docs/performance.md.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import {
  type PracticeSnapshot,
  type ProfileCommand,
  type SubmissionCommand,
  type SubmissionEvent,
  type SubmissionState,
  type Supplies,
  profileDecider,
  submissionDecider,
  submissionStream,
  DEFAULT_SUBMISSION_WINDOW_DAYS,
} from '@lens/domain';
import { PostgresEventStore } from '@lens/event-store';
import { createTestDatabase } from '@lens/event-store/testing';
import {
  loadConfig as loadProjectorConfig,
  projectorMigrations,
  projections,
  rebuild,
  startProjector,
} from '@lens/projector';
import { Redis } from 'ioredis';
import pino from 'pino';
import { loadConfig } from '@lens/api/src/platform/config/config';
import { writeAggregate } from '@lens/api/src/platform/event-sourcing/write-aggregate';
import { apiMigrations } from '@lens/api/src/platform/infrastructure/migrations';
import { startWorker } from '@lens/api/src/worker';
import { machine, percentile, writeSection } from '../report';

const STEADY_RATE = Number(process.env.BENCH_JOBS_RATE ?? 20);
const STEADY_SECONDS = Number(process.env.BENCH_JOBS_SECONDS ?? 15);
const BURST = Number(process.env.BENCH_JOBS_BURST ?? 1_000);
const REBUILD_EVENTS = Number(process.env.BENCH_JOBS_REBUILD_EVENTS ?? 100_000);
const NOW = Date.parse('2025-08-15T12:00:00Z');
const logger = pino({ level: 'silent' });
const BENCH_PROJECTIONS = ['submissions', 'patient-ledger', 'card-orders', 'invoices'];

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
  displayName: 'Bench Optometry',
  programs: { preferredpractice: { start_date: '2025-01-01', end_date: '2025-12-31' } },
};

type Store = PostgresEventStore;

/** Runs commands through the decider and appends their events to the stream in one write. */
async function appendDecided<S, C, E extends { type: string; data: unknown }>(
  store: Store,
  stream: string,
  decider: {
    initialState(): S;
    evolve(state: S, event: E): S;
    decide(
      command: C,
      state: S,
      env: never,
    ): { ok: true; events: readonly E[] } | { ok: false; error: { code: string } };
  },
  commands: readonly C[],
  env: unknown,
  actorId: string,
) {
  let state = decider.initialState();
  const events: E[] = [];
  for (const command of commands) {
    const decision = decider.decide(command, state, env as never);
    if (!decision.ok) throw new Error(`bench setup: ${decision.error.code}`);
    for (const event of decision.events) {
      state = decider.evolve(state, event);
      events.push(event);
    }
  }
  await store.append(
    stream,
    events.map((e) => ({ type: e.type, data: e.data, metadata: { actorId, schemaVersion: 1 } })),
    'no_stream',
  );
}

/** A registered profile with a patient, and an entry of theirs up to its uploaded receipt. */
async function prepareEntry(
  store: Store,
  pool: Awaited<ReturnType<typeof createTestDatabase>>['pool'],
  uploadsDir: string,
  siteUrl: string,
): Promise<string> {
  const profileId = randomUUID();
  const patientId = randomUUID();
  const submissionId = randomUUID();
  const profile: ProfileCommand[] = [
    {
      type: 'RegisterProfile',
      data: {
        profileId,
        email: `bench-${profileId}@example.com`,
        firstName: 'Bench',
        language: 'en',
      },
    },
    { type: 'AddPatient', data: { patientId, name: 'Bench Patient', relationToProfile: 'SELF' } },
  ];
  await appendDecided(
    store,
    `profile-${profileId}`,
    profileDecider,
    profile,
    { now: NOW },
    profileId,
  );
  const receipt = randomBytes(256);
  const sha256 = createHash('sha256').update(receipt).digest('hex');
  const key = randomUUID();
  writeFileSync(path.join(uploadsDir, key), receipt);
  await pool.query(
    `INSERT INTO uploads (key, owner_profile_id, submission_id, kind, content_type, size, sha256, original_name)
     VALUES ($1, $2, $3, 'receipt', 'image/jpeg', $4, $5, 'receipt.jpg')`,
    [key, profileId, submissionId, receipt.length, sha256],
  );
  const entry: SubmissionCommand[] = [
    {
      type: 'EnterPurchaseDate',
      data: { submissionId, profileId, patientId, purchaseDate: '2025-08-01' },
    },
    {
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
    {
      type: 'AttachReceiptImage',
      data: { submissionId, url: `${siteUrl}/api/uploads/${key}`, contentHash: sha256 },
    },
  ];
  await appendDecided<SubmissionState, SubmissionCommand, SubmissionEvent>(
    store,
    `submission-${submissionId}`,
    submissionDecider,
    entry,
    { now: NOW, newConfirmationCode: () => 'UNUSED' },
    profileId,
  );
  return submissionId;
}

let codes = 0;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const nextCode = () => {
  let n = (codes += 1);
  let code = '';
  for (let i = 0; i < 14; i += 1, n = Math.floor(n / ALPHABET.length))
    code += ALPHABET[n % ALPHABET.length];
  return code;
};

const confirmEntry = (store: Store, submissionId: string) =>
  writeAggregate({
    store,
    stream: submissionStream(submissionId),
    decider: submissionDecider,
    command: { type: 'ConfirmSubmission', data: { submissionId, priorPurchases: [] } },
    env: {
      now: Date.now(),
      newConfirmationCode: nextCode,
      submissionWindowDays: DEFAULT_SUBMISSION_WINDOW_DAYS,
    },
    context: { actor: { profileId: 'bench' } },
  });

interface Timings {
  approvedMs: number[];
  mailedMs: number[];
  emailedMs: number[];
  firstConfirmed: number;
  lastDone: number;
}

/** Waits until every entry's card is mailed and its three e-mails are sent, then reads the times. */
async function timings(
  pool: Awaited<ReturnType<typeof createTestDatabase>>['pool'],
  ids: readonly string[],
): Promise<Timings> {
  const streams = ids.map((id) => `submission-${id}`);
  for (;;) {
    const { rows } = await pool.query<{ mailed: string; emailed: string }>(
      `SELECT (SELECT count(*) FROM es.events WHERE type = 'RewardCardMailed' AND stream_id = ANY($1)) AS mailed,
              (SELECT count(*) FROM sent_mail WHERE status = 'sent' AND submission_id = ANY($2)) AS emailed`,
      [streams, ids],
    );
    if (Number(rows[0]!.mailed) === ids.length && Number(rows[0]!.emailed) === 3 * ids.length)
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { rows } = await pool.query<{
    confirmed: Date;
    approved: Date;
    mailed: Date;
    emailed: Date;
  }>(
    `SELECT min(e.recorded_at) FILTER (WHERE e.type = 'SubmissionConfirmed') AS confirmed,
            min(e.recorded_at) FILTER (WHERE e.type = 'SubmissionApproved') AS approved,
            min(e.recorded_at) FILTER (WHERE e.type = 'RewardCardMailed') AS mailed,
            (SELECT max(m.sent_at) FROM sent_mail m WHERE m.submission_id = substr(e.stream_id, 12)) AS emailed
       FROM es.events e WHERE e.stream_id = ANY($1) GROUP BY e.stream_id`,
    [streams],
  );
  const since = (row: (typeof rows)[number], at: Date) => at.getTime() - row.confirmed.getTime();
  const sorted = (values: number[]) => values.sort((a, b) => a - b);
  return {
    approvedMs: sorted(rows.map((r) => since(r, r.approved))),
    mailedMs: sorted(rows.map((r) => since(r, r.mailed))),
    emailedMs: sorted(rows.map((r) => since(r, r.emailed))),
    firstConfirmed: Math.min(...rows.map((r) => r.confirmed.getTime())),
    lastDone: Math.max(...rows.map((r) => Math.max(r.mailed.getTime(), r.emailed.getTime()))),
  };
}

/** Synthetic approved entries with a card (5 events a stream), for the rebuild figures. */
async function appendCardHistories(store: Store, total: number): Promise<void> {
  const rewards = {
    baseReward: 200,
    bonusRewards: { preferredPractice: 50 },
    trueUpReward: 0,
    promocodeRewards: { seasonal: 25 },
    promocodeReward: 25,
    totalReward: 275,
  };
  const at = new Date(NOW).toISOString();
  const streams = Math.ceil(total / 5);
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let s = next++; s < streams; s = next++) {
        const submissionId = `rebuild-${s}`;
        const data = { submissionId };
        // Whole events, as the domain writes them: the projector folds only what decodes.
        const events: SubmissionEvent[] = [
          {
            type: 'PurchaseDateEntered',
            data: {
              ...data,
              profileId: `p${s % 97}`,
              patientId: `pt${s}`,
              purchaseDate: '2025-08-01',
              subPhase: 'julTRA_2025',
              entryType: 'site',
              enteredAt: at,
            },
          },
          {
            type: 'SubmissionConfirmed',
            data: {
              ...data,
              confirmationCode: `C${s}`,
              rewards,
              subPhase: 'julTRA_2025',
              supplyMonths: 12,
              preferredActive: true,
              completedAt: at,
              limitRemaining: 0,
              resubmission: false,
              adminLimitConfirmed: false,
              channel: null,
            },
          },
          {
            type: 'SubmissionApproved',
            data: { ...data, approvedBy: 'system', exceptionId: null, approvedAt: at },
          },
          {
            type: 'RewardCardOrdered',
            data: {
              ...data,
              orderId: `card-${submissionId}`,
              amount: 275,
              rewards,
              confirmationCode: `C${s}`,
              fulfillmentType: 'physical_card',
              maskedNumber: '**** **** **** 1234',
              expiry: '08/26',
              orderedAt: at,
            },
          },
          {
            type: 'RewardCardMailed',
            data: { ...data, orderId: `card-${submissionId}`, trackingId: null, mailedAt: at },
          },
        ];
        await store.append(
          `submission-${submissionId}`,
          events.map((e) => ({ ...e, metadata: { actorId: 'system', schemaVersion: 1 } })),
          'no_stream',
        );
      }
    }),
  );
}

async function main() {
  const loadAtStart = loadavg()[0]!;
  const db = await createTestDatabase({
    migrations: [projectorMigrations, apiMigrations],
    poolSize: 2,
  });
  const varDir = mkdtempSync(path.join(tmpdir(), 'lens-bench-jobs-'));
  const prefix = `bench_${randomBytes(4).toString('hex')}`;
  const env = {
    ...process.env,
    NODE_ENV: 'test' as const,
    DATABASE_URL: db.url,
    DATABASE_POOL_SIZE: '6',
    PROJECTOR_POOL_SIZE: '3',
    REDIS_PREFIX: prefix,
    VAR_DIR: varDir,
    LOG_LEVEL: 'silent' as const,
    EVENT_STORE: 'postgres' as const,
    CARD_MAIL_DELAY_MS: '0',
    APP_NOW: new Date(NOW).toISOString(),
  };
  const config = loadConfig(env);
  const store = new PostgresEventStore({ pool: db.pool });
  // The read models the worker reads and writes (a projector of its own would host them all).
  const projector = await startProjector(loadProjectorConfig(env), {
    logger,
    projections: projections.filter((p) => BENCH_PROJECTIONS.includes(p.name)),
  });
  const worker = await startWorker({ config });
  try {
    await db.pool.query(
      `INSERT INTO practices (sap, display_name, account_name, city, state, postal_code, status, programs)
       VALUES ('100200', 'Bench Optometry', 'Bench Optometry', 'Springfield', 'IL', '62701', 'active', $1)`,
      [JSON.stringify(practice.programs)],
    );
    mkdirSync(config.paths.uploads, { recursive: true });
    const steadyCount = STEADY_RATE * STEADY_SECONDS;
    console.log(`Preparing ${steadyCount + BURST} entries up to their receipts…`);
    const prepared: string[] = [];
    let cursor = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (cursor < steadyCount + BURST) {
          cursor += 1;
          prepared.push(await prepareEntry(store, db.pool, config.paths.uploads, config.siteUrl));
        }
      }),
    );
    const steady = prepared.slice(0, steadyCount);
    const burst = prepared.slice(steadyCount);

    console.log(`Steady: ${STEADY_RATE} confirmations/s for ${STEADY_SECONDS} s…`);
    const start = performance.now();
    await Promise.all(
      steady.map(async (id, n) => {
        const due = start + (n * 1000) / STEADY_RATE;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
        await confirmEntry(store, id);
      }),
    );
    const steadyTimes = await timings(db.pool, steady);

    console.log(`Burst: ${BURST} confirmations at once (8 writers)…`);
    let b = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let i = b++; i < burst.length; i = b++) await confirmEntry(store, burst[i]!);
      }),
    );
    const burstTimes = await timings(db.pool, burst);
    const seconds = (burstTimes.lastDone - burstTimes.firstConfirmed) / 1000;
    const throughput = burst.length / seconds;

    console.log(`Rebuild of card-orders and invoices over ${REBUILD_EVENTS} more events…`);
    await appendCardHistories(store, REBUILD_EVENTS);
    const total = Number(
      (await db.pool.query<{ n: string }>('SELECT count(*) AS n FROM es.events')).rows[0]!.n,
    );
    const rebuilt: { name: string; rate: number; seconds: number }[] = [];
    // Reading $all alone: a projection with no event in this set, rebuilt over the same events.
    const baseline = await rebuild(
      { pool: db.pool, store, logger, rebuildBatchSize: 5_000 },
      projections.find((p) => p.name === 'promotions')!,
    );
    const baselineRate = baseline.events / (baseline.ms / 1000);
    for (const projection of projections.filter((p) =>
      ['card-orders', 'invoices'].includes(p.name),
    )) {
      const result = await rebuild(
        { pool: db.pool, store, logger, rebuildBatchSize: 5_000 },
        projection,
      );
      rebuilt.push({
        name: projection.name,
        rate: result.events / (result.ms / 1000),
        seconds: result.ms / 1000,
      });
    }

    const f = (n: number, digits = 0) =>
      n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
    const ms = (values: number[], p: number) => `${f(percentile(values, p))} ms`;
    const lines = [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${await machine(db.pool)}, load average ${loadAtStart.toFixed(1)} at the start (the machine is shared); one worker process (concurrency 8 per queue, database pool 6), card mailing delay 0.`,
      '',
      '| figure | p50 | p99 |',
      '|---|---|---|',
      `| confirmed → approved, ${STEADY_RATE} confirmations/s (${f(steady.length)} entries) | ${ms(steadyTimes.approvedMs, 50)} | **${ms(steadyTimes.approvedMs, 99)}** |`,
      `| confirmed → card mailed, ${STEADY_RATE}/s | ${ms(steadyTimes.mailedMs, 50)} | **${ms(steadyTimes.mailedMs, 99)}** |`,
      `| confirmed → last of its 3 e-mails sent, ${STEADY_RATE}/s | ${ms(steadyTimes.emailedMs, 50)} | **${ms(steadyTimes.emailedMs, 99)}** |`,
      `| confirmed → approved, burst of ${f(burst.length)} | ${ms(burstTimes.approvedMs, 50)} | ${ms(burstTimes.approvedMs, 99)} |`,
      `| confirmed → card mailed, burst of ${f(burst.length)} | ${ms(burstTimes.mailedMs, 50)} | ${ms(burstTimes.mailedMs, 99)} |`,
      '',
      '| figure | result | target |',
      '|---|---|---|',
      `| throughput, burst of ${f(burst.length)}: confirmed → approved → card mailed → 3 e-mails | **${f(throughput, 1)} entries/s** (${f(seconds, 1)} s) | |`,
      ...rebuilt.map(
        (r) =>
          `| full rebuild of \`${r.name}\` over ${f(total)} events | **${f(r.rate)} events/s** (${f(r.seconds, 1)} s) | ≥ 20,000 ${r.rate >= 20_000 ? '✔' : '✘'} |`,
      ),
      `| (reading the same events with nothing to apply: \`promotions\` rebuilt) | ${f(baselineRate)} events/s | |`,
    ];
    console.log(`\n${lines.join('\n')}`);
    writeSection('jobs', lines.join('\n'));
  } finally {
    await worker.close();
    await projector.stop();
    await store.close();
    await db.drop();
    const redis = new Redis(config.redis.url);
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
    redis.disconnect();
    rmSync(varDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
