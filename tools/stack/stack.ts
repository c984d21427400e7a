import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

export const ROOT = path.resolve(__dirname, '../..');

/** Runs an Nx command in the workspace with streamed output; returns its exit status. */
export function nx(args: string[], env: NodeJS.ProcessEnv): number {
  const manifest = require.resolve('nx/package.json', { paths: [ROOT] });
  const { bin: bins } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: { nx: string } };
  const bin = path.join(path.dirname(manifest), bins.nx);
  const result = spawnSync(process.execPath, [bin, ...args, '--output-style=stream'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...env, NX_DAEMON: 'false' },
  });
  return result.status ?? 1;
}

const COLOURS = {
  api: 36,
  worker: 35,
  projector: 33,
  web: 32,
  seed: 34,
  'reference-data': 34,
} as const;
const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

export type ServiceName = keyof typeof COLOURS;

/** Nest's bootstrap chatter (one line per module and route): noise when starting the stack. */
const QUIET_CONTEXTS = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
]);

/**
 * Renders a pino JSON line as `LEVEL message key=value…` (other lines pass through), or null for
 * a line not worth showing.
 */
export function formatLine(line: string): string | null {
  if (!line.startsWith('{')) return line;
  try {
    const record = JSON.parse(line) as Record<string, unknown>;
    if (QUIET_CONTEXTS.has(String(record.context)) && Number(record.level) <= 30) return null;
    const {
      level,
      msg,
      time: _t,
      pid: _p,
      hostname: _h,
      name: _n,
      req,
      res,
      responseTime,
      ...rest
    } = record;
    const label = LEVELS[Number(level)] ?? String(level ?? '');
    if (req && typeof req === 'object') {
      const request = req as { method?: string; url?: string };
      const status = (res as { statusCode?: number } | undefined)?.statusCode;
      return `${label} ${request.method} ${request.url} ${status ?? ''} ${responseTime ?? ''}ms`;
    }
    const extra = Object.entries(rest)
      .filter(([, value]) => value !== undefined)
      .map(
        ([key, value]) =>
          `${key}=${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
      )
      .join(' ');
    return `${label} ${String(msg ?? '')}${extra ? ` ${extra}` : ''}`;
  } catch {
    return line;
  }
}

export interface Service {
  name: ServiceName;
  child: ChildProcess;
  exited: Promise<number | null>;
}

/** Starts one process with its output prefixed by its name. */
export function startService(
  name: ServiceName,
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  label: string = name,
): Service {
  const entry = path.join(ROOT, script);
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run the build first`);
  // e.g. STACK_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile a benchmark's stack.
  const nodeArgs = process.env.STACK_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, entry, ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `\x1b[${COLOURS[name]}m${label.padEnd(9)}\x1b[0m│ `;
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on('line', (line) => {
      const formatted = formatLine(line);
      if (formatted !== null) process.stdout.write(`${prefix}${formatted}\n`);
    });
  }
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { name, child, exited };
}

/** Runs a process to completion (prefixing its output); rejects on a non-zero exit. */
export async function runToEnd(
  name: ServiceName,
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const service = startService(name, script, args, env);
  const code = await service.exited;
  if (code !== 0) throw new Error(`${name} exited with code ${code}`);
}

/** Stops every service: SIGTERM, then SIGKILL for any still running after the grace period. */
export async function stopAll(services: readonly Service[], graceMs = 8_000): Promise<void> {
  for (const service of services)
    if (service.child.exitCode === null) service.child.kill('SIGTERM');
  const timer = setTimeout(() => {
    for (const service of services)
      if (service.child.exitCode === null) service.child.kill('SIGKILL');
  }, graceMs);
  await Promise.all(services.map((service) => service.exited));
  clearTimeout(timer);
}

