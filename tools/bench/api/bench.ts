/**
 * `npm run bench:api`: DESIGN §12's HTTP figures, measured in one run against the real stack
 * (api, worker, projector on a fresh seeded database), written into docs/performance.md.
 *   1. whole patient journeys over HTTP (register → patient → purchase date → supplies →
 *      upload key → multipart receipt upload → receipt → confirm): journeys/s and p99 per request;
 *   2. the same journey for profiles registered beforehand (what the flow costs without the
 *      deliberate ~30 ms argon2 hash of registration);
 *   3. the estimator at a fixed 500 requests/s: p99;
 *   4. pre-registered journeys arriving at a fixed rate (open loop, 50 journeys/s): p99 per
 *      request, CPU, SQL statements and rows read per journey (the issue 24 figures).
 * Small runs: BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_RATE; BENCH_API_PORT (the bare server
 * takes the port 99 above it) and BENCH_DATABASE keep a run beside others; `--quick` runs only
 * the registrations and the fixed-rate journeys and writes nothing to docs/performance.md.
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { type Agent as HttpAgent, request as httpRequest, Agent } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PASSWORD_HASH_OPTIONS } from '@lens/api/src/features/profiles/passwords';
import { hash } from 'argon2';
import autocannon, { type Request as CannonRequest } from 'autocannon';
import { withDefaultUser } from '@lens/event-store';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import {
  DEFAULT_DATABASE_URL,
  DEFAULT_REDIS_URL,
  checkServices,
  ensureDatabase,
} from '../../stack/preflight';
import { ROOT, type Service, nx, startProductionStack, stopAll } from '../../stack/stack';
import { type CpuSample, cpuSpent, sampleCpu, settle } from './cpu';
import { machine, percentile, writeSection } from '../report';

const API_PORT = Number(process.env.BENCH_API_PORT ?? 3500);
const BARE_PORT = API_PORT + 99;
const BARE_SERVER = `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end('{}'); }).listen(${BARE_PORT}, '127.0.0.1')`;
const BASE = `http://127.0.0.1:${API_PORT}`;
const DATABASE = process.env.BENCH_DATABASE ?? 'lens_bench';
const DURATION = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
/** Journeys started per second in the open-loop run. */
const RATE = Number(process.env.BENCH_RATE ?? 50);
const QUICK = process.argv.includes('--quick');
/** Where the stack's processes write what they asked of PostgreSQL and Redis (count-statements.cjs). */
const COUNT_DIR = mkdtempSync(path.join(tmpdir(), 'lens-bench-counts-'));

/** A real 8×8 grey baseline JPEG (what a phone camera would send, in miniature). */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAAIAAgBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AP//Z',
  'base64',
);
const BOUNDARY = '----lensbench';
const MULTIPART = Buffer.concat([
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="upload"; filename="receipt.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  ),
  JPEG,
  Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
]);

type Context = Record<string, string>;
const json = { 'content-type': 'application/json' };
const authed = (context: Context) => ({ ...json, 'profile-token': context.token! });
const result = (body: string) => (JSON.parse(body) as { result: Record<string, unknown> }).result;
const ok = (status: number) => status >= 200 && status < 300;

/** One request of a journey: what to send given the journey's context, what to keep. */
interface Step {
  path: string | ((context: Context) => string);
  send: (context: Context) => { headers: Record<string, string>; body: string | Buffer };
  keep?: (body: string, context: Context) => void;
}

function step(path: Step['path'], send: Step['send'], keep?: Step['keep']): Step {
  return { path, send, keep };
}

/** A step as an autocannon request (the context is the connection's). */
function cannon({ path, send, keep }: Step): CannonRequest {
  return {
    method: 'POST',
    setupRequest: (request, context) => {
      const ctx = context as Context;
      const { headers, body } = send(ctx);
      return { ...request, path: typeof path === 'string' ? path : path(ctx), headers, body };
    },
    onResponse: (status, body, context) => {
      if (ok(status) && keep) keep(body, context as Context);
    },
  };
}

