import type { RecordedEvent } from '@lens/event-store';
import { PROJECTION_NAMES } from '../names';
import { type Projection, type Queryable, ident } from '../projection';
import {
  type RowTable,
  type StreamRows,
  forgetStreamRows,
  upsertRows,
} from '../row-folds/row-folds';
import { type InvoiceRow, foldInvoices } from './invoice-rows';
import {
  type InvoiceSupportRow,
  invoiceSupportKey,
  invoiceSupportRow,
} from './invoice-support-rows';

const ROWS: StreamRows<InvoiceRow> = {
  prefix: 'submission',
  streamColumn: 'submission_id',
  fold: foldInvoices,
  table: {
    table: 'invoices',
    key: ['invoice_id'],
    columns: [
      'invoice_id',
      'entry_id',
      'submission_id',
      'invoice_date',
      'value',
      'invoice_type',
      'fulfillment_type',
      'jira_id',
      'confirmation_code',
      'created_at',
    ],
  },
};

const SUPPORT: RowTable<InvoiceSupportRow> = {
  table: 'invoice_support',
  key: ['fulfillment_type', 'invoice_date'],
  columns: ['fulfillment_type', 'invoice_date', 'jira_id', 'recorded_at'],
};

/** The invoiceSupport rows of a batch: the last event of each stream wins. */
async function applySupport(db: Queryable, schema: string, events: readonly RecordedEvent[]) {
  const rows = new Map<string, InvoiceSupportRow>();
  for (const event of events) {
    const row = invoiceSupportRow(event);
    if (row) rows.set(event.streamId, row);
  }
  await upsertRows(db, schema, SUPPORT, [...rows.values()]);
}

/**
 * Invoice lines for finance (`invoices`), from each entry's card order: entry id,
 * invoice date, value (whole dollars), type per reward part, fulfilment type. `jira_id` is for
 * finance to fill in their own tables; the read model leaves it null.
 *
 * An entry's lines come from its one `RewardCardOrdered` alone, so a batch is folded without
 * loading rows first: one upsert of the lines the batch's orders make.
 *
 * invoiceSupport (`InvoiceSupportRecorded`, the back office's finance) is a table of its own,
 * `invoice_support`, one row per `invoice-support-<fulfillmentType>-<invoiceDate>` stream keyed
 * by what the stream's id says; finance's queries join it to the lines of that type and day.
 */
export const invoicesProjection: Projection = {
  name: PROJECTION_NAMES.invoices,
  version: 2,
  eventTypes: new Set(['RewardCardOrdered', 'InvoiceSupportRecorded']),

  async createTables(db, schema) {
    const table = `${ident(schema)}.invoices`;
    await db.query(`
      CREATE TABLE ${table} (
        invoice_id text PRIMARY KEY,
        entry_id text NOT NULL,
        submission_id text NOT NULL,
        invoice_date date NOT NULL,
        value integer NOT NULL,
        invoice_type text NOT NULL,
        fulfillment_type text NOT NULL,
        jira_id text,
        confirmation_code text,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX ON ${table} (invoice_date);
      CREATE INDEX ON ${table} (submission_id);
      CREATE TABLE ${ident(schema)}.invoice_support (
        fulfillment_type text NOT NULL,
        invoice_date date NOT NULL,
        jira_id text NOT NULL,
        recorded_at timestamptz NOT NULL,
        PRIMARY KEY (fulfillment_type, invoice_date)
      );
    `);
  },

  async apply(db, schema, events) {
    // Keyed by invoice id, so a (malformed) second order of an entry in one batch replaces the
    // first rather than failing the upsert.
    const lines = new Map<string, InvoiceRow>();
    const start = `${ROWS.prefix}-`.length;
    for (const event of events) {
      if (!event.streamId.startsWith(`${ROWS.prefix}-`)) continue;
      for (const line of ROWS.fold([], event, event.streamId.slice(start)))
        lines.set(line.invoice_id, line);
    }
    await upsertRows(db, schema, ROWS.table, [...lines.values()]);
    await applySupport(db, schema, events);
  },

  async forgetStream(db, schema, streamId) {
    const support = invoiceSupportKey(streamId);
    if (!support) return forgetStreamRows(db, schema, ROWS, streamId);
    await db.query(
      `DELETE FROM ${ident(schema)}.invoice_support
        WHERE fulfillment_type = $1 AND invoice_date = $2::date`,
      [support.fulfillment_type, support.invoice_date],
    );
  },
};
