import type { QueryResultRow } from 'pg';

/**
 * What a read model's queries run on: a `pg` pool or client, or the api's `ReadModels` (which
 * answers 503 while the projector has not built a table yet).
 */
export interface ReadDb {
  query<Row extends QueryResultRow>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
}

/** A query a caller runs itself, e.g. through a cursor (CSV exports): its text and values. */
export interface Statement {
  readonly text: string;
  readonly values: readonly unknown[];
}

/** A page of a listing: how many rows, after how many. */
export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

const UNDEFINED_TABLE = '42P01';

/** The error PostgreSQL answers for a table the projector has not created yet. */
export const isUndefinedTable = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === UNDEFINED_TABLE;

/** The rows of a query. */
export async function rowsOf<Row extends QueryResultRow>(
  db: ReadDb,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  return (await db.query<Row>(text, values)).rows;
}

/** The first row of a query, or undefined. */
export async function firstOf<Row extends QueryResultRow>(
  db: ReadDb,
  text: string,
  values: unknown[] = [],
): Promise<Row | undefined> {
  return (await db.query<Row>(text, values)).rows[0];
}

/** SQL parameters collected while conditions are added: `$n` for each value. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** `WHERE a AND b`, or nothing for no condition. */
export const whereOf = (conditions: readonly string[]): string =>
  conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';

/** A `LIKE` pattern finding `text` anywhere, its own `%`, `_` and `\` taken literally. */
export function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A `LIKE` pattern for values starting with `text`, taken literally. */
export function startingWith(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The next UTC day of a `YYYY-MM-DD` day (an exclusive upper bound for timestamps). */
export function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The start of a `YYYY-MM-DD` day, UTC. */
export const startOf = (day: string) => `${day}T00:00:00Z`;

const DEFAULT_PAGE_SIZE = 25;

/** Page 1 and 25 rows unless asked otherwise (the request schemas bound both). */
export function pagingOf(query: { page?: number; page_size?: number }): Paging {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, offset: (page - 1) * pageSize };
}