const register = (): Step =>
  step(
    '/api/profiles',
    () => ({
      headers: json,
      body: JSON.stringify({
        email: `bench-${randomUUID()}@example.com`,
        password: 'Lenses4ever',
        first_name: 'Bench',
        last_name: 'Patient',
        birthday: '1985-05-05',
        language: 'en',
      }),
    }),
    (body, context) => (context.token = (result(body).profile as { token: string }).token),
  );

let patientNumber = 0;

/** The purchase part of the journey, for the profile whose token is in the context. */
function purchase(sap: string, before?: (context: Context) => void): Step[] {
  return [
    step(
      '/api/patients/add',
      (context) => {
        before?.(context);
        return {
          headers: authed(context),
          body: JSON.stringify({
            name: 'Bench Patient',
            relation_to_profile: 'OTHER',
            // A profile may be reused by several journeys; one person is one patient of it
            // (PATIENT_DUPLICATE), so each journey's patient lives at an address of its own.
            address1: `${(patientNumber += 1)} Elm St.`,
            city: 'Austin',
            state: 'TX',
            postal_code: '78701',
            country: 'US',
            sap,
          }),
        };
      },
      (body, context) => (context.patientId = (result(body).patient as { id: string }).id),
    ),
    step(
      '/api/purchase-submissions/purchase-date',
      (context) => ({
        headers: authed(context),
        body: JSON.stringify({ purchase_date: '2025-09-10', patient_id: context.patientId }),
      }),
      (body, context) => (context.sid = result(body).purchaseSubmissionId as string),
    ),
    step('/api/purchase-submissions/submit-supplies', (context) => ({
      headers: authed(context),
      body: JSON.stringify({
        patientId: context.patientId,
        purchase_submission_id: context.sid,
        supplies: {
          brand_l: '1DM',
          brand_r: '1DM',
          lenses_per_box_l: 90,
          lenses_per_box_r: 90,
          boxes_l: 4,
          boxes_r: 4,
          supplyLength: 12,
          submission_method: 'manual',
        },
        resubmission: false,
        is_admin_resubmit: false,
        exception: false,
        admin_exception: false,
      }),
    })),
    step(
      '/api/uploader/key',
      (context) => ({
        headers: authed(context),
        body: JSON.stringify({ uid: context.sid, type: 'receipt', language: 'en' }),
      }),
      (body, context) => (context.uploadPath = result(body).uploadPath as string),
    ),
    step(
      (context) => context.uploadPath!,
      () => ({
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        body: MULTIPART,
      }),
      (body, context) =>
        (context.url = (
          JSON.parse(body) as { outputs: { orig: { url: string } } }
        ).outputs.orig.url),
    ),
    step('/api/purchase-submissions/submit-receipt-image', (context) => ({
      headers: authed(context),
      body: JSON.stringify({ receipt_image_url: context.url, purchase_submission_id: context.sid }),
    })),
    step('/api/purchase-submissions/confirm', (context) => ({
      headers: authed(context),
      body: JSON.stringify({ purchase_submission_id: context.sid, resubmission: false }),
    })),
  ];
}

interface Figures {
  journeysPerSecond: number;
  journeys: number;
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** CPU ms per journey by process, the queued work the run left (jobs, projections) included. */
  cpuPerJourney: CpuSample;
  /** PostgreSQL's work per journey on the benchmark's database (pg_stat_database). */
  databasePerJourney: DatabaseWork;
}

interface DatabaseWork {
  transactions: number;
  rowsWritten: number;
  rowsRead: number;
}

/** The benchmark database's counters (flushed by each backend when it goes idle). */
async function databaseWork(url: string): Promise<DatabaseWork> {
  const client = new Client({ connectionString: withDefaultUser(url) });
  await client.connect();
  try {
    await client.query('SELECT pg_stat_clear_snapshot()');
    const { rows } = await client.query<Record<keyof DatabaseWork, string>>(
      `SELECT xact_commit + xact_rollback AS transactions,
              tup_inserted + tup_updated + tup_deleted AS "rowsWritten",
              tup_returned + tup_fetched AS "rowsRead"
         FROM pg_stat_database WHERE datname = current_database()`,
    );
    const row = rows[0]!;
    return {
      transactions: Number(row.transactions),
      rowsWritten: Number(row.rowsWritten),
      rowsRead: Number(row.rowsRead),
    };
  } finally {
    await client.end();
  }
}

