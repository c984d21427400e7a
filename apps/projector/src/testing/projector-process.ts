import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../../..');

export interface ProjectorProcess {
  child: ChildProcess;
  lines: Record<string, unknown>[];
  waitForLog(
    predicate: (line: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Runs the real projector entry point from source in its own process. */
export function spawnProjector(args: string[], env: Record<string, string>): ProjectorProcess {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/projector/src/main.ts'), ...args],
    {
      cwd: root,
      env: { ...process.env, TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.dev.json'), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const lines: Record<string, unknown>[] = [];
  const waiters: {
    predicate: (line: Record<string, unknown>) => boolean;
    resolve: (line: Record<string, unknown>) => void;
  }[] = [];
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const complete = buffered.split('\n');
    buffered = complete.pop() ?? '';
    for (const text of complete) {
      if (!text.trim()) continue;
      let line: Record<string, unknown>;
      try {
        line = JSON.parse(text) as Record<string, unknown>;
      } catch {
        line = { msg: text };
      }
      lines.push(line);
      for (const waiter of [...waiters]) {
        if (waiter.predicate(line)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
      }
    }
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    lines,
    waitForLog: (predicate, timeoutMs = 30_000) => {
      const seen = lines.find(predicate);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(
                `projector log not seen within ${timeoutMs} ms; stderr: ${stderr.slice(-2000)}`,
              ),
            ),
          timeoutMs,
        );
        waiters.push({ predicate, resolve: (line) => (clearTimeout(timer), resolve(line)) });
      });
    },
    kill: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
