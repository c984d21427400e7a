const DEFAULT_PAGE_SIZE = 25;

export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

/** Page 1 and 25 rows unless asked otherwise (the schemas bound both). */
export function pagingOf(query: { page?: number; page_size?: number }): Paging {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** A `LIKE` pattern finding `text` anywhere, its own `%`, `_` and `\` taken literally. */
export function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A `LIKE` pattern for values starting with `text`, taken literally. */
export function startingWith(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** SQL parameters collected while conditions are added: `$n` for each value. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The next UTC day of a `YYYY-MM-DD` day (an exclusive upper bound for timestamps). */
export function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
