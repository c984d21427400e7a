/**
 * The fault test (issue 14, "A fault test in CI"; `npm run test:faults`, and a step of `npm
 * test` after the production build). On a PostgreSQL cluster and a Redis server of its own, on
 * free ports, it runs the built api, worker and projector under a steady load of patient
 * journeys while it restarts PostgreSQL, then Redis, and SIGKILLs the worker and the projector
 * once each. Then it checks that:
 *   - no request was answered anything but success or 503 (never 500, never left hanging);
 *   - every dependency came back without restarting a process (health answers 200 again);
 *   - every confirmed entry reached a decision, every approved one its one mailed card;
 *   - no card and no e-mail was sent twice;
 *   - the read models equal a fresh rebuild.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { freePort, startRedis, stopRedis } from '@lens/api/src/testing/redis-server';
import { differences, doneTwice, outstanding, sentMails, snapshotReadModels } from './checks';
import { createCluster } from './cluster';
import { JourneyLoad, type Sample } from './load';
import { ENTRIES, Processes, ROOT } from './processes';

const APP_NOW = '2025-09-15T15:00:00.000Z';
const SAP = '100200';
const USERS = Number(process.env.FAULTS_USERS ?? 3);
/** How long each outage lasts, and the steady load between faults (ms). */
const OUTAGE_MS = 4_000;
const STEADY_MS = Number(process.env.FAULTS_STEADY_MS ?? 6_000);
const RECOVERY_LIMIT_MS = 30_000;
const DRAIN_LIMIT_MS = 120_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function log(message: string): void {
  console.log(`  faults │ ${message}`);
}

