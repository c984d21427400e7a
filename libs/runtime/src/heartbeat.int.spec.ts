import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startHeartbeat } from './heartbeat';

describe('heartbeat', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'lens-heartbeat-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** The healthcheck's verdict: 'ok', 'stale' (exit 1), or what else went wrong (shown). */
  const healthy = (file: string): boolean => {
    try {
      execFileSync(
        process.execPath,
        ['--import', 'tsx', path.join(__dirname, 'healthcheck.ts'), file],
        // From the repository's root: `npm test` hands tsx a tsconfig path relative to it.
        { stdio: 'pipe', timeout: 30_000, cwd: path.resolve(__dirname, '../../..') },
      );
      return true;
    } catch (error) {
      const { status, stderr } = error as { status?: number | null; stderr?: Buffer };
      // Exit 1 with nothing said is the healthcheck's "not fresh"; anything else is a failure to
      // run it, which must not pass for a verdict.
      if (status === 1 && !stderr?.length) return false;
      throw error;
    }
  };

  it('writes the time at once, and the healthcheck passes while it is fresh', async () => {
    const file = path.join(dir, 'alive');
    const stop = startHeartbeat(file);
    await new Promise((resolve) => setTimeout(resolve, 100));
    stop();
    expect(Math.abs(Number(readFileSync(file, 'utf8')) - Date.now())).toBeLessThan(5_000);
    expect(healthy(file)).toBe(true);
  });

  it('fails the healthcheck without a heartbeat, or with a stale one', () => {
    expect(healthy(path.join(dir, 'never-written'))).toBe(false);
    const stale = path.join(dir, 'stale');
    writeFileSync(stale, `${Date.now() - 60_000}\n`);
    expect(healthy(stale)).toBe(false);
  });

  it('does nothing without a file', () => {
    expect(() => startHeartbeat(undefined)()).not.toThrow();
  });
});
