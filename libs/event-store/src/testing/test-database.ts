import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Client, Pool } from 'pg';
import { withDefaultUser } from '../postgres/connection';
import { eventStoreMigrations, migrate, type MigrationSet } from '../postgres/migrate';

export const TEST_DATABASE_PREFIX = 'lens_test_';
const TEMPLATE_PREFIX = 'lens_template_';

/** The server tests run against: TEST_DATABASE_URL, else DATABASE_URL, else localhost. */
export function serverUrl(database: string): string {
  const url = new URL(
    process.env.TEST_DATABASE_URL ??
      process.env.DATABASE_URL ??
      'postgres://localhost:5432/postgres',
  );
  url.pathname = `/${database}`;
  return withDefaultUser(url.toString());
}

export interface TestDatabase {
  name: string;
  url: string;
  pool: Pool;
  drop(): Promise<void>;
}

function migrationsHash(sets: readonly MigrationSet[]): string {
  const hash = createHash('sha256');
  for (const set of sets) {
    hash.update(set.table);
    for (const file of readdirSync(set.dir).sort()) {
      hash.update(file).update(readFileSync(path.join(set.dir, file)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

async function withAdmin<T>(work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: serverUrl('postgres') });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Creates (once per migration set, across processes) a migrated template database. */
async function ensureTemplate(sets: readonly MigrationSet[]): Promise<string> {
  const template = `${TEMPLATE_PREFIX}${migrationsHash(sets)}`;
  await withAdmin(async (admin) => {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [
        template,
      ]);
      if (rowCount) return;
      const building = `${template}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      await migrate(serverUrl(building), sets);
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
  return template;
}

/**
 * A fresh database for one test file, cloned from a migrated template (fast: no migrations run
 * per test). Pass the migration sets the code under test needs; the event store's are implied.
 */
export async function createTestDatabase(
  options: { migrations?: readonly MigrationSet[]; poolSize?: number } = {},
): Promise<TestDatabase> {
  const sets = [eventStoreMigrations, ...(options.migrations ?? [])];
  const template = await ensureTemplate(sets);
  const name = `${TEST_DATABASE_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = serverUrl(name);
  const pool = new Pool({ connectionString: url, max: options.poolSize ?? 10 });
  // pool.end() resolves before its sockets close; the forced DROP may then reach one.
  pool.on('error', () => undefined);
  return {
    name,
    url,
    pool,
    drop: async () => {
      await pool.end();
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** Drops every test and template database (before a full test run; templates rebuild lazily). */
export async function dropTestDatabases(): Promise<number> {
  return withAdmin(async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname LIKE $2`,
      [`${TEST_DATABASE_PREFIX}%`, `${TEMPLATE_PREFIX}%`],
    );
    for (const { datname } of rows)
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    return rows.length;
  });
}

/**
 * Outages of one test database for fault tests, without touching the rest of the server: new
 * connections refused (as when `max_connections` is reached or the server restarts), and the
 * backends listening on a channel terminated (as a restart or a network cut does to them).
 */
export const databaseOutage = {
  /** Drops the database under its open sessions, as an operator (or a smoke test) might. */
  async drop(database: string): Promise<void> {
    await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  },

  async refuseConnections(database: string, refuse: boolean): Promise<void> {
    await withAdmin((admin) =>
      admin.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS ${refuse ? 'false' : 'true'}`),
    );
  },

  /** Terminates the database's backends whose last statement was `LISTEN <channel>`. */
  async terminateListeners(database: string, channel: string): Promise<number> {
    return withAdmin(async (admin) => {
      // Chosen first, terminated after: in one WHERE the planner may call the function on
      // rows the other conditions would have excluded.
      const { rows } = await admin.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity
          WHERE datname = $1 AND pid <> pg_backend_pid() AND query = $2`,
        [database, `LISTEN ${channel}`],
      );
      for (const { pid } of rows) await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      return rows.length;
    });
  },

  /** How many of the database's backends are listening on the channel. */
  async listeners(database: string, channel: string): Promise<number> {
    return withAdmin(async (admin) => {
      const { rows } = await admin.query<{ count: string }>(
        `SELECT count(*) FROM pg_stat_activity WHERE datname = $1 AND query = $2`,
        [database, `LISTEN ${channel}`],
      );
      return Number(rows[0]?.count ?? 0);
    });
  },
};
