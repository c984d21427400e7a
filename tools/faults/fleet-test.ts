/**
 * The fleet test (issue 25; it grew from issue 14's fault test: `npm run test:faults`, and a
 * step of `npm test` after the production build). On a PostgreSQL cluster and a Redis server of
 * its own, on free ports, it starts two api, two worker and two projector processes of the
 * production build and the web server in front of the apis, BEFORE their PostgreSQL and Redis
 * exist (each must wait for them, not exit). Under a steady load of patient journeys through
 * the web server it SIGKILLs each kind of process FLEET_KILLS times (3) at random moments, each
 * time starting it again a second later as a supervisor would, and restarts PostgreSQL and
 * Redis once each. Then it checks, every check able to fail:
 *   - no answer but a success, a 503 or a busy key's 409 (never a 500), none after 10 s;
 *   - every journey completed; one interrupted by a 503 and retried with its Idempotency-Key
 *     made exactly one entry (as did every other);
 *   - every confirmed entry decided; every approval one card order (counted at the provider,
 *     which takes any number) and one mailed card;
 *   - every e-mail exactly once per (recipient, template, entry), from the send ledger;
 *   - the read models equal a fresh rebuild;
 *   - a projection's leadership moved within 2 s of its leader's kill (each move printed);
 *   - journeys completed per second (sampled each second) never 0 for more than 5 s;
 *   - every process not killed is the same process at the end.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { freePort, startRedis, stopRedis } from '@lens/api/src/testing/redis-server';
import {
  differences,
  doneTwice,
  entriesPerProfile,
  outstanding,
  sendLedgerProblems,
  snapshotReadModels,
} from './checks';
import { type Cluster, createCluster } from './cluster';
import { HUNG_MS, JourneyLoad, type Sample } from './load';
import { ENTRIES, Processes, ROOT, type Running, alive } from './processes';

const APP_NOW = '2025-09-15T15:00:00.000Z';
const SAP = '100200';
const USERS = Number(process.env.FLEET_USERS ?? 4);
/** SIGKILLs of each process kind. */
const KILLS = Number(process.env.FLEET_KILLS ?? 3);
/** The steady load between two faults, on average (each pause is random, ±50 %). */
const STEADY_MS = Number(process.env.FLEET_STEADY_MS ?? 5_000);
/** How long a killed process stays dead before its supervisor starts it again. */
const RESTART_AFTER_MS = 1_000;
/** How long PostgreSQL and Redis stay down when restarted. */
const DOWN_MS = 1_000;
const LEADERSHIP_LIMIT_MS = 2_000;
const STALL_LIMIT_S = 5;
const RECOVERY_LIMIT_MS = 30_000;
const DRAIN_LIMIT_MS = 120_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const randomBetween = (from: number, to: number) => from + Math.random() * (to - from);

function log(message: string): void {
  console.log(`  fleet │ ${message}`);
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
    await sleep(100);
  }
}

type Fault = 'api' | 'worker' | 'projector' | 'PostgreSQL' | 'Redis';

interface Window {
  fault: string;
  from: number;
  to: number;
  recoveredInMs?: number;
}

/** Each kind killed `KILLS` times and each database restarted once, in a random order. */
function schedule(): Fault[] {
  const faults: Fault[] = [];
  for (let i = 0; i < KILLS; i += 1) faults.push('api', 'worker', 'projector');
  faults.push('PostgreSQL', 'Redis');
  for (let i = faults.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [faults[i], faults[j]] = [faults[j]!, faults[i]!];
  }
  return faults;
}

/**
 * Who leads each projection, from the projectors' `projection active` lines; and, after a
 * leader's kill, how long until another process took each projection it led.
 */
class Leadership {
  private readonly leaders = new Map<string, { pid: number; at: number }>();
  /** Projectors and workers past their start-up (a projector standing by or leading). */
  readonly running = new Set<number>();

  constructor(processes: Processes) {
    processes.onLine((from, line) => {
      if (line.msg === 'projector running' || line.msg === 'worker running')
        this.running.add(from.child.pid!);
      if (from.name !== 'projector' || line.msg !== 'projection active') return;
      const projection = String(line.projection);
      this.leaders.set(projection, { pid: from.child.pid!, at: Number(line.time ?? Date.now()) });
    });
  }

