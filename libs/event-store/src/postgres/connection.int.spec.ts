import { Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { survivePoolErrors } from './connection';

describe('survivePoolErrors: a server cutting connections does not kill the process (real PostgreSQL)', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ poolSize: 2 });
  });
  afterAll(() => db.drop());

  it('a checked-out client whose backend is terminated between statements fails its next one, and the pool goes on', async () => {
    const pool = new Pool({ connectionString: db.url, max: 2 });
    const reported: { message: string; code?: string }[] = [];
    survivePoolErrors(pool, (error) => reported.push(error));
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      // Held between two statements of a transaction, as a projector batch or a report does.
      const held = await pool.connect();
      await held.query('BEGIN');
      const { rows } = await held.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await db.pool.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(uncaught).toEqual([]);
      await expect(held.query('SELECT 1')).rejects.toThrow();
      held.release(true);
      // An idle client cut off is reported (message and code only) and replaced.
      const idle = await pool.connect();
      const { rows: idleRows } = await idle.query<{ pid: number }>(
        'SELECT pg_backend_pid() AS pid',
      );
      idle.release();
      await db.pool.query('SELECT pg_terminate_backend($1)', [idleRows[0]!.pid]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(reported).toEqual([
        { message: 'terminating connection due to administrator command', code: '57P01' },
      ]);
      expect((await pool.query<{ ok: number }>('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
    } finally {
      process.off('uncaughtException', onUncaught);
      await pool.end();
    }
  });
});
