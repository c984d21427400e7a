import type { Pool, PoolClient } from 'pg';
import { NOT_LISTED_PRACTICE, type SeedPractice, generatePractices } from './practice-generator';
import { type ZipCentroid, usZipCentroids } from './zip-centroids';

/** Bump when the generated data changes: the next start loads the new version over the old. */
export const REFERENCE_SEED_VERSION = 'demo-practices-v1';
const SEED_NAME = 'reference-data';

export interface SeedOptions {
  /** Load again even when this version is already recorded. */
  force?: boolean;
}

export interface SeedSummary {
  version: string;
  /** True when this version was already loaded and nothing was written. */
  skipped: boolean;
  zipCentroids: number;
  practices: number;
}

const PRACTICE_FIELDS: readonly (keyof SeedPractice)[] = [
  'sap',
  'display_name',
  'account_name',
  'address1',
  'address2',
  'address3',
  'city',
  'state',
  'postal_code',
  'country',
  'latitude',
  'longitude',
  'status',
  'territory_code',
  'unaffiliated',
  'checkout_shop_start',
  'is_lenscrafters',
  'url',
  'scg_key',
  'phone',
  'programs',
  'labels',
];

/**
 * Reference data: US ZIP centroids (the `zipcodes` package) and the practice list, about 4,000
 * practices with programme windows generated deterministically (a seeded generator; admins
 * change them with the ECP upload), plus the "not listed" practice (sap 999). Idempotent: rows
 * are upserted, and a version already recorded in `reference_seeds` is not loaded again unless
 * forced. Runs in one transaction, under a lock, so two starting processes do not both load it.
 */
export async function seedReferenceData(
  pool: Pool,
  options: SeedOptions = {},
): Promise<SeedSummary> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`seed:${SEED_NAME}`]);
    const { rows } = await client.query<{ version: string }>(
      'SELECT version FROM reference_seeds WHERE name = $1',
      [SEED_NAME],
    );
    if (!options.force && rows[0]?.version === REFERENCE_SEED_VERSION) {
      await client.query('COMMIT');
      return { version: REFERENCE_SEED_VERSION, skipped: true, zipCentroids: 0, practices: 0 };
    }
    const zips = usZipCentroids();
    const practices = [...generatePractices(zips), NOT_LISTED_PRACTICE];
    await upsertZipCentroids(client, zips);
    await upsertPractices(client, practices);
    await client.query(
      `INSERT INTO reference_seeds (name, version, seeded_at) VALUES ($1, $2, now())
       ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version, seeded_at = EXCLUDED.seeded_at`,
      [SEED_NAME, REFERENCE_SEED_VERSION],
    );
    await client.query('COMMIT');
    return {
      version: REFERENCE_SEED_VERSION,
      skipped: false,
      zipCentroids: zips.length,
      practices: practices.length,
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** One statement: the rows travel as one JSON array and are unpacked by PostgreSQL. */
async function upsertZipCentroids(client: PoolClient, zips: readonly ZipCentroid[]): Promise<void> {
  await client.query(
    `INSERT INTO zip_centroids (postal_code, city, state, latitude, longitude)
     SELECT postal_code, city, state, latitude, longitude
       FROM jsonb_populate_recordset(NULL::zip_centroids, $1::jsonb)
     ON CONFLICT (postal_code) DO UPDATE SET
       city = EXCLUDED.city, state = EXCLUDED.state,
       latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude`,
    [JSON.stringify(zips)],
  );
}

async function upsertPractices(
  client: PoolClient,
  practices: readonly SeedPractice[],
): Promise<void> {
  const columns = PRACTICE_FIELDS.join(', ');
  await client.query(
    `INSERT INTO practices (${columns}, updated_at)
     SELECT ${columns}, now() FROM jsonb_populate_recordset(NULL::practices, $1::jsonb)
     ON CONFLICT (sap) DO UPDATE SET
       ${PRACTICE_FIELDS.filter((field) => field !== 'sap')
         .map((field) => `${field} = EXCLUDED.${field}`)
         .join(', ')},
       updated_at = now()`,
    [JSON.stringify(practices)],
  );
}
