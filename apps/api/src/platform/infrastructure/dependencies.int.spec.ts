import type { ChildProcess } from 'node:child_process';
import { postgresAnswers } from '@lens/event-store';
import { type WaitLine, waitForDependencies } from '@lens/runtime';
import { freePort, startRedis, stopRedis } from '../../testing/redis-server';
import { redisAnswers } from './dependencies';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://localhost:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('start-up probes and the wait for dependencies', () => {
  let redis: ChildProcess | undefined;
  afterEach(async () => {
    if (redis) await stopRedis(redis);
    redis = undefined;
  });

  it('probe PostgreSQL and Redis: answered when they are there, an error when not', async () => {
    const nobody = await freePort();
    await expect(postgresAnswers(DATABASE_URL)).resolves.toBeUndefined();
    await expect(redisAnswers(REDIS_URL)).resolves.toBeUndefined();
    await expect(
      postgresAnswers(`postgres://lens@127.0.0.1:${nobody}/lens`, 1_000),
    ).rejects.toThrow(/ECONNREFUSED/);
    await expect(redisAnswers(`redis://127.0.0.1:${nobody}`, 1_000)).rejects.toThrow();
  });

  it('waits for a Redis that is not there yet and goes on once it answers', async () => {
    // A process used to exit at once when a dependency was down at its start.
    const port = await freePort();
    const lines: WaitLine[] = [];
    let done = false;
    const waiting = waitForDependencies(
      [{ name: 'Redis', probe: () => redisAnswers(`redis://127.0.0.1:${port}`, 1_000) }],
      { log: (line) => lines.push(line), firstDelayMs: 100, maxDelayMs: 200 },
    ).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(done).toBe(false);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.every((line) => line.msg === 'waiting for Redis' && line.level === 40)).toBe(true);
    redis = await startRedis(port);
    await waiting;
    expect(lines.at(-1)).toMatchObject({ level: 30, msg: 'Redis answered; starting' });
  });
});