async function until<T>(
  probe: () => Promise<T | false | null | undefined>,
  what: string,
  limitMs: number,
): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what} (${limitMs / 1000} s)`);
    await sleep(200);
  }
}

interface Window {
  fault: string;
  from: number;
  to: number;
  recoveredInMs?: number;
}

export async function runFaultTest(): Promise<boolean> {
  const started = Date.now();
  const missing = Processes.missingBuild();
  if (missing) throw new Error(`The fault test runs the production build; missing: ${missing}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'lens-faults-'));
  const [pgPort, redisPort, apiPort] = [await freePort(), await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${apiPort}`;
  const problems: string[] = [];
  const windows: Window[] = [];

  log(`PostgreSQL cluster on ${pgPort}, Redis on ${redisPort}, api on ${apiPort}, in ${dir}`);
  const cluster = createCluster(dir, pgPort);
  let redis = await startRedis(redisPort);
  const databaseUrl = cluster.url('lens_faults');
  await cluster.createDatabase('lens_faults');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    SITE_URL: baseUrl,
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '10',
    PROJECTOR_POOL_SIZE: '6',
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    REDIS_PREFIX: 'faults',
    VAR_DIR: path.join(dir, 'var'),
    APP_NOW,
    LOG_LEVEL: 'warn',
    CARD_MAIL_DELAY_MS: '200',
    ENTRY_SWEEP_INTERVAL_MS: '5000',
    // One address makes every journey: the limits stay on, high enough for the load.
    RATE_LIMIT_SCALE: '1000',
  };
  const processes = new Processes(dir, env);
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  pool.on('error', () => undefined);
  const load = new JourneyLoad({ baseUrl, sap: SAP, purchaseDate: '2025-09-10', users: USERS });
  const health = async () => (await fetch(`${baseUrl}/api/health`)).status === 200;
  try {
    const api = processes.start('api');
    let worker = processes.start('worker');
    let projector = processes.start('projector');
    await until(health, 'the api', 60_000);
    await pool.query(
      `INSERT INTO practices (sap, display_name, account_name, city, state, postal_code, status)
       VALUES ($1, 'Practice 100200', 'Practice 100200', 'Springfield', 'IL', '62701', 'active')`,
      [SAP],
    );
    await until(
      async () =>
        Number((await pool.query('SELECT count(*) AS n FROM projector.projections')).rows[0].n) > 0,
      'the read models',
      60_000,
    );

    load.start();
    await until(async () => load.confirmed > 0, 'a first journey', 60_000);
    await sleep(STEADY_MS);

    /** One outage: take the dependency down, bring it back, wait until health says ok. */
    const outage = async (fault: string, down: () => Promise<void>, up: () => Promise<void>) => {
      log(`${fault}: down for ${OUTAGE_MS / 1000} s`);
      const window: Window = { fault, from: Date.now(), to: 0 };
      windows.push(window);
      await down();
      await sleep(OUTAGE_MS);
      await up();
      window.to = Date.now();
      const confirmedBefore = load.confirmed;
      await until(health, `health after ${fault}`, RECOVERY_LIMIT_MS);
      window.recoveredInMs = Date.now() - window.to;
      await until(
        async () => load.confirmed > confirmedBefore,
        `a journey after ${fault}`,
        RECOVERY_LIMIT_MS,
      );
      log(`${fault}: healthy again ${window.recoveredInMs} ms after it came back`);
      await sleep(STEADY_MS);
    };
    await outage(
      'PostgreSQL restart',
      async () => cluster.stop(),
      async () => cluster.start(),
    );
    await outage(
      'Redis restart (its data lost)',
      async () => stopRedis(redis),
      async () => {
        redis = await startRedis(redisPort);
      },
    );
    /** A process killed where it stands and started again (a crash and its supervisor). */
    const crash = async (name: 'worker' | 'projector', victim: typeof worker) => {
      log(`${name}: SIGKILL`);
      windows.push({ fault: `${name} SIGKILL`, from: Date.now(), to: Date.now() });
      await processes.kill(victim);
      await sleep(2_000);
      const restarted = processes.start(name);
      await sleep(STEADY_MS);
      return restarted;
    };
    worker = await crash('worker', worker);
    projector = await crash('projector', projector);
    await load.stop();
    log(`load: ${load.confirmed} journeys confirmed, ${load.dropped} dropped at a refusal`);

    problems.push(...answersProblems(load.samples, windows));
    if (api.child.exitCode !== null || api.child.signalCode !== null)
      problems.push('the api process stopped during the faults');

    const drainStart = Date.now();
    const left = await until(
      async () => {
        const now = await outstanding(pool);
        return Object.values(now).every((n) => n === 0) && now;
      },
      'every entry decided, card mailed and e-mail sent',
      DRAIN_LIMIT_MS,
    ).catch(async (error: unknown) => {
      problems.push(`${String(error)}: ${JSON.stringify(await outstanding(pool))}`);
      return null;
    });
    if (left) log(`everything done ${Date.now() - drainStart} ms after the load stopped`);
    const twice = await doneTwice(pool);
    log(`done twice: ${JSON.stringify(twice)}`);
    if (twice.doubleEvents || twice.doubleOrders || twice.doubleMails)
      problems.push(`something was done twice: ${JSON.stringify(twice)}`);
    const files = readdirSync(path.join(dir, 'var', 'mail')).filter((f) => f.endsWith('.eml'));
    if (files.length !== (await sentMails(pool)))
      problems.push(`${files.length} e-mail files for ${await sentMails(pool)} e-mails sent`);

    problems.push(...(await rebuildProblems(pool, processes, projector, env)));
    void worker;
  } catch (error) {
    problems.push(String(error instanceof Error ? (error.stack ?? error.message) : error));
  } finally {
    await load.stop().catch(() => undefined);
    await processes.stopAll();
    await pool.end().catch(() => undefined);
    await stopRedis(redis).catch(() => undefined);
    try {
      cluster.destroy();
    } catch (error) {
      problems.push(`could not stop the test's PostgreSQL: ${String(error)}`);
    }
  }
  report(load.samples, windows, processes.notable);
  if (problems.length) {
    console.log('\n  faults │ FAILED:');
    for (const problem of problems) console.log(`  faults │   - ${problem}`);
    for (const name of Object.keys(ENTRIES))
      console.log(`\n--- ${name}.log (last lines) ---\n${tail(path.join(dir, `${name}.log`))}`);
    console.log(`  faults │ logs kept in ${dir}; ${Math.round((Date.now() - started) / 1000)} s`);
    return false;
  }
  rmSync(dir, { recursive: true, force: true });
  log(`passed in ${Math.round((Date.now() - started) / 1000)} s`);
  return true;
}