  /** The projections `pid` leads. */
  ledBy(pid: number): string[] {
    return [...this.leaders].filter(([, leader]) => leader.pid === pid).map(([name]) => name);
  }

  /** Waits until each projection has a leader other than `pid` since `since`; ms per projection. */
  async moved(projections: string[], pid: number, since: number): Promise<Map<string, number>> {
    const times = new Map<string, number>();
    await until(
      async () => {
        for (const name of projections) {
          const leader = this.leaders.get(name);
          if (leader && leader.pid !== pid && leader.at >= since)
            times.set(name, leader.at - since);
        }
        return times.size === projections.length;
      },
      `the leadership of ${projections.join(', ')}`,
      15_000,
    ).catch(() => undefined);
    return times;
  }
}

export async function runFleetTest(): Promise<boolean> {
  const started = Date.now();
  const missing = Processes.missingBuild();
  if (missing) throw new Error(`The fleet test runs the production build; missing: ${missing}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'lens-fleet-'));
  const [pgPort, redisPort, webPort] = [await freePort(), await freePort(), await freePort()];
  const apiPorts = [await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${webPort}`;
  const problems: string[] = [];
  const windows: Window[] = [];
  const moves: { at: number; ms: Map<string, number> }[] = [];
  const throughput: number[] = [];

  log(
    `PostgreSQL on ${pgPort}, Redis on ${redisPort}, apis on ${apiPorts.join(' and ')}, web on ${webPort}, in ${dir}`,
  );
  const databaseUrl = `postgres://lens@127.0.0.1:${pgPort}/lens_faults`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    SITE_URL: baseUrl,
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '8',
    PROJECTOR_POOL_SIZE: '5',
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    REDIS_PREFIX: 'fleet',
    VAR_DIR: path.join(dir, 'var'),
    API_PROCESSES: '2',
    APP_NOW,
    LOG_LEVEL: 'warn',
    CARD_MAIL_DELAY_MS: '200',
    ENTRY_SWEEP_INTERVAL_MS: '5000',
    // One address makes every journey: the limits stay on, high enough for the load.
    RATE_LIMIT_SCALE: '1000',
    // Reading receipts (OCR) is CPU the faults do not need; its own tests cover it.
    RECEIPT_READING: 'false',
    WEB_PORT: String(webPort),
    WEB_HOST: '127.0.0.1',
    API_URL: apiPorts.map((port) => `http://127.0.0.1:${port}`).join(','),
  };
  const processes = new Processes(dir, env);
  const leadership = new Leadership(processes);
  let cluster: Cluster | undefined;
  let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  pool.on('error', () => undefined);
  const load = new JourneyLoad({ baseUrl, sap: SAP, purchaseDate: '2025-09-10', users: USERS });
  const health = (port: number) => async () =>
    (await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200;
  const allHealthy = async () =>
    (await Promise.all(apiPorts.map((port) => health(port)()))).every(Boolean);
  let sampler: NodeJS.Timeout | undefined;
  try {
    // The fleet first, its PostgreSQL and Redis after: every process must wait for them.
    const fleet: Running[] = [
      ...apiPorts.map((port, i) => processes.start('api', `api#${i + 1}`, { PORT: String(port) })),
      processes.start('worker', 'worker#1', { LOG_LEVEL: 'info' }),
      processes.start('worker', 'worker#2', { LOG_LEVEL: 'info' }),
      processes.start('projector', 'projector#1', { LOG_LEVEL: 'info' }),
      processes.start('projector', 'projector#2', { LOG_LEVEL: 'info' }),
      processes.start('web'),
    ];
    const waited = new Set<string>();
    processes.onLine((from, line) => {
      if (line.msg === 'waiting for PostgreSQL') waited.add(from.label);
    });
    // Each process says it waits (or exits, which is the failure), then the databases come.
    await until(
      async () =>
        fleet.some((p) => !alive(p)) || fleet.every((p) => p.name === 'web' || waited.has(p.label)),
      'every process to say it waits for PostgreSQL',
      60_000,
    ).catch(() => undefined);
    cluster = createCluster(dir, pgPort);
    await cluster.createDatabase('lens_faults');
    redis = await startRedis(redisPort);
    await until(allHealthy, 'both apis', 90_000);
    const gone = fleet.filter((process) => !alive(process));
    if (gone.length)
      throw new Error(`${gone.map((p) => p.label).join(', ')} exited instead of waiting`);
    const didNotWait = fleet.filter((p) => p.name !== 'web' && !waited.has(p.label));
    if (didNotWait.length)
      problems.push(`never said it was waiting for PostgreSQL: ${didNotWait.map((p) => p.label)}`);
    log(`the fleet waited for PostgreSQL and Redis and started (${[...waited].length} waited)`);

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
    // Warmed up (each user through a journey: the processes' first requests are slow) before
    // the throughput is sampled and the faults begin.
    await until(async () => load.completed >= USERS, 'the first journeys', 90_000);
    const loadFrom = Date.now();
    sampler = setInterval(() => {
      const now = Date.now();
      throughput.push(load.completions.filter((t) => t > now - 1_000 && t <= now).length);
    }, 1_000);

    const crash = async (kind: 'api' | 'worker' | 'projector') => {
      const candidates = processes.running().filter((p) => p.name === kind);
      // One process is killed at a time: the others of its kind are up first (one killed a
      // moment ago may still be starting), so a leader's kill measures the move to a standby.
      await until(
        async () =>
          kind === 'api'
            ? allHealthy()
            : candidates.every((p) => leadership.running.has(p.child.pid!)),
        `every ${kind} up before the next kill`,
        60_000,
      ).catch(() => problems.push(`a restarted ${kind} was not up again within 60 s`));
      // A projector kill takes a leader (the one leading most projections).
      const victim =
        kind === 'projector'
          ? candidates.sort(
              (a, b) =>
                leadership.ledBy(b.child.pid!).length - leadership.ledBy(a.child.pid!).length,
            )[0]!
          : candidates[Math.floor(Math.random() * candidates.length)]!;
      const led = kind === 'projector' ? leadership.ledBy(victim.child.pid!) : [];
      const at = Date.now();
      windows.push({ fault: `${victim.label} SIGKILL`, from: at, to: at });
      await processes.kill(victim);
      const moved = led.length ? leadership.moved(led, victim.child.pid!, at) : null;
      await sleep(RESTART_AFTER_MS);
      processes.restart(victim);
      if (moved) {
        const times = await moved;
        moves.push({ at, ms: times });
        const slowest = Math.max(...times.values());
        log(
          `${victim.label} SIGKILL: ${times.size} of ${led.length} projections led elsewhere, slowest in ${slowest} ms`,
        );
        if (times.size < led.length)
          problems.push(`leadership of ${led.length - times.size} projections never moved`);
        if (slowest > LEADERSHIP_LIMIT_MS)
          problems.push(`a projection's leadership took ${slowest} ms to move (limit 2 s)`);
      } else
        log(
          `${victim.label} SIGKILL (${kind === 'projector' ? 'leading nothing' : 'pid ' + victim.child.pid})`,
        );
    };
    const outage = async (fault: 'PostgreSQL' | 'Redis') => {
      const window: Window = { fault: `${fault} restart`, from: Date.now(), to: 0 };
      windows.push(window);
      if (fault === 'PostgreSQL') cluster!.stop();
      else await stopRedis(redis!);
      await sleep(DOWN_MS);
      if (fault === 'PostgreSQL') cluster!.start();
      else {
        redis = await startRedis(redisPort);
        load.sessionsLostAt.push(Date.now());
      }
      window.to = Date.now();
      await until(allHealthy, `health after the ${fault} restart`, RECOVERY_LIMIT_MS);
      window.recoveredInMs = Date.now() - window.to;
      log(`${fault} restart: both apis healthy ${window.recoveredInMs} ms after it came back`);
    };
    for (const fault of schedule()) {
      await sleep(randomBetween(STEADY_MS / 2, (STEADY_MS * 3) / 2));
      if (fault === 'PostgreSQL' || fault === 'Redis') await outage(fault);
      else await crash(fault);
    }
    await sleep(STEADY_MS);
    clearInterval(sampler);
    await load.stop();
    const loadSeconds = Math.round((Date.now() - loadFrom) / 1000);
    log(
      `load: ${load.completed} journeys in ${loadSeconds} s (${(load.completed / loadSeconds).toFixed(1)}/s), ` +
        `${load.journeys.filter((j) => j.retries > 0).length} interrupted and retried, ` +
        `${load.journeys.filter((j) => j.signIns > 0).length} signed in again after Redis lost their session`,
    );

    problems.push(...answersProblems(load.samples, windows));
    problems.push(...stallProblems(throughput));
    problems.push(...(await journeyProblems(pool, load)));
    problems.push(...processProblems(processes));
    if (!moves.length) problems.push('no projection leader was killed: leadership unmeasured');

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
    const events = Number((await pool.query('SELECT count(*) AS n FROM es.events')).rows[0].n);
    log(
      `events: ${events} for ${load.completed} journeys (${(events / load.completed).toFixed(1)} each, decisions and cards included)`,
    );
    const twice = await doneTwice(pool);
    log(`done twice: ${JSON.stringify(twice)}`);
    if (twice.doubleEvents || twice.doubleOrders || twice.doubleMails)
      problems.push(`something was done twice: ${JSON.stringify(twice)}`);
    const ledger = readFileSync(path.join(dir, 'var', 'mail', 'sent.jsonl'), 'utf8');
    const mails = await sendLedgerProblems(pool, ledger);
    log(`e-mails: ${mails.sends} sends in the ledger`);
    problems.push(...mails.problems);

    problems.push(...(await rebuildProblems(pool, processes, env)));
  } catch (error) {
    problems.push(String(error instanceof Error ? (error.stack ?? error.message) : error));
  } finally {
    clearInterval(sampler);
    await load.stop().catch(() => undefined);
    await processes.stopAll();
    await pool.end().catch(() => undefined);
    if (redis) await stopRedis(redis).catch(() => undefined);
    try {
      cluster?.destroy();
    } catch (error) {
      problems.push(`could not stop the test's PostgreSQL: ${String(error)}`);
    }
  }
  report(load.samples, windows, moves, throughput, processes.notable);
  if (problems.length) {
    console.log('\n  fleet │ FAILED:');
    for (const problem of problems) console.log(`  fleet │   - ${problem}`);
    for (const label of new Set(processes.started.map((p) => p.label)))
      console.log(`\n--- ${label}.log (last lines) ---\n${tail(path.join(dir, `${label}.log`))}`);
    console.log(`  fleet │ logs kept in ${dir}; ${Math.round((Date.now() - started) / 1000)} s`);
    return false;
  }
  rmSync(dir, { recursive: true, force: true });
  log(`passed in ${Math.round((Date.now() - started) / 1000)} s`);
  return true;
}

/**
 * Every answer a success, a 503 or a busy key's 409; none missing or slower than 10 s; and each
 * database restart met by at least one request (else the test saw no outage).
 */
function answersProblems(samples: readonly Sample[], windows: readonly Window[]): string[] {
  const problems: string[] = [];
  const fine = (s: Sample) =>
    (s.status >= 200 && s.status < 300) ||
    s.status === 503 ||
    s.sessionLost ||
    (s.status === 409 && s.code === 'IDEMPOTENCY_KEY_IN_USE');
  const bad = samples.filter((s) => !fine(s));
  if (bad.length)
    problems.push(
      `${bad.length} answers neither a success, a 503 nor a busy key (${bad.filter((s) => s.status === 500).length} × 500, ${bad.filter((s) => s.status === 0).length} without an answer): ${JSON.stringify(bad.slice(0, 5))}`,
    );
  const slow = samples.filter((s) => s.ms >= HUNG_MS);
  if (slow.length) problems.push(`${slow.length} requests hung past ${HUNG_MS / 1000} s`);
  for (const window of windows.filter((w) => w.to > w.from)) {
    const during = samples.filter(
      (s) => s.startedAt >= window.from && s.startedAt <= window.to + 1_000,
    );
    if (!during.some((s) => s.status === 503))
      problems.push(`no request met the ${window.fault} (no 503 seen): the test saw no outage`);
  }
  return problems;
}

/** Journeys completed per second never 0 for more than STALL_LIMIT_S seconds in a row. */
function stallProblems(perSecond: readonly number[]): string[] {
  let run = 0;
  let longest = 0;
  for (const n of perSecond) {
    run = n === 0 ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  log(`throughput: ${perSecond.length} one-second samples, longest stretch at 0: ${longest} s`);
  return longest > STALL_LIMIT_S
    ? [`no journey completed for ${longest} s in a row (limit ${STALL_LIMIT_S} s)`]
    : [];
}

/** Every journey completed, each with exactly one entry; some were interrupted and retried. */
async function journeyProblems(pool: Pool, load: JourneyLoad): Promise<string[]> {
  const problems: string[] = [];
  const failed = load.journeys.filter((j) => j.failure);
  if (failed.length)
    problems.push(
      `${failed.length} journeys did not complete: ${failed
        .slice(0, 3)
        .map((j) => j.failure)
        .join('; ')}`,
    );
  const done = load.journeys.filter((j) => j.completed);
  const entries = await entriesPerProfile(
    pool,
    done.map((j) => j.profileId!),
  );
  const notOne = done.filter((j) => entries.get(j.profileId!) !== 1);
  const interrupted = done.filter((j) => j.retries > 0);
  log(
    `journeys: ${done.length} completed, ${interrupted.length} of them interrupted (${interrupted.reduce((n, j) => n + j.retries, 0)} retries with their Idempotency-Key)`,
  );
  if (notOne.length)
    problems.push(
      `${notOne.length} completed journeys without exactly one entry (${notOne.filter((j) => j.retries > 0).length} of them retried): ${notOne
        .slice(0, 3)
        .map((j) => `${j.profileId}: ${entries.get(j.profileId!) ?? 0}`)
        .join(', ')}`,
    );
  if (!interrupted.length) problems.push('no journey was interrupted: the test saw no fault');
  return problems;
}

/** Every process the test did not kill is the one it started, still running. */
function processProblems(processes: Processes): string[] {
  const problems: string[] = [];
  for (const process of processes.started) {
    if (process.killed) continue;
    if (!alive(process))
      problems.push(
        `${process.label} (pid ${process.child.pid}) stopped without being killed (exit ${process.child.exitCode ?? process.child.signalCode})`,
      );
  }
  const killed = processes.started.filter((p) => p.killed).length;
  log(
    `processes: ${processes.started.length} started, ${killed} killed; the other ${processes.started.length - killed} still the same processes`,
  );
  return problems;
}

/** Stops the live projectors once caught up, rebuilds every read model, compares. */
async function rebuildProblems(
  pool: Pool,
  processes: Processes,
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
    'the projectors to catch up',
    60_000,
  );
  await processes.stopAll();
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
  moves: readonly { at: number; ms: Map<string, number> }[],
  perSecond: readonly number[],
  notable: ReadonlyMap<string, number>,
): void {
  const statuses = (list: readonly Sample[]) => {
    const counts: Record<string, number> = {};
    for (const s of list) counts[s.status] = (counts[s.status] ?? 0) + 1;
    return JSON.stringify(counts);
  };
  log(`answers: ${samples.length} in all ${statuses(samples)}`);
  for (const window of windows) {
    const during = samples.filter(
      (s) => s.startedAt >= window.from && s.startedAt <= Math.max(window.to, window.from) + 3_000,
    );
    const slowest = Math.max(0, ...during.map((s) => s.ms));
    log(
      `  ${window.fault}: ${statuses(during)} within 3 s, slowest ${slowest} ms` +
        (window.recoveredInMs !== undefined ? `, healthy ${window.recoveredInMs} ms after` : ''),
    );
  }
  for (const move of moves) {
    const times = [...move.ms.values()].sort((a, b) => a - b);
    if (times.length)
      log(
        `  leadership moved: ${times.length} projections, ${times[0]}–${times.at(-1)} ms after the kill`,
      );
  }
  log(`journeys completed per second: ${perSecond.join(' ')}`);
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
  runFleetTest().then(
    (passed) => process.exit(passed ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