/** What the stack's processes have asked of PostgreSQL and Redis so far (count-statements.cjs). */
interface Asked {
  statements: number;
  roundTrips: number;
  redisCommands: number;
  byProcess: Record<string, number>;
  byText: Record<string, number>;
}

function asked(services: readonly Service[]): Asked {
  const names = new Map(services.map((service) => [String(service.child.pid), service.name]));
  const total: Asked = {
    statements: 0,
    roundTrips: 0,
    redisCommands: 0,
    byProcess: {},
    byText: {},
  };
  for (const file of readdirSync(COUNT_DIR)) {
    const pid = file.replace(/\.json$/, '');
    const name = names.get(pid);
    if (!name) continue; // reference data, a run before
    const counts = JSON.parse(readFileSync(path.join(COUNT_DIR, file), 'utf8')) as Omit<
      Asked,
      'byProcess'
    >;
    total.statements += counts.statements;
    total.roundTrips += counts.roundTrips;
    total.redisCommands += counts.redisCommands;
    total.byProcess[name] = counts.statements;
    for (const [text, n] of Object.entries(counts.byText))
      total.byText[`${name}: ${text}`] = (total.byText[`${name}: ${text}`] ?? 0) + n;
  }
  return total;
}

function askedSince(before: Asked, after: Asked, per: number): Asked {
  const diff = (a: Record<string, number>, b: Record<string, number>) =>
    Object.fromEntries(
      Object.entries(a)
        .map(([key, n]) => [key, (n - (b[key] ?? 0)) / per] as const)
        .filter(([, n]) => n > 0),
    );
  return {
    statements: (after.statements - before.statements) / per,
    roundTrips: (after.roundTrips - before.roundTrips) / per,
    redisCommands: (after.redisCommands - before.redisCommands) / per,
    byProcess: diff(after.byProcess, before.byProcess),
    byText: diff(after.byText, before.byText),
  };
}

/**
 * Whether the work a run set going is all done: every follower of $all (read models, process
 * manager) at its head, and no BullMQ job waiting, running or delayed under the run's prefix.
 */
async function workDone(url: string, redisUrl: string, prefix: string): Promise<boolean> {
  const client = new Client({ connectionString: withDefaultUser(url) });
  await client.connect();
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    const { rows } = await client.query<{ behind: number }>(
      `SELECT count(*)::int AS behind FROM es.checkpoints
        WHERE checkpoint IS DISTINCT FROM (SELECT transaction_id::text || ':' || position
                                             FROM es.events
                                            ORDER BY transaction_id DESC, position DESC LIMIT 1)`,
    );
    if ((rows[0]?.behind ?? 0) > 0) return false;
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      for (const key of keys) {
        if (/:(wait|active)$/.test(key) && (await redis.llen(key)) > 0) return false;
        if (/:(delayed|prioritized)$/.test(key) && (await redis.zcard(key)) > 0) return false;
      }
    } while (cursor !== '0');
    return true;
  } finally {
    await client.end();
    redis.disconnect();
  }
}

