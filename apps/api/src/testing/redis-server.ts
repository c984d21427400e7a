import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** A TCP port free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function answers(port: number): Promise<boolean> {
  const probe = new Redis(port, '127.0.0.1', {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  const up = await probe.ping().then(
    () => true,
    () => false,
  );
  probe.disconnect();
  return up;
}

/**
 * A Redis of a test's own on `port` (never the machine's shared one), without persistence, so
 * that a test may stop it; resolves once it answers.
 */
export async function startRedis(port: number, timeoutMs = 15_000): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error(`redis-server on ${port} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return child;
}

/** Kills a Redis started by `startRedis` (SIGKILL: an outage, not a shutdown). */
export async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
