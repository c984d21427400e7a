import { userInfo } from 'node:os';

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