/** Every answer is a success or a 503; none is missing (refused, reset, hung). */
function answersProblems(samples: readonly Sample[], windows: readonly Window[]): string[] {
  const problems: string[] = [];
  const bad = samples.filter((s) => !(s.status >= 200 && s.status < 300) && s.status !== 503);
  if (bad.length)
    problems.push(
      `${bad.length} answers neither a success nor 503: ${JSON.stringify(bad.slice(0, 5))}`,
    );
  for (const window of windows.filter((w) => w.to > w.from)) {
    const during = samples.filter((s) => s.startedAt >= window.from && s.startedAt <= window.to);
    if (!during.some((s) => s.status === 503))
      problems.push(`no request met the ${window.fault} (no 503 seen): the test saw no outage`);
  }
  return problems;
}

/** Stops the live projector once it has caught up, rebuilds every read model, compares. */
async function rebuildProblems(
  pool: Pool,
  processes: Processes,
  projector: { child: { exitCode: number | null } },
  env: NodeJS.ProcessEnv,
): Promise<string[]> {
  await until(
    async () => {
      const { rows } = await pool.query<{ behind: string }>(
        `SELECT count(*) AS behind FROM es.checkpoints c
          WHERE c.name LIKE 'projection:%' AND c.checkpoint IS DISTINCT FROM
                (SELECT transaction_id::text || ':' || position FROM es.events
                  ORDER BY transaction_id DESC, position DESC LIMIT 1)`,
      );
      return Number(rows[0]?.behind) === 0;
    },
    'the projector to catch up',
    60_000,
  );
  await processes.stopAll();
  void projector;
  const live = await snapshotReadModels(pool);
  const rebuild = spawnSync(process.execPath, [path.join(ROOT, ENTRIES.projector[0]), 'rebuild'], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  if (rebuild.status !== 0) return [`projector rebuild failed: ${rebuild.stderr.slice(-2000)}`];
  const rebuilt = await snapshotReadModels(pool);
  const tables = Object.keys(live).length;
  const rows = Object.values(live).reduce((sum, list) => sum + list.length, 0);
  log(`read models: ${tables} tables, ${rows} rows compared with a fresh rebuild`);
  return differences(live, rebuilt).map((difference) => `read model differs: ${difference}`);
}

function report(
  samples: readonly Sample[],
  windows: readonly Window[],
  notable: ReadonlyMap<string, number>,
): void {
  const statuses = (list: readonly Sample[]) => {
    const counts: Record<string, number> = {};
    for (const s of list) counts[s.status] = (counts[s.status] ?? 0) + 1;
    return JSON.stringify(counts);
  };
  log(`answers: ${samples.length} in all ${statuses(samples)}`);
  for (const window of windows) {
    const during = samples.filter((s) => s.startedAt >= window.from && s.startedAt <= window.to);
    const slowest = Math.max(0, ...during.map((s) => s.ms));
    log(
      `  ${window.fault}: ${statuses(during)} during it, slowest ${slowest} ms` +
        (window.recoveredInMs !== undefined ? `, healthy ${window.recoveredInMs} ms after` : ''),
    );
  }
  const refused = new Map<string, number>();
  for (const s of samples.filter((sample) => sample.status < 200 || sample.status >= 300)) {
    const key = `${s.step} ${s.status} ${s.code ?? ''}`;
    refused.set(key, (refused.get(key) ?? 0) + 1);
  }
  for (const [key, count] of refused) log(`  not a success: ${count} × ${key}`);
  const lines = [...notable].sort((a, b) => b[1] - a[1]).slice(0, 25);
  if (lines.length) {
    log('warnings and errors the processes logged (what an operator sees):');
    for (const [line, count] of lines) log(`  ${String(count).padStart(5)} × ${line}`);
  }
}

function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

if (require.main === module) {
  runFaultTest().then(
    (passed) => process.exit(passed ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
