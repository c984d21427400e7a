import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { TestApp } from './test-app';

const root = path.resolve(__dirname, '../../../..');

type LogLine = Record<string, unknown>;

export interface WorkerProcess {
  child: ChildProcess;
  /** Resolves with the first log line (pino JSON) that matches, seen before or after the call. */
  logged(predicate: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** The environment the test app runs with, for a worker process of its own. */
export function workerEnv(t: TestApp, extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: t.db.url,
    DATABASE_POOL_SIZE: '6',
    REDIS_URL: t.config.redis.url,
    REDIS_PREFIX: t.config.redis.prefix,
    VAR_DIR: path.dirname(t.config.paths.mail),
    EVENT_STORE: 'postgres',
    CARD_MAIL_DELAY_MS: String(t.config.cardMailDelayMs),
    LOG_LEVEL: 'info',
    ...(t.config.appNow ? { APP_NOW: t.config.appNow } : {}),
    ...extra,
  };
}

/** Runs the real worker entry (`apps/api/src/worker.ts`) from source in a process of its own. */
export function spawnWorker(env: Record<string, string>, args: string[] = []): WorkerProcess {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/api/src/worker.ts'), ...args],
    {
      cwd: root,
      env: { ...process.env, TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.dev.json'), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const seen: LogLine[] = [];
  const listeners = new Set<(line: LogLine) => void>();
  createInterface({ input: child.stdout! }).on('line', (text) => {
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      line = { msg: text };
    }
    seen.push(line);
    for (const listener of [...listeners]) listener(line);
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    logged: (predicate, timeoutMs = 30_000) =>
      new Promise((resolve, reject) => {
        const found = seen.find(predicate);
        if (found) return resolve(found);
        const timer = setTimeout(() => {
          listeners.delete(listener);
          reject(new Error(`worker log not seen in ${timeoutMs} ms; stderr: ${stderr}`));
        }, timeoutMs);
        const listener = (line: LogLine) => {
          if (!predicate(line)) return;
          clearTimeout(timer);
          listeners.delete(listener);
          resolve(line);
        };
        listeners.add(listener);
      }),
    kill: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