/** Polls a URL until it answers 2xx, a service dies, or the timeout passes. */
export async function waitForHttp(
  url: string,
  services: readonly Service[],
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const dead = services.find((service) => service.child.exitCode !== null);
    if (dead)
      throw new Error(
        `${dead.name} stopped (exit code ${dead.child.exitCode}) before ${url} answered`,
      );
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export interface StackOptions {
  env: NodeJS.ProcessEnv;
  apiPort: number;
  webPort: number;
}

/**
 * What each process runs, from the build: `npm start`, `npm run serve`, the e2e stacks and the
 * image's targets (Dockerfile) all start exactly these.
 */
export const PROCESS_ENTRIES = {
  api: ['apps/api/dist/main.js'],
  worker: ['apps/api/dist/worker.js'],
  projector: ['apps/projector/dist/main.js', 'run'],
  web: ['apps/web/server/main.js'],
  'reference-data': ['apps/api/dist/reference-data.js'],
  seed: ['apps/api/dist/demo-seed.js'],
} as const;

export type ProcessName = keyof typeof PROCESS_ENTRIES;

/** Starts one process of the product; `label` tells several of a kind apart in the output. */
export function startProcess(name: ProcessName, env: NodeJS.ProcessEnv, label?: string): Service {
  const [script, ...args] = PROCESS_ENTRIES[name];
  return startService(name, script, args, env, label);
}

/**
 * Each process's environment on one machine: the API listens on loopback only, behind the web
 * server, and believes only its X-Forwarded-For (TRUST_PROXY=loopback); the web server listens
 * on HOST (default 127.0.0.1) and trusts the proxies the environment names (TRUST_PROXY).
 */
export function processEnv(
  name: ProcessName,
  { env, apiPort, webPort }: StackOptions,
): NodeJS.ProcessEnv {
  const shared: NodeJS.ProcessEnv = {
    // Links and the upload host point at this stack's own web server unless told otherwise.
    SITE_URL: `http://localhost:${webPort}`,
    ...env,
    PORT: String(apiPort),
    API_URL: `http://127.0.0.1:${apiPort}`,
    WEB_PORT: String(webPort),
  };
  if (name === 'web') return { ...shared, WEB_HOST: env.HOST ?? '127.0.0.1' };
  return { ...shared, HOST: '127.0.0.1', TRUST_PROXY: 'loopback' };
}

/** Starts the services and waits until the api and the web server answer. */
async function startAndWait(
  options: StackOptions,
  names: readonly ('api' | 'projector' | 'worker' | 'web')[],
): Promise<Service[]> {
  const services = names.map((name) => startProcess(name, processEnv(name, options)));
  try {
    await waitForHttp(`http://127.0.0.1:${options.apiPort}/api/health`, services);
    if (names.includes('web'))
      await waitForHttp(`http://127.0.0.1:${options.webPort}/healthz`, services);
  } catch (error) {
    await stopAll(services);
    throw error;
  }
  return services;
}

/** The four processes of the product, started from their build output, then the demo seed. */
export async function startStack(
  options: StackOptions,
): Promise<{ services: Service[]; url: string }> {
  const services = await startAndWait(options, ['api', 'projector', 'worker', 'web']);
  try {
    // The demo seed runs once everything is up: the API has migrated, and the projector answers
    // the seed's read-your-writes waits. It is idempotent.
    await runToEnd('seed', PROCESS_ENTRIES.seed[0], [], processEnv('seed', options));
  } catch (error) {
    await stopAll(services);
    throw error;
  }
  return { services, url: `http://localhost:${options.webPort}` };
}

/**
 * The production shape on a database of its own (`npm run serve`'s processes, NODE_ENV from
 * `options.env`): reference data first (it migrates), then the api, projector and worker; the
 * web server too unless `withWeb` is false. No demo seed.
 */
export async function startProductionStack(
  options: StackOptions,
  withWeb = true,
): Promise<{ services: Service[] }> {
  await runToEnd(
    'reference-data',
    PROCESS_ENTRIES['reference-data'][0],
    [],
    processEnv('reference-data', options),
  );
  const names = ['api', 'projector', 'worker', ...(withWeb ? (['web'] as const) : [])] as const;
  const services = await startAndWait(options, names);
  return { services };
}

/**
 * Only the api and the web server, on a database a full stack already serves: enough for the
 * pages whose phase the API decides (a maintenance stack, one whose clock is past the offer).
 */
export async function startFrontDoor(
  options: StackOptions,
): Promise<{ services: Service[]; url: string }> {
  const services = await startAndWait(options, ['api', 'web']);
  return { services, url: `http://localhost:${options.webPort}` };
}

/**
 * Beside an end-to-end stack, on its database: the same app in maintenance, and with a clock
 * past the offer (the lifecycle page). Their URLs go to Playwright as E2E_MAINTENANCE_URL and
 * E2E_EXPIRED_URL; they take the two ports after the stack's own.
 */
export async function startPhaseStacks(
  options: StackOptions,
): Promise<{ services: Service[]; urls: Record<string, string> }> {
  const at = (offset: number, extra: NodeJS.ProcessEnv) => ({
    env: { ...options.env, ...extra },
    apiPort: options.apiPort + offset,
    webPort: options.webPort + offset,
  });
  const maintenance = await startFrontDoor(at(1, { MAINTENANCE: 'true' }));
  const expired = await startFrontDoor(at(2, { APP_NOW: '2026-03-01T12:00:00.000Z' })).catch(
    async (error: unknown) => {
      await stopAll(maintenance.services);
      throw error;
    },
  );
  return {
    services: [...maintenance.services, ...expired.services],
    urls: { E2E_MAINTENANCE_URL: maintenance.url, E2E_EXPIRED_URL: expired.url },
  };
}
