import { userInfo } from 'node:os';
import { Client, type Pool } from 'pg';

/**
 * Fills in the user name when a PostgreSQL URL has none, as psql does: `pg` would fall back to
 * $USER, which is unset in some shells and CI runners.
 */
export function withDefaultUser(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (!url.username) url.username = process.env.PGUSER ?? userInfo().username;
  return url.toString();
}

/** The same server's maintenance database, for CREATE/DROP DATABASE. */
export function maintenanceUrl(databaseUrl: string): string {
  const url = new URL(withDefaultUser(databaseUrl));
  url.pathname = '/postgres';
  return url.toString();
}

export const databaseName = (databaseUrl: string): string =>
  decodeURIComponent(new URL(databaseUrl).pathname.slice(1));

/**
 * Keeps a pool's connection failures from killing the process: `pg` emits a lost connection's
 * error on its client, and a client checked out of the pool (between two statements of a
 * transaction) has no listener of its own, so the process would die of an unhandled 'error'
 * when the server restarts. Every client gets a listener for its whole life; the statement that
 * next uses a broken client fails instead (and the caller retries or answers 503). Idle
 * clients' failures are reported once each, by message and code only.
 */
export function survivePoolErrors(
  pool: Pool,
  report: (error: { message: string; code?: string }) => void,
): void {
  const summary = (error: Error) => ({
    message: error.message,
    code: (error as { code?: string }).code,
  });
  pool.on('connect', (client) => client.on('error', () => undefined));
  pool.on('error', (error) => report(summary(error)));
}

/**
 * Resolves when the database at `databaseUrl` takes a connection and answers a query within
 * `timeoutMs`; rejects with the reason otherwise (a process's start-up probe).
 */
export async function postgresAnswers(databaseUrl: string, timeoutMs = 3_000): Promise<void> {
  const client = new Client({
    connectionString: withDefaultUser(databaseUrl),
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}
