import { spawn } from 'node:child_process';
import type { Service } from '../stack/stack';
import { type SupervisorOptions, supervise } from './supervisor';

/** A real process running `code` (what a crash does to it is real too). */
function node(code: string): Service {
  const child = spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { name: 'worker', child, exited };
}
const LIVES = 'setInterval(() => {}, 1000)';

const stopAll = async (services: readonly Service[]) => {
  for (const service of services)
    if (service.child.exitCode === null && service.child.signalCode === null)
      service.child.kill('SIGKILL');
  await Promise.all(services.map((service) => service.exited));
};

const until = async (condition: () => boolean, limitMs = 10_000) => {
  const deadline = Date.now() + limitMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe("npm run serve's supervisor", () => {
  const lines: string[] = [];
  const options: SupervisorOptions = {
    limit: 2,
    windowMs: 60_000,
    delayMs: () => 50,
    log: (line) => lines.push(line),
  };
  beforeEach(() => (lines.length = 0));

  it('starts a killed process again, with a line, and leaves the others running', async () => {
    // serve used to stop every process when one of them stopped.
    const a = supervise('worker#1', node(LIVES), () => node(LIVES), options);
    const b = supervise('worker#2', node(LIVES), () => node(LIVES), options);
    const [firstA, firstB] = [a.current().child.pid, b.current().child.pid];
    try {
      a.current().child.kill('SIGKILL');
      await until(() => a.restarts() === 1 && a.current().child.pid !== firstA);
      await until(() => a.current().child.pid !== undefined);
      expect(a.current().child.exitCode).toBeNull();
      expect(b.current().child.pid).toBe(firstB);
      expect(b.restarts()).toBe(0);
      expect(lines).toEqual([
        'worker#1 stopped (killed by SIGKILL); restarting it in 50 ms (restart 1 of 2 allowed within 60 s)',
      ]);
    } finally {
      await Promise.all([a.stop(stopAll), b.stop(stopAll)]);
    }
  });

  it('gives up on a process that keeps crashing, saying so', async () => {
    const crashing = () => node('process.exit(3)');
    const supervised = supervise('projector', crashing(), crashing, options);
    await expect(supervised.gaveUp).resolves.toBe(3);
    expect(supervised.restarts()).toBe(2);
    expect(lines.at(-1)).toBe(
      'projector stopped (exit code 3) after 2 restarts within 60 s; not restarting it again',
    );
  });

  it('does not start a stopped process again', async () => {
    const supervised = supervise('api', node(LIVES), () => node(LIVES), options);
    const pid = supervised.current().child.pid;
    await supervised.stop(stopAll);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(supervised.restarts()).toBe(0);
    expect(supervised.current().child.pid).toBe(pid);
    expect(lines).toEqual([]);
  });
});