/** Until the run's work is done (`workDone`) and every process idle; gives up after 3 minutes. */
async function settleWork(
  services: readonly Service[],
  url: string,
  redisUrl: string,
  prefix: string,
): Promise<void> {
  const pids = pidsOf(services);
  for (const deadline = Date.now() + 180_000; Date.now() < deadline;) {
    await settle(pids, DATABASE);
    if (await workDone(url, redisUrl, prefix)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.warn('the run left work undone after 3 minutes; measuring anyway');
}

/** ANALYZE of the benchmark's database, as autovacuum would have run it by now. */
async function analyze(url: string): Promise<void> {
  const client = new Client({ connectionString: withDefaultUser(url) });
  await client.connect();
  try {
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}

/** Rows read per table (sequential and index scans) in the benchmark's database. */
async function tableReads(url: string): Promise<Record<string, number>> {
  const client = new Client({ connectionString: withDefaultUser(url) });
  await client.connect();
  try {
    await client.query('SELECT pg_stat_clear_snapshot()');
    const { rows } = await client.query<{ name: string; seq: string; idx: string }>(
      `SELECT schemaname || '.' || relname AS name, coalesce(seq_tup_read, 0) AS seq,
              coalesce(idx_tup_fetch, 0) AS idx
         FROM pg_stat_user_tables`,
    );
    return Object.fromEntries(
      rows.flatMap((row) => [
        [`${row.name} (seq)`, Number(row.seq)],
        [`${row.name} (index)`, Number(row.idx)],
      ]),
    );
  } finally {
    await client.end();
  }
}

/** A work measure over a stretch of the run: CPU, database and what was asked, per unit. */
async function measure(
  services: readonly Service[],
  stack: NodeJS.ProcessEnv,
  work: () => Promise<number>,
): Promise<{
  units: number;
  cpu: CpuSample;
  database: DatabaseWork;
  asked: Asked;
  tables: Record<string, number>;
}> {
  const pids = pidsOf(services);
  const databaseUrl = stack.DATABASE_URL!;
  const databaseBefore = await databaseWork(databaseUrl);
  const tablesBefore = await tableReads(databaseUrl);
  const askedBefore = asked(services);
  const before = sampleCpu(pids, DATABASE);
  const loadBefore = process.cpuUsage();
  const units = await work();
  const load = process.cpuUsage(loadBefore);
  await settleWork(services, databaseUrl, stack.REDIS_URL!, stack.REDIS_PREFIX!);
  const spent = cpuSpent(before, sampleCpu(pids, DATABASE));
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const databaseAfter = await databaseWork(databaseUrl);
  const tablesAfter = await tableReads(databaseUrl);
  const per = (after: number, before: number) => (after - before) / units;
  return {
    units,
    cpu: {
      ...Object.fromEntries(Object.entries(spent).map(([name, ms]) => [name, ms / units])),
      'load generator': (load.user + load.system) / 1000 / units,
    },
    database: {
      transactions: per(databaseAfter.transactions, databaseBefore.transactions),
      rowsWritten: per(databaseAfter.rowsWritten, databaseBefore.rowsWritten),
      rowsRead: per(databaseAfter.rowsRead, databaseBefore.rowsRead),
    },
    asked: askedSince(askedBefore, asked(services), units),
    tables: Object.fromEntries(
      Object.entries(tablesAfter)
        .map(([name, n]) => [name, per(n, tablesBefore[name] ?? 0)] as const)
        .filter(([, n]) => n > 0),
    ),
  };
}

/** One journey over plain HTTP, each request after the previous one's answer; latencies in ms. */
async function journeyOnce(
  steps: Step[],
  agent: HttpAgent,
  latencies: number[],
  failures: string[],
): Promise<boolean> {
  const context: Context = {};
  for (const { path: at, send, keep } of steps) {
    const { headers, body } = send(context);
    const started = performance.now();
    const { status, text } = await new Promise<{ status: number; text: string }>(
      (resolve, reject) => {
        const request = httpRequest(
          `${BASE}${typeof at === 'string' ? at : at(context)}`,
          {
            method: 'POST',
            headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
            agent,
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
            );
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        request.end(body);
      },
    );
    latencies.push(performance.now() - started);
    if (!ok(status)) {
      failures.push(`${status} ${typeof at === 'string' ? at : 'upload'}: ${text.slice(0, 200)}`);
      return false;
    }
    keep?.(text, context);
  }
  return true;
}

/**
 * Open loop: a journey starts every 1/rate s for the duration, whatever the others are doing
 * (a closed loop of connections would slow its arrivals down with the system). Resolves when
 * every journey has ended.
 */
async function openLoop(
  steps: Step[],
  rate: number,
  seconds: number,
): Promise<{ journeys: number; failed: number; errors: number; latencies: number[] }> {
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const latencies: number[] = [];
  const failures: string[] = [];
  const running: Promise<void>[] = [];
  let failed = 0;
  let errors = 0;
  const total = Math.round(rate * seconds);
  const start = performance.now();
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    running.push(
      journeyOnce(steps, agent, latencies, failures).then(
        (done) => void (done || (failed += 1)),
        () => void (errors += 1),
      ),
    );
  }
  await Promise.all(running);
  agent.destroy();
  for (const failure of failures.slice(0, 5)) console.warn(`failed journey: ${failure}`);
  return { journeys: total, failed, errors, latencies: latencies.sort((a, b) => a - b) };
}

/** The stack's processes by name, for the CPU breakdown. */
const pidsOf = (services: readonly Service[]) =>
  Object.fromEntries(services.map((service) => [service.name, service.child.pid]));

async function runJourneys(
  steps: Step[],
  perJourney: number,
  services: readonly Service[],
  stack: NodeJS.ProcessEnv,
): Promise<Figures> {
  const databaseUrl = stack.DATABASE_URL!;
  const pids = pidsOf(services);
  const databaseBefore = await databaseWork(databaseUrl);
  const before = sampleCpu(pids, DATABASE);
  const loadBefore = process.cpuUsage();
  const result = await autocannon({
    url: BASE,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: steps.map(cannon),
  });
  const load = process.cpuUsage(loadBefore);
  await settleWork(services, databaseUrl, stack.REDIS_URL!, stack.REDIS_PREFIX!);
  const spent = cpuSpent(before, sampleCpu(pids, DATABASE));
  const journeys = result.requests.total / perJourney;
  // Backends report their counters when idle: a moment after the work has settled.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const databaseAfter = await databaseWork(databaseUrl);
  const perJourneyOf = (key: keyof DatabaseWork) =>
    (databaseAfter[key] - databaseBefore[key]) / journeys;
  return {
    journeysPerSecond: journeys / DURATION,
    journeys,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    cpuPerJourney: {
      ...Object.fromEntries(Object.entries(spent).map(([name, ms]) => [name, ms / journeys])),
      'load generator': (load.user + load.system) / 1000 / journeys,
    },
    databasePerJourney: {
      transactions: perJourneyOf('transactions'),
      rowsWritten: perJourneyOf('rowsWritten'),
      rowsRead: perJourneyOf('rowsRead'),
    },
  };
}

/** CPU ms of one password hash at the api's setting, measured in this process. */
async function argon2Cost(): Promise<number> {
  await hash('warm-up-password', PASSWORD_HASH_OPTIONS);
  const runs = 20;
  const start = process.cpuUsage();
  for (let i = 0; i < runs; i += 1) await hash(`Lenses4ever-${i}`, PASSWORD_HASH_OPTIONS);
  const spent = process.cpuUsage(start);
  return (spent.user + spent.system) / 1000 / runs;
}

/** Profiles registered before the runs (8 at a time), for the journeys without registration. */
async function signedInTokens(count: number): Promise<string[]> {
  const tokens: string[] = [];
  const registerOne = async () => {
    const response = await fetch(`${BASE}/api/profiles`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        email: `bench-pre-${randomUUID()}@example.com`,
        password: 'Lenses4ever',
        first_name: 'Bench',
        last_name: 'Patient',
        birthday: '1985-05-05',
        language: 'en',
      }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`registration answered ${response.status}: ${text}`);
    tokens.push(
      (JSON.parse(text) as { result: { profile: { token: string } } }).result.profile.token,
    );
  };
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (tokens.length < count) await registerOne();
    }),
  );
  return tokens;
}

