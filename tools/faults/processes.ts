/**
 * The fleet test's processes: the built api, worker and projector (any number of each) and the
 * web server in front of the apis, each logging (pino JSON) into a file of the test's directory
 * named by its label (`api#1.log`…). Warnings and errors are counted by message, for the report
 * and for docs/operations.md; every line also goes to the listeners (the test follows the
 * projections' leadership through them).
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
  web: ['apps/web/server/main.js'],
} as const;

export type ProcessName = keyof typeof ENTRIES;

export interface Running {
  name: ProcessName;
  label: string;
  child: ChildProcess;
  env: NodeJS.ProcessEnv;
  exited: Promise<void>;
  /** True once the test killed it (on purpose). */
  killed: boolean;
}

/** A pino JSON line as the listeners get it (other lines: `msg` is the line). */
export interface LogLine {
  level?: number;
  msg?: string;
  time?: number;
  pid?: number;
  [key: string]: unknown;
}

const LEVELS: Record<number, string> = { 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

export class Processes {
  /** `<process> <LEVEL> <message>` → how many times it was logged. */
  readonly notable = new Map<string, number>();
  /** Every process started, in order (killed ones included). */
  readonly started: Running[] = [];
  private readonly listeners: ((from: Running, line: LogLine) => void)[] = [];

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

  onLine(listener: (from: Running, line: LogLine) => void): void {
    this.listeners.push(listener);
  }

  start(name: ProcessName, label: string = name, extra: NodeJS.ProcessEnv = {}): Running {
    const [entry, ...args] = ENTRIES[name];
    const env = { ...this.env, ...extra };
    const child = spawn(process.execPath, [path.join(ROOT, entry), ...args], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = createWriteStream(path.join(this.logDir, `${label}.log`), { flags: 'a' });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const running: Running = { name, label, child, env, exited, killed: false };
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => {
        log.write(`${line}\n`);
        const parsed = this.note(name, line);
        for (const listener of this.listeners) listener(running, parsed);
      });
    }
    this.started.push(running);
    return running;
  }

  /** The same process started again with its own settings (what a supervisor does). */
  restart(previous: Running): Running {
    const extra = Object.fromEntries(
      Object.entries(previous.env).filter(([key, value]) => this.env[key] !== value),
    );
    return this.start(previous.name, previous.label, extra);
  }

  /** SIGKILL: the process dies where it stands (a crash, an OOM kill, a lost host). */
  async kill(process: Running, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    if (signal === 'SIGKILL') process.killed = true;
    if (alive(process)) process.child.kill(signal);
    await process.exited;
  }

  /** Every process still running. */
  running(): Running[] {
    return this.started.filter(alive);
  }

  async stopAll(): Promise<void> {
    await Promise.all(this.running().map((process) => this.kill(process, 'SIGTERM')));
  }

  private note(name: ProcessName, line: string): LogLine {
    let level = 'ERROR';
    let message = line.slice(0, 160);
    let parsed: LogLine = { msg: line };
    if (line.startsWith('{')) {
      try {
        parsed = JSON.parse(line) as LogLine;
        if ((parsed.level ?? 0) < 40) return parsed;
        level = LEVELS[parsed.level ?? 50] ?? 'ERROR';
        message = String(parsed.msg ?? '');
      } catch {
        // not JSON: counted as it is
      }
    } else if (!line.trim()) return parsed;
    const key = `${name} ${level} ${message}`;
    this.notable.set(key, (this.notable.get(key) ?? 0) + 1);
    return parsed;
  }
}

export const alive = (process: Running): boolean =>
  process.child.exitCode === null && process.child.signalCode === null;
