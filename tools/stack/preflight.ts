import { Client } from 'pg';
import { Redis } from 'ioredis';
import { userInfo } from 'node:os';

export const DEFAULT_DATABASE_URL = 'postgres://localhost:5432/lens_rewards';
export const DEFAULT_REDIS_URL = 'redis://localhost:6379';

export class PreflightFailure extends Error {}

function withUser(databaseUrl: string): URL {
  const url = new URL(databaseUrl);
  if (!url.username) url.username = process.env.PGUSER ?? userInfo().username;
  return url;
}

/** Throws a one-line, actionable PreflightFailure when PostgreSQL or Redis cannot be reached. */
export async function checkServices(databaseUrl: string, redisUrl: string): Promise<void> {
  const server = withUser(databaseUrl);
  server.pathname = '/postgres';
  const client = new Client({
    connectionString: server.toString(),
    connectionTimeoutMillis: 3_000,
  });
  try {
    await client.connect();
  } catch (error) {
    throw new PreflightFailure(
      `PostgreSQL is not reachable at ${server.host} (${(error as Error).message}). Start it, e.g. ` +
        '`docker compose -f docker-compose.dev.yml up -d` or `pg_ctlcluster 15 main start`, or set DATABASE_URL.',
    );
  } finally {
    await client.end().catch(() => undefined);
  }

  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 3_000,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new PreflightFailure(
      `Redis is not reachable at ${new URL(redisUrl).host} (${(error as Error).message}). Start it, e.g. ` +
        '`docker compose -f docker-compose.dev.yml up -d` or `redis-server --daemonize yes`, or set REDIS_URL.',
    );
  } finally {
    redis.disconnect();
  }
}

/** Creates the database named in the URL when it does not exist yet. */
export async function ensureDatabase(
  databaseUrl: string,
  options: { fresh?: boolean } = {},
): Promise<boolean> {
  const url = withUser(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name))
    throw new PreflightFailure(`Unsupported database name: ${name}`);
  url.pathname = '/postgres';
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    if (options.fresh) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return false;
    await admin.query(`CREATE DATABASE ${name}`);
    return true;
  } finally {
    await admin.end();
  }
}
