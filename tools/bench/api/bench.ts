/**
 * `npm run bench:api`: DESIGN §12's HTTP figures, measured in one run against the real stack
 * (api, worker, projector on a fresh seeded database), written into docs/performance.md.
 *   1. whole patient journeys over HTTP (register → patient → purchase date → supplies →
 *      upload key → multipart receipt upload → receipt → confirm): journeys/s and p99 per request;
 *   2. the same journey for profiles registered beforehand (what the flow costs without the
 *      deliberate ~30 ms argon2 hash of registration);
 *   3. the estimator at a fixed 500 requests/s: p99.
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { PASSWORD_HASH_OPTIONS } from '@lens/api/src/features/profiles/passwords';
import { hash } from 'argon2';
import autocannon, { type Request as CannonRequest } from 'autocannon';
import { withDefaultUser } from '@lens/event-store';
import { Client } from 'pg';
import {
  DEFAULT_DATABASE_URL,
  DEFAULT_REDIS_URL,
  checkServices,
  ensureDatabase,
} from '../../stack/preflight';
import { ROOT, type Service, nx, startProductionStack, stopAll } from '../../stack/stack';
import { type CpuSample, cpuSpent, sampleCpu, settle } from './cpu';
import { machine, writeSection } from '../report';

const API_PORT = 3500;
const BARE_PORT = 3599;
const BARE_SERVER = `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end('{}'); }).listen(${BARE_PORT}, '127.0.0.1')`;
const BASE = `http://127.0.0.1:${API_PORT}`;
const DATABASE = 'lens_bench';
const DURATION = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

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

/** One request of a journey: what to send given the connection's context, what to keep. */
function step(
  path: string | ((context: Context) => string),
  send: (context: Context) => { headers: Record<string, string>; body: string | Buffer },
  keep?: (body: string, context: Context) => void,
): CannonRequest {
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

const register = (): CannonRequest =>
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

/** The purchase part of the journey, for the profile whose token is in the context. */
function purchase(sap: string, before?: (context: Context) => void): CannonRequest[] {
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
            address1: '12 Elm St.',
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

/** The stack's processes by name, for the CPU breakdown. */
const pidsOf = (services: readonly Service[]) =>
  Object.fromEntries(services.map((service) => [service.name, service.child.pid]));

async function runJourneys(
  requests: CannonRequest[],
  perJourney: number,
  services: readonly Service[],
  databaseUrl: string,
): Promise<Figures> {
  const pids = pidsOf(services);
  const databaseBefore = await databaseWork(databaseUrl);
  const before = sampleCpu(pids, DATABASE);
  const loadBefore = process.cpuUsage();
  const result = await autocannon({
    url: BASE,
    connections: CONNECTIONS,
    duration: DURATION,
    requests,
  });
  const load = process.cpuUsage(loadBefore);
  await settle(pids, DATABASE);
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
  };
  await checkServices(env.DATABASE_URL!, env.REDIS_URL!);
  if (
    !process.argv.includes('--no-build') &&
    nx(['run-many', '-t', 'build', '-p', '@lens/api', '@lens/projector'], env) !== 0
  ) {
    throw new Error('build failed');
  }
  await ensureDatabase(env.DATABASE_URL!, { fresh: true });
  const { services } = await startProductionStack({ env, apiPort: API_PORT, webPort: 8500 }, false);
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
    console.log('Estimator at 500 requests/s…');
    const at500 = { connections: 5, overallRate: 500, duration: DURATION };
    const estimator = await autocannon({
      url: `${BASE}/api/rewards/estimate?brand=1DM&monthly_amount=12&sap=${sap}`,
      ...at500,
    });
    // The same load on a bare Node server answering `{}`: what the machine and the load
    // generator alone cost at this rate, measured in the same run.
    let baseline: autocannon.Result;
    const bare = spawn(process.execPath, ['-e', BARE_SERVER], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      baseline = await autocannon({ url: `http://127.0.0.1:${BARE_PORT}/`, ...at500 });
    } finally {
      bare.kill();
    }

    // Registered first, while the system is quiet, so that neither run waits on the other.
    const tokens = await signedInTokens(CONNECTIONS * 30);

    console.log(`Journeys with registration: ${CONNECTIONS} connections, ${DURATION} s…`);
    const steps = [register(), ...purchase(sap)];
    const full = await runJourneys(steps, steps.length, services, env.DATABASE_URL!);
    console.log(full);

    console.log('Journeys of signed-in profiles…');
    let next = 0;
    // Each journey takes the next registered profile's token before adding its patient.
    const signedIn = purchase(sap, (context) => (context.token = tokens[next++ % tokens.length]!));
    const flow = await runJourneys(signedIn, signedIn.length, services, env.DATABASE_URL!);
    const argon2 = await argon2Cost();

    const f = (n: number, digits = 0) =>
      n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
    const system = (cpu: CpuSample) =>
      Object.entries(cpu)
        .filter(([name]) => name !== 'load generator')
        .reduce((sum, [, ms]) => sum + ms, 0);
    const fullTotal = system(full.cpuPerJourney);
    const withoutArgon2 = fullTotal - argon2;
    const cpuRows = ['api', 'worker', 'projector', 'postgresql', 'redis'].map(
      (name) =>
        `| ${name} | ${f(full.cpuPerJourney[name] ?? 0, 1)} | ${f(flow.cpuPerJourney[name] ?? 0, 1)} |`,
    );
    const lines = [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${await machine()}; production mode (\`NODE_ENV=production\`, the build \`npm run serve\` runs, reference data only); api, worker and projector running, ${CONNECTIONS} connections, ${DURATION} s per run.`,
      '',
      '| figure | result | target |',
      '|---|---|---|',
      `| whole journeys/s, register → confirm (${steps.length} requests each) | **${f(full.journeysPerSecond, 1)}** | ≥ 100 ${full.journeysPerSecond >= 100 ? '✔' : '✘'} |`,
      `| p50 / p99 per request in those journeys | ${f(full.p50)} ms / **${f(full.p99)} ms** | p99 < 50 ms ${full.p99 < 50 ? '✔' : '✘'} |`,
      `| journeys/s for profiles registered beforehand (${signedIn.length} requests each) | **${f(flow.journeysPerSecond, 1)}** | |`,
      `| p50 / p99 per request in those journeys | ${f(flow.p50)} ms / **${f(flow.p99)} ms** | |`,
      `| CPU per whole journey, all processes, argon2 excluded (${f(fullTotal, 1)} ms with it) | **${f(withoutArgon2, 1)} ms** | ≤ 20 ms ${withoutArgon2 <= 20 ? '✔' : '✘'} |`,
      `| estimator at ${f(estimator.requests.average)} requests/s, before the journeys: p50 / p99 | ${f(estimator.latency.p50)} ms / **${f(estimator.latency.p99)} ms** | p99 < 20 ms ${estimator.latency.p99 < 20 ? '✔' : '✘'} |`,
      `| the same load on a bare Node server answering \`{}\`: p50 / p99 (the floor of this machine and load generator) | ${f(baseline.latency.p50)} ms / ${f(baseline.latency.p99)} ms | |`,
      `| non-2xx answers / errors (journeys, signed-in journeys, estimator) | ${full.non2xx}/${full.errors}, ${flow.non2xx}/${flow.errors}, ${estimator.non2xx}/${estimator.errors} | 0 |`,
      '',
      'CPU per journey by process (ms; from /proc, including the jobs and projections a run leaves queued until they are done):',
      '',
      '| process | whole journey | pre-registered profile |',
      '|---|---|---|',
      ...cpuRows,
      `| all of the system | **${f(fullTotal, 1)}** | **${f(system(flow.cpuPerJourney), 1)}** |`,
      `| of which argon2id, one registration's hash (measured apart, same setting) | ${f(argon2, 1)} | 0 |`,
      `| PostgreSQL transactions / rows written / rows read per journey (pg_stat_database) | ${f(full.databasePerJourney.transactions)} / ${f(full.databasePerJourney.rowsWritten)} / ${f(full.databasePerJourney.rowsRead)} | ${f(flow.databasePerJourney.transactions)} / ${f(flow.databasePerJourney.rowsWritten)} / ${f(flow.databasePerJourney.rowsRead)} |`,
      `| load generator (autocannon, not part of the system) | ${f(full.cpuPerJourney['load generator'] ?? 0, 1)} | ${f(flow.cpuPerJourney['load generator'] ?? 0, 1)} |`,
    ];
    console.log(`\n${lines.join('\n')}`);
    writeSection('api', lines.join('\n'));
  } finally {
    await stopAll(services);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
