import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import type { Pool } from 'pg';

const PERFORMANCE = path.resolve(__dirname, '../../docs/performance.md');

/** The machine a figure was measured on, in one line. */
export async function machine(pool?: Pool): Promise<string> {
  const cpu = cpus();
  const postgres = pool
    ? (await pool.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0]?.v
    : undefined;
  return [
    `${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}`,
    `${Math.round(totalmem() / 2 ** 30)} GiB`,
    `Node ${process.version}`,
    postgres ? `PostgreSQL ${postgres}` : undefined,
  ]
    .filter(Boolean)
    .join(', ');
}

/** p-th percentile of sorted values (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}

/** Replaces the section between `<!-- bench:<name> -->` markers in docs/performance.md. */
export function writeSection(name: string, body: string): void {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const text = existsSync(PERFORMANCE) ? readFileSync(PERFORMANCE, 'utf8') : '# Performance\n';
  const block = `${start}\n${body}\n${end}`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  writeFileSync(
    PERFORMANCE,
    pattern.test(text) ? text.replace(pattern, block) : `${text.trimEnd()}\n\n${block}\n`,
  );
}
