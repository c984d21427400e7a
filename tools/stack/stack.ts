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

const COLOURS = { api: 36, worker: 35, projector: 33, web: 32, seed: 34 } as const;
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
): Service {
  const entry = path.join(ROOT, script);
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run the build first`);
  const child = spawn(process.execPath, [entry, ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `\x1b[${COLOURS[name]}m${name.padEnd(9)}\x1b[0m│ `;
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

/** The four processes of the product, started from their build output, then the demo seed. */
export async function startStack({
  env,
  apiPort,
  webPort,
}: StackOptions): Promise<{ services: Service[]; url: string }> {
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const shared = {
    // Links and the upload host point at this stack's own web server unless told otherwise.
    SITE_URL: `http://localhost:${webPort}`,
    ...env,
    PORT: String(apiPort),
    API_URL: apiUrl,
    WEB_PORT: String(webPort),
  };
  const services = [
    startService('api', 'apps/api/dist/main.js', [], shared),
    startService('projector', 'apps/projector/dist/main.js', ['run'], shared),
    startService('worker', 'apps/api/dist/worker.js', [], shared),
    startService('web', 'apps/web/server/main.js', [], shared),
  ];
  try {
    await waitForHttp(`${apiUrl}/api/health`, services);
    await waitForHttp(`http://127.0.0.1:${webPort}/`, services);
    // The demo seed runs once everything is up: the API has migrated, and the projector answers
    // the seed's read-your-writes waits. It is idempotent.
    await runToEnd('seed', 'apps/api/dist/demo-seed.js', [], shared);
  } catch (error) {
    await stopAll(services);
    throw error;
  }
  return { services, url: `http://localhost:${webPort}` };
}
