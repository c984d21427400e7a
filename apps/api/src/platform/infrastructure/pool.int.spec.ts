import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { type TestApp, startTestApp } from '../../testing/test-app';
import { expectUnavailable } from '../../testing/unavailable';
import { PG_POOL } from './tokens';

describe('the database pool under pressure (a pool of 2, real PostgreSQL)', () => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await startTestApp({
      projector: false,
      env: { DATABASE_POOL_SIZE: '2', DATABASE_CONNECT_TIMEOUT_MS: '1000' },
    });
  });
  afterAll(() => t.close());

  const refer = () =>
    t
      .http()
      .post('/api/referrals')
      .set('X-Forwarded-For', `198.51.100.${(ip += 1)}`)
      .send({ to_name1: 'Ana', to_email1: `ana.${randomUUID()}@example.com`, taf_confirm: true });

  it('gives every session a statement and an idle-in-transaction timeout', async () => {
    const pool = t.app.get<Pool>(PG_POOL);
    const setting = async (name: string) =>
      (await pool.query<Record<string, string>>(`SHOW ${name}`)).rows[0]![name];
    expect(await setting('statement_timeout')).toBe('15s');
    expect(await setting('idle_in_transaction_session_timeout')).toBe('30s');
  });

  it('serves concurrent referrals, none holding a connection while it waits for another', async () => {
    // Each referral used to hold a connection in its transaction while the append waited for a
    // second one: two at once took the whole pool and waited on each other until the timeout.
    const answers = await Promise.all(Array.from({ length: 6 }, () => refer()));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
  });

  it('answers 503 at once (not after a hang, not 500) while the pool is exhausted', async () => {
    const pool = t.app.get<Pool>(PG_POOL);
    const held: PoolClient[] = [await pool.connect(), await pool.connect()];
    try {
      const started = Date.now();
      const answer = await refer().set('Accept-Language', 'es');
      expectUnavailable(answer);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      for (const client of held) client.release();
    }
    expect((await refer()).status).toBe(201);
  });
});
