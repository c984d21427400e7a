/**
 * `npm run reference-data` (and the image's `reference-data` target): migrates, then loads the
 * reference data every environment needs — the US ZIP centroids and the practice list — and
 * nothing else (no accounts, no promotions: that is the demo seed, for `npm start` only).
 * Idempotent: a version already loaded is not loaded again. Admins change practices with the
 * ECP upload afterwards.
 */
import { migrate } from '@lens/event-store';
import { exitOnStartupFailure } from '@lens/runtime';
import { Pool } from 'pg';
import { loadConfig } from './platform/config/config';
import { apiBootMigrations } from './platform/infrastructure/migrations';
import { seedReferenceData } from './dev/seed';

async function main(): Promise<void> {
  const config = loadConfig();
  await migrate(config.databaseUrl, apiBootMigrations);
  const pool = new Pool({ connectionString: config.databaseUrl, max: 2 });
  try {
    const summary = await seedReferenceData(pool);
    console.log(
      JSON.stringify({
        level: 30,
        msg: summary.skipped
          ? `reference data ${summary.version} already loaded`
          : `loaded reference data ${summary.version}: ${summary.zipCentroids} ZIP centroids, ${summary.practices} practices`,
      }),
    );
  } finally {
    await pool.end();
  }
}

main().catch(exitOnStartupFailure);
