import { Client } from 'pg';
import { serverUrl } from '../testing/test-database';
import { eventStoreMigrations, migrate } from './migrate';

describe('migrations', () => {
  it('several processes migrating one new database at once all succeed (they queue)', async () => {
    const name = `lens_test_migrate_${process.pid}_${Date.now()}`;
    const admin = new Client({ connectionString: serverUrl('postgres') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = serverUrl(name);
      const results = await Promise.allSettled(
        Array.from({ length: 4 }, () => migrate(url, [eventStoreMigrations])),
      );
      expect(results.map((result) => result.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
        'fulfilled',
      ]);
      const check = new Client({ connectionString: url });
      await check.connect();
      const { rows } = await check.query<{ n: string }>(
        'SELECT count(*) AS n FROM pgmigrations_event_store',
      );
      await check.end();
      expect(Number(rows[0]!.n)).toBeGreaterThan(0);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
