import { createHash } from 'node:crypto';
import { isIsoDay } from '@lens/domain';
import type { RecordedEvent } from '@lens/event-store';
import { type Queryable, ident } from '../projection';

/**
 * The set-based shape every stream-keyed read model here follows: load the rows of the streams
 * in a batch with one query, fold the batch into them in memory, write them back with one upsert.
 * Rows travel as JSON both ways (`to_jsonb` / `jsonb_populate_recordset`), so dates and
 * timestamps keep their text form and never pass through the process's time zone.
 */
export interface RowTable<Row> {
  /** Table name inside the projection's schema. */
  readonly table: string;
  /** Primary-key columns, in order. */
  readonly key: readonly (keyof Row & string)[];
  /** Every column written. */
  readonly columns: readonly (keyof Row & string)[];
}

const statementNames = new Map<string, string>();

/**
 * A named statement for generated SQL: PostgreSQL parses and plans it once per connection, not at
 * every batch. The name is a digest of the text (one text, one name), short enough for
 * PostgreSQL's 63-character names.
 */
function prepared(text: string, values: unknown[]) {
  let name = statementNames.get(text);
  if (!name) {
    name = `rows_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
    statementNames.set(text, name);
  }
  return { name, text, values };
}

/**
 * Rows whose `column` is one of `values`; with `lock`, locked for the transaction's update (in a
 * read model an append also writes inline, the projector and the append never fold the same
 * stream's rows at once).
 */
export async function loadRows<Row>(
  db: Queryable,
  schema: string,
  table: RowTable<Row>,
  column: keyof Row & string,
  values: readonly string[],
  lock = false,
): Promise<Row[]> {
  if (values.length === 0) return [];
  const { rows } = await db.query<{ row: Row }>(
    prepared(
      `SELECT to_jsonb(t) AS row FROM ${ident(schema)}.${ident(table.table)} t
        WHERE t.${ident(column)} = ANY($1::text[])${lock ? ' FOR UPDATE' : ''}`,
      [values],
    ),
  );
  return rows.map((r) => r.row);
}

/** Inserts or replaces `rows` by their key in one statement. */
export async function upsertRows<Row>(
  db: Queryable,
  schema: string,
  table: RowTable<Row>,
  rows: readonly Row[],
): Promise<void> {
  if (rows.length === 0) return;
  const name = `${ident(schema)}.${ident(table.table)}`;
  const columns = table.columns.map(ident).join(', ');
  const updates = table.columns
    .filter((column) => !table.key.includes(column))
    .map((column) => `${ident(column)} = EXCLUDED.${ident(column)}`)
    .join(', ');
  await db.query(
    prepared(
      `INSERT INTO ${name} (${columns})
       SELECT ${columns} FROM jsonb_populate_recordset(NULL::${name}, $1::jsonb)
       ON CONFLICT (${table.key.map(ident).join(', ')}) DO UPDATE SET ${updates}`,
      [JSON.stringify(rows)],
    ),
  );
}

/** The id part of the events of streams `<prefix>-<id>`, in batch order, without repeats. */
export function streamIds(events: readonly RecordedEvent[], prefix: string): string[] {
  const ids = new Set<string>();
  for (const event of events) {
    if (event.streamId.startsWith(`${prefix}-`)) ids.add(event.streamId.slice(prefix.length + 1));
  }
  return [...ids];
}

/**
 * Readers that never throw on a value whose shape is not the one expected. Folds switch on the
 * domain's decoded events (`decodeEvent` in @lens/domain); these guard what the decoder does not
 * check (nested shapes, the text form of days and timestamps for `date` / `timestamptz` columns)
 * and read the few events that are not the domain's (`InvoiceSupportRecorded`).
 */
export type Data = Readonly<Record<string, unknown>>;
export const dataOf = (event: RecordedEvent): Data =>
  typeof event.data === 'object' && event.data !== null ? (event.data as Data) : {};
export const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
export const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
/** A whole number (for integer columns), or null. */
export const int = (value: unknown): number | null => {
  const n = num(value);
  return n === null ? null : Math.round(n);
};
export const record = (value: unknown): Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Data) : {};
/** An ISO day, or null: keeps malformed dates out of `date` columns. */
export const day = (value: unknown): string | null =>
  typeof value === 'string' && isIsoDay(value) ? value : null;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;
/** An ISO-8601 timestamp, or null. */
export const instant = (value: unknown): string | null =>
  typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))
    ? value
    : null;

/** A read model whose rows each derive from one stream `<prefix>-<id>`. */
export interface StreamRows<Row> {
  readonly prefix: string;
  readonly table: RowTable<Row>;
  /** The column holding the stream's id part. */
  readonly streamColumn: keyof Row & string;
  /** The stream's rows after one more of its events. */
  fold(rows: readonly Row[], event: RecordedEvent, id: string): Row[];
  /**
   * The column holding the revision of the stream's last event folded into its rows, in a read
   * model an append also writes inline: an event at or below it is not folded again.
   */
  readonly revisionColumn?: keyof Row & string;
}

/** A stream with exactly one row, folded from its first event on. */
export function singleRow<Row>(
  newRow: (id: string, at: string) => Row,
  evolve: (row: Row, event: RecordedEvent) => Row,
): StreamRows<Row>['fold'] {
  return (rows, event, id) => [
    evolve(rows[0] ?? newRow(id, event.recordedAt.toISOString()), event),
  ];
}

/** Applies a batch set-based: one load of the streams' rows, a fold in memory, one upsert. */
export async function applyStreamRows<Row>(
  db: Queryable,
  schema: string,
  model: StreamRows<Row>,
  events: readonly RecordedEvent[],
): Promise<void> {
  const ids = streamIds(events, model.prefix);
  if (ids.length === 0) return;
  const loaded = await loadRows(
    db,
    schema,
    model.table,
    model.streamColumn,
    ids,
    model.revisionColumn !== undefined,
  );
  await upsertRows(db, schema, model.table, foldStreams(model, ids, loaded, events));
}

/**
 * An append's inline projection: brings one stream's rows up to date inside the append's
 * transaction (its rows locked, the stream's events after their revision folded in, written
 * back), so the caller's next read finds them without waiting for the projector.
 */
export async function applyStreamInline<Row>(
  db: Queryable,
  schema: string,
  model: StreamRows<Row>,
  eventTypes: ReadonlySet<string>,
  streamEvents: readonly RecordedEvent[],
): Promise<void> {
  const ids = streamIds(streamEvents, model.prefix);
  if (ids.length === 0) return;
  const loaded = await loadRows(
    db,
    schema,
    model.table,
    model.streamColumn,
    ids,
    model.revisionColumn !== undefined,
  );
  const events = streamEvents.filter((event) => eventTypes.has(event.type));
  await upsertRows(db, schema, model.table, foldStreams(model, ids, loaded, events));
}

/** The streams' rows after their events, skipping those already folded into the rows loaded. */
function foldStreams<Row>(
  model: StreamRows<Row>,
  ids: readonly string[],
  loaded: readonly Row[],
  events: readonly RecordedEvent[],
): Row[] {
  const { revisionColumn } = model;
  const byStream = new Map<string, Row[]>(ids.map((id) => [id, []]));
  const folded = new Map<string, number>();
  for (const row of loaded) {
    const id = String(row[model.streamColumn]);
    byStream.get(id)?.push(row);
    if (revisionColumn)
      folded.set(id, Math.max(folded.get(id) ?? -1, Number(row[revisionColumn] ?? -1)));
  }
  const start = model.prefix.length + 1;
  const changed = new Set<string>();
  for (const event of events) {
    if (!event.streamId.startsWith(`${model.prefix}-`)) continue;
    const id = event.streamId.slice(start);
    if (event.revision <= (folded.get(id) ?? -1)) continue;
    const rows = model.fold(byStream.get(id) ?? [], event, id);
    if (revisionColumn) folded.set(id, event.revision);
    byStream.set(
      id,
      revisionColumn ? rows.map((row) => atRevision(row, revisionColumn, event.revision)) : rows,
    );
    changed.add(id);
  }
  return [...changed].flatMap((id) => byStream.get(id) ?? []);
}

/** The row with `column` set to `revision`: itself when the fold has set it already. */
const atRevision = <Row>(row: Row, column: keyof Row & string, revision: number): Row =>
  row[column] === revision ? row : { ...row, [column]: revision };

/** Deletes the rows one stream produced (before re-projecting it). */
export async function forgetStreamRows<Row>(
  db: Queryable,
  schema: string,
  model: StreamRows<Row>,
  streamId: string,
): Promise<void> {
  if (!streamId.startsWith(`${model.prefix}-`)) return;
  await db.query(
    `DELETE FROM ${ident(schema)}.${ident(model.table.table)} WHERE ${ident(model.streamColumn)} = $1`,
    [streamId.slice(model.prefix.length + 1)],
  );
}
