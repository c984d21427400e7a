/**
 * The stack's processes for the fault test: the built api, worker and projector, each logging
 * (pino JSON) into a file of the test's directory; warnings and errors are counted by message,
 * for the report and for docs/operations.md.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

export const ROOT = path.resolve(__dirname, '../..');

/** The production build's entry points (the same the stack and `npm run serve` run). */
export const ENTRIES = {
  api: ['apps/api/dist/main.js'],
  worker: ['apps/api/dist/worker.js'],
  projector: ['apps/projector/dist/main.js', 'run'],
} as const;

export type ProcessName = keyof typeof ENTRIES;

export interface Running {
  name: ProcessName;
  child: ChildProcess;
  exited: Promise<void>;
}

const LEVELS: Record<number, string> = { 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

export class Processes {
  /** `<process> <LEVEL> <message>` → how many times it was logged. */
  readonly notable = new Map<string, number>();
  private readonly running = new Set<Running>();

  constructor(
    private readonly logDir: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  static missingBuild(): string | null {
    const missing = Object.values(ENTRIES)
      .map(([entry]) => entry)
      .filter((entry) => !existsSync(path.join(ROOT, entry)));
    return missing.length ? missing.join(', ') : null;
  }

  start(name: ProcessName): Running {
    const [entry, ...args] = ENTRIES[name];
    const child = spawn(process.execPath, [path.join(ROOT, entry), ...args], {
      cwd: ROOT,
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = createWriteStream(path.join(this.logDir, `${name}.log`), { flags: 'a' });
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => {
        log.write(`${line}\n`);
        this.note(name, line);
      });
    }
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const running: Running = { name, child, exited };
    this.running.add(running);
    void exited.then(() => this.running.delete(running));
    return running;
  }

  /** SIGKILL: the process dies where it stands (a crash, an OOM kill, a lost host). */
  async kill(process: Running, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    if (process.child.exitCode === null && process.child.signalCode === null)
      process.child.kill(signal);
    await process.exited;
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.running].map((process) => this.kill(process, 'SIGTERM')));
  }

  private note(name: ProcessName, line: string): void {
    let level = 'ERROR';
    let message = line.slice(0, 160);
    if (line.startsWith('{')) {
      try {
        const record = JSON.parse(line) as { level?: number; msg?: string };
        if ((record.level ?? 0) < 40) return;
        level = LEVELS[record.level ?? 50] ?? 'ERROR';
        message = String(record.msg ?? '');
      } catch {
        // not JSON: counted as it is
      }
    } else if (!line.trim()) return;
    const key = `${name} ${level} ${message}`;
    this.notable.set(key, (this.notable.get(key) ?? 0) + 1);
  }
}
