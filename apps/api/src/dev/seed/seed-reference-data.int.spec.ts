import { createTestDatabase, type TestDatabase } from '@lens/event-store/testing';
import { apiMigrations } from '../../platform/infrastructure/migrations';
import { REFERENCE_SEED_VERSION, seedReferenceData } from './index';

/** A fingerprint of everything the seed writes (not the load time). */
async function fingerprint(db: TestDatabase): Promise<string> {
  const { rows } = await db.pool.query<{ practices: string; zips: string }>(`
    SELECT
      (SELECT md5(string_agg(row(sap, display_name, account_name, address1, address2, address3,
              city, state, postal_code, country, latitude, longitude, status, territory_code,
              unaffiliated, checkout_shop_start, is_lenscrafters, url, scg_key, phone, programs,
              labels)::text, '|' ORDER BY sap)) FROM practices) AS practices,
      (SELECT md5(string_agg(row(z.*)::text, '|' ORDER BY postal_code)) FROM zip_centroids z) AS zips`);
  return `${rows[0]!.practices}/${rows[0]!.zips}`;
}

describe('seedReferenceData (real PostgreSQL)', () => {
  let db: TestDatabase;
  let other: TestDatabase;
  beforeAll(async () => {
    [db, other] = await Promise.all([
      createTestDatabase({ migrations: [apiMigrations] }),
      createTestDatabase({ migrations: [apiMigrations] }),
    ]);
  });
  afterAll(async () => {
    await db.drop();
    await other.drop();
  });

  it('loads the ZIP centroids and about 4,000 practices', async () => {
    const summary = await seedReferenceData(db.pool);
    expect(summary).toEqual({
      version: REFERENCE_SEED_VERSION,
      skipped: false,
      zipCentroids: expect.any(Number),
      practices: 4_001,
    });
    expect(summary.zipCentroids).toBeGreaterThan(40_000);
    const { rows } = await db.pool.query<{ practices: string; zips: string; inactive: string }>(
      `SELECT (SELECT count(*) FROM practices) AS practices,
              (SELECT count(*) FROM zip_centroids) AS zips,
              (SELECT count(*) FROM practices WHERE status = 'inactive') AS inactive`,
    );
    expect(Number(rows[0]!.practices)).toBe(4_001);
    expect(Number(rows[0]!.zips)).toBe(summary.zipCentroids);
    expect(Number(rows[0]!.inactive)).toBeGreaterThan(300);
  });

  it('includes the not-listed practice, sap 999, which no search lists', async () => {
    const { rows } = await db.pool.query(
      'SELECT sap, display_name, status, latitude FROM practices WHERE sap = $1',
      ['999'],
    );
    expect(rows).toEqual([
      { sap: '999', display_name: 'Doctor Not Listed', status: 'active', latitude: null },
    ]);
  });

  it('runs once: a second call with the same version writes nothing', async () => {
    const before = await fingerprint(db);
    await expect(seedReferenceData(db.pool)).resolves.toMatchObject({
      skipped: true,
      practices: 0,
    });
    expect(await fingerprint(db)).toBe(before);
  });

  it('is deterministic and idempotent: a forced reload and another database hold the same rows', async () => {
    const first = await fingerprint(db);
    await expect(seedReferenceData(db.pool, { force: true })).resolves.toMatchObject({
      skipped: false,
    });
    expect(await fingerprint(db)).toBe(first);
    await seedReferenceData(other.pool);
    expect(await fingerprint(other)).toBe(first);
  });
});
