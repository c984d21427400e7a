/**
 * CPU time per process, read from /proc (Linux): what each part of the stack spent during a run.
 * PostgreSQL is the backends serving the benchmark's database plus the server's own processes
 * (checkpointer, WAL writer, autovacuum…), so that other databases' clients on the same server
 * are not counted; a backend that ends during a run takes its CPU with it (the stack's pools keep
 * theirs open). Redis is its server process. Figures are milliseconds of CPU (user + system).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim() || 100);

interface ProcStat {
  pid: number;
  comm: string;
  /** utime + stime, ms */
  own: number;
}

function stat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // comm may hold spaces and parentheses: the fields after it start at the last ')'.
    const close = text.lastIndexOf(')');
    const comm = text.slice(text.indexOf('(') + 1, close);
    const fields = text.slice(close + 2).split(' ');
    // fields[0] is state (field 3): utime is field 14 → index 11.
    const n = (i: number) => Number(fields[i]) * TICK_MS;
    return { pid, comm, own: n(11) + n(12) };
  } catch {
    return null; // the process ended
  }
}

function allProcesses(): ProcStat[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => stat(Number(name)))
    .filter((s): s is ProcStat => s !== null);
}

/** The CPU of named node processes, PostgreSQL and Redis at one moment (ms). */
export type CpuSample = Record<string, number>;

/** A client backend's title: `postgres: <cluster>: <user> <database> <host>(<port>) <state>`. */
function isOtherClient(pid: number, database: string): boolean {
  try {
    const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
    const client = /\(\d+\)|\[local\]/.test(title);
    return client && !title.includes(` ${database} `);
  } catch {
    return true;
  }
}

export function sampleCpu(
  processes: Readonly<Record<string, number | undefined>>,
  database: string,
): CpuSample {
  const all = allProcesses();
  const byPid = new Map(all.map((s) => [s.pid, s]));
  const sample: CpuSample = {};
  for (const [name, pid] of Object.entries(processes)) {
    sample[name] = pid === undefined ? 0 : (byPid.get(pid)?.own ?? 0);
  }
  sample.postgresql = all
    .filter((s) => s.comm === 'postgres' || s.comm.startsWith('postgres:'))
    .filter((s) => !isOtherClient(s.pid, database))
    .reduce((sum, s) => sum + s.own, 0);
  sample.redis = all
    .filter((s) => s.comm.startsWith('redis-server'))
    .reduce((sum, s) => sum + s.own, 0);
  return sample;
}

/** `after - before`, per process. */
export function cpuSpent(before: CpuSample, after: CpuSample): CpuSample {
  return Object.fromEntries(
    Object.entries(after).map(([name, ms]) => [name, ms - (before[name] ?? 0)]),
  );
}

/**
 * Waits until the named processes go quiet (less than `idleShare` of a core over 500 ms), so that
 * work a run left queued (jobs, projections) is counted with it; gives up after `maxMs`.
 */
export async function settle(
  processes: Readonly<Record<string, number | undefined>>,
  database: string,
  idleShare = 0.03,
  maxMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + maxMs;
  let previous = sampleCpu(processes, database);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = sampleCpu(processes, database);
    const spent = cpuSpent(previous, now);
    const busiest = Math.max(...Object.values(spent));
    if (busiest < 500 * idleShare) return;
    previous = now;
  }
}
