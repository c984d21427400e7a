import type { ChildProcess } from 'node:child_process';
import { InfrastructureUnavailable } from '../infrastructure/outage';
import { JobQueue } from '../jobs/job-queue';
import { freePort, startRedis, stopRedis } from '../../testing/redis-server';
import { type TestApp, startTestApp } from '../../testing/test-app';
import { expectUnavailable } from '../../testing/unavailable';
import { waitUntil } from '../../testing/worker-kit';

describe('Redis down (a redis-server of its own): limited routes answer 503, never 500', () => {
  let t: TestApp;
  let redis: ChildProcess;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    t = await startTestApp({ projector: false, env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    if (redis.exitCode !== null || redis.signalCode !== null) redis = await startRedis(port);
    await t.close();
    await stopRedis(redis);
  });

  const login = () =>
    t
      .http()
      .post('/api/profiles/login')
      .set('Accept-Language', 'es')
      .send({ email: 'nobody@example.com', password: 'not-the-password' });

  it('refuses at once with 503 SERVICE_UNAVAILABLE while Redis is down, and serves again after', async () => {
    expect((await login()).status).toBe(401);
    await stopRedis(redis);

    const started = Date.now();
    const refused = await login();
    expectUnavailable(refused);
    expect(Date.now() - started).toBeLessThan(2_000);
    const health = await t.http().get('/api/health').expect(503);
    expect(health.body.result.checks.redis).toBe('failing');
    // Work queued by a request (an e-mail) is refused at once too, never left waiting.
    await expect(
      t.app
        .get(JobQueue)
        .enqueue(
          'email',
          'admin-trigger',
          { template: 'submission_confirmed', submissionId: 'x', requestedBy: 'admin-1' },
          { request: { submissionId: 'x' } },
        ),
    ).rejects.toBeInstanceOf(InfrastructureUnavailable);

    redis = await startRedis(port);
    await waitUntil(async () => (await login()).status === 401, 'the limit to work again', 10_000);
    await t.http().get('/api/health').expect(200);
  });
});