async function main() {
  const database = new URL(process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL);
  database.pathname = `/${DATABASE}`;
  const prefix = `bench_${Date.now()}`;
  // Every stack process counts what it asks of PostgreSQL and Redis (count-statements.cjs).
  process.env.STACK_NODE_ARGS = [
    process.env.STACK_NODE_ARGS ?? '',
    `--require=${require.resolve('./count-statements.cjs')}`,
  ]
    .join(' ')
    .trim();
  // Production mode, as `npm run serve` runs it: a generated secret, reference data instead of
  // the demo seed. The clock is pinned inside the last offer so that purchases are accepted.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    CAPTCHA_REQUIRED: 'false',
    CARD_PROVIDER: 'simulated',
    LOG_LEVEL: 'warn',
    APP_NOW: '2025-09-15T15:00:00.000Z',
    DATABASE_URL: database.toString(),
    REDIS_URL: process.env.REDIS_URL ?? DEFAULT_REDIS_URL,
    REDIS_PREFIX: prefix,
    VAR_DIR: path.join(ROOT, 'var', prefix),
    // The limits protect real users from abuse; the benchmark is one address making everything.
    RATE_LIMIT_SCALE: '100000',
    // The simulated provider mails at once (as in bench:jobs): the figures are the system's own,
    // and a run's work is done when its jobs are, not two seconds later.
    CARD_MAIL_DELAY_MS: '0',
    BENCH_COUNT_DIR: COUNT_DIR,
  };
  await checkServices(env.DATABASE_URL!, env.REDIS_URL!);
  if (
    !process.argv.includes('--no-build') &&
    nx(['run-many', '-t', 'build', '-p', '@lens/api', '@lens/projector'], env) !== 0
  ) {
    throw new Error('build failed');
  }
  await ensureDatabase(env.DATABASE_URL!, { fresh: true });
  const { services } = await startProductionStack(
    { env, apiPort: API_PORT, webPort: API_PORT + 1 },
    false,
  );
  try {
    const search = await fetch(
      `${BASE}/api/eye-care-professionals/list/by-radius?radius=10&eye_care_professional_postal_code=78701`,
    );
    const practices = (
      (await search.json()) as {
        result: { eyeCareProfessionalList: { sap: string; preferredActive: boolean }[] };
      }
    ).result.eyeCareProfessionalList;
    const sap = (practices.find((p) => p.preferredActive) ?? practices[0])!.sap;

    // The estimator first, on a quiet system: afterwards the worker and projector are still
    // working off the journeys' backlog for a while, which is the journeys' figure, not its.
    const at500 = { connections: 5, overallRate: 500, duration: DURATION };
    let estimator: autocannon.Result | undefined;
    let baseline: autocannon.Result | undefined;
    if (!QUICK) {
      console.log('Estimator at 500 requests/s…');
      estimator = await autocannon({
        url: `${BASE}/api/rewards/estimate?brand=1DM&monthly_amount=12&sap=${sap}`,
        ...at500,
      });
      // The same load on a bare Node server answering `{}`: what the machine and the load
      // generator alone cost at this rate, measured in the same run.
      const bare = spawn(process.execPath, ['-e', BARE_SERVER], { stdio: 'ignore' });
      try {
        await new Promise((resolve) => setTimeout(resolve, 500));
        baseline = await autocannon({ url: `http://127.0.0.1:${BARE_PORT}/`, ...at500 });
      } finally {
        bare.kill();
      }
    }

    // Registered first, while the system is quiet, so that neither run waits on the other: the
    // registrations' own figure (CPU beyond the hash) is measured here.
    console.log('Registrations…');
    let tokens: string[] = [];
    const registrations = await measure(services, env, async () => {
      tokens = await signedInTokens(Math.max(CONNECTIONS * 30, 40));
      return tokens.length;
    });
    let next = 0;
    // Each journey takes the next registered profile's token before adding its patient.
    const signedIn = purchase(sap, (context) => (context.token = tokens[next++ % tokens.length]!));

    let full: Figures | undefined;
    let flow: Figures | undefined;
    if (!QUICK) {
      console.log(`Journeys with registration: ${CONNECTIONS} connections, ${DURATION} s…`);
      const steps = [register(), ...purchase(sap)];
      full = await runJourneys(steps, steps.length, services, env);
      console.log(full);
      console.log('Journeys of signed-in profiles…');
      flow = await runJourneys(signedIn, signedIn.length, services, env);
      console.log(flow);
    }

    // What autovacuum's ANALYZE does on a live system: statistics of the tables as the runs
    // above filled them (and the plans cached on a table while it was empty made again).
    await analyze(env.DATABASE_URL!);
    console.log(`Pre-registered journeys arriving at ${RATE}/s for ${DURATION} s…`);
    let arrivals: Awaited<ReturnType<typeof openLoop>> | undefined;
    const fixedRate = await measure(services, env, async () => {
      arrivals = await openLoop(signedIn, RATE, DURATION);
      return arrivals.journeys;
    });
    const arrived = arrivals!;
    const argon2 = await argon2Cost();

    const f = (n: number, digits = 0) =>
      n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
    const system = (cpu: CpuSample) =>
      Object.entries(cpu)
        .filter(([name]) => name !== 'load generator')
        .reduce((sum, [, ms]) => sum + ms, 0);
    const top = (record: Record<string, number>, n: number) =>
      Object.entries(record)
        .sort(([, a], [, b]) => b - a)
        .slice(0, n)
        .map(([key, value]) => `${f(value, 2).padStart(8)}  ${key}`)
        .join('\n');
    console.log(
      `\nStatements per pre-registered journey by process: ${JSON.stringify(fixedRate.asked.byProcess)}`,
    );
    console.log(`Most frequent statements per journey:\n${top(fixedRate.asked.byText, 60)}`);
    console.log(`Rows read per journey by table:\n${top(fixedRate.tables, 30)}`);
    console.log(
      `\nRegistration: statements ${JSON.stringify(registrations.asked.byProcess)}\n${top(registrations.asked.byText, 30)}`,
    );

    const journeyCpu = system(fixedRate.cpu);
    const registrationCpu = system(registrations.cpu) - argon2;
    const p50 = percentile(arrived.latencies, 50);
    const p99 = percentile(arrived.latencies, 99);
    const perJourney = fixedRate.asked;
    const mark = (pass: boolean) => (pass ? '✔' : '✘');
    const rows = [
      `| \`CPU per pre-registered journey\` (all processes, with the jobs and projections it causes; ${f(RATE)} journeys/s) | **${f(journeyCpu, 1)} ms** | ≤ 20 ms ${mark(journeyCpu <= 20)} |`,
      `| \`CPU per registration beyond argon2id\` (all processes; ${f(system(registrations.cpu), 1)} ms with the hash of ${f(argon2, 1)} ms) | **${f(registrationCpu, 1)} ms** | ≤ 10 ms ${mark(registrationCpu <= 10)} |`,
      `| \`statements per pre-registered journey\` (SQL statements every process sent; ${f(perJourney.roundTrips, 1)} round trips, ${f(perJourney.redisCommands, 1)} Redis commands) | **${f(perJourney.statements, 1)}** | ≤ 30 ${mark(perJourney.statements <= 30)} |`,
      `| \`rows read per pre-registered journey\` (pg_stat_database, the benchmark's database) | **${f(fixedRate.database.rowsRead)}** | ≤ 300 ${mark(fixedRate.database.rowsRead <= 300)} |`,
      `| \`p99 per request at ${f(RATE)} journeys/s\` (open loop: a journey starts every ${f(1000 / RATE, 0)} ms; p50 ${f(p50, 1)} ms) | **${f(p99, 1)} ms** | < 50 ms ${mark(p99 < 50)} |`,
    ];
    const processes = ['api', 'worker', 'projector', 'postgresql', 'redis'];
    const quickLines = [
      '| figure | result | target |',
      '|---|---|---|',
      ...rows,
      `| failed / errored journeys at ${f(RATE)}/s | ${arrived.failed} / ${arrived.errors} | 0 |`,
      '',
      '| process | CPU per pre-registered journey at the fixed rate (ms) | per registration (ms) | statements per journey |',
      '|---|---|---|---|',
      ...processes.map(
        (name) =>
          `| ${name} | ${f(fixedRate.cpu[name] ?? 0, 1)} | ${f(registrations.cpu[name] ?? 0, 1)} | ${f(perJourney.byProcess[name] ?? 0, 1)} |`,
      ),
      `| PostgreSQL transactions / rows written / rows read (pg_stat_database) | ${f(fixedRate.database.transactions)} / ${f(fixedRate.database.rowsWritten)} / ${f(fixedRate.database.rowsRead)} | ${f(registrations.database.transactions)} / ${f(registrations.database.rowsWritten)} / ${f(registrations.database.rowsRead)} | |`,
    ];
    if (QUICK || !full || !flow || !estimator || !baseline) {
      console.log(`\n${quickLines.join('\n')}`);
      return;
    }
    const fullTotal = system(full.cpuPerJourney);
    const withoutArgon2 = fullTotal - argon2;
    const steps = signedIn.length + 1;
    const lines = [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${await machine()}; production mode (\`NODE_ENV=production\`, the build \`npm run serve\` runs, reference data only); api, worker and projector running; saturation runs with ${CONNECTIONS} connections, ${DURATION} s each; the fixed-rate run starts ${f(RATE)} journeys/s for ${DURATION} s.`,
      '',
      '| figure | result | target |',
      '|---|---|---|',
      ...rows,
      `| whole journeys/s at saturation, register → confirm (${steps} requests each) | **${f(full.journeysPerSecond, 1)}** | |`,
      `| p50 / p99 per request in those journeys | ${f(full.p50)} ms / **${f(full.p99)} ms** | |`,
      `| journeys/s at saturation for profiles registered beforehand (${signedIn.length} requests each) | **${f(flow.journeysPerSecond, 1)}** | |`,
      `| p50 / p99 per request in those journeys | ${f(flow.p50)} ms / **${f(flow.p99)} ms** | |`,
      `| CPU per whole journey at saturation, all processes, argon2 excluded (${f(fullTotal, 1)} ms with it) | **${f(withoutArgon2, 1)} ms** | |`,
      `| estimator at ${f(estimator.requests.average)} requests/s, before the journeys: p50 / p99 | ${f(estimator.latency.p50)} ms / **${f(estimator.latency.p99)} ms** | p99 < 20 ms ${mark(estimator.latency.p99 < 20)} |`,
      `| the same load on a bare Node server answering \`{}\`: p50 / p99 (the floor of this machine and load generator) | ${f(baseline.latency.p50)} ms / ${f(baseline.latency.p99)} ms | |`,
      `| non-2xx answers / errors (journeys, signed-in journeys, estimator, fixed-rate journeys) | ${full.non2xx}/${full.errors}, ${flow.non2xx}/${flow.errors}, ${estimator.non2xx}/${estimator.errors}, ${arrived.failed}/${arrived.errors} | 0 |`,
      '',
      'CPU per journey by process (ms; from /proc, including the jobs and projections a run leaves queued until they are done), and the SQL statements each process sent per journey at the fixed rate:',
      '',
      `| process | whole journey (saturation) | pre-registered (saturation) | pre-registered at ${f(RATE)}/s | per registration | statements per pre-registered journey |`,
      '|---|---|---|---|---|---|',
      ...processes.map(
        (name) =>
          `| ${name} | ${f(full.cpuPerJourney[name] ?? 0, 1)} | ${f(flow.cpuPerJourney[name] ?? 0, 1)} | ${f(fixedRate.cpu[name] ?? 0, 1)} | ${f(registrations.cpu[name] ?? 0, 1)} | ${f(perJourney.byProcess[name] ?? 0, 1)} |`,
      ),
      `| all of the system | **${f(fullTotal, 1)}** | **${f(system(flow.cpuPerJourney), 1)}** | **${f(journeyCpu, 1)}** | **${f(system(registrations.cpu), 1)}** | **${f(perJourney.statements, 1)}** |`,
      `| of which argon2id, one registration's hash (measured apart, same setting) | ${f(argon2, 1)} | 0 | 0 | ${f(argon2, 1)} | |`,
      `| PostgreSQL transactions / rows written / rows read per journey (pg_stat_database) | ${f(full.databasePerJourney.transactions)} / ${f(full.databasePerJourney.rowsWritten)} / ${f(full.databasePerJourney.rowsRead)} | ${f(flow.databasePerJourney.transactions)} / ${f(flow.databasePerJourney.rowsWritten)} / ${f(flow.databasePerJourney.rowsRead)} | ${f(fixedRate.database.transactions)} / ${f(fixedRate.database.rowsWritten)} / ${f(fixedRate.database.rowsRead)} | ${f(registrations.database.transactions)} / ${f(registrations.database.rowsWritten)} / ${f(registrations.database.rowsRead)} | |`,
      `| load generator (not part of the system) | ${f(full.cpuPerJourney['load generator'] ?? 0, 1)} | ${f(flow.cpuPerJourney['load generator'] ?? 0, 1)} | ${f(fixedRate.cpu['load generator'] ?? 0, 1)} | | |`,
    ];
    console.log(`\n${lines.join('\n')}`);
    writeSection('api', lines.join('\n'));
  } finally {
    await stopAll(services);
    rmSync(COUNT_DIR, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
