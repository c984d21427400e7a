import { type SubmissionEventType } from '@lens/domain';
import { PROJECTION_NAMES } from '../names';
import { type Projection, ident } from '../projection';
import { type StreamRows, applyStreamRows, forgetStreamRows } from '../row-folds/row-folds';
import { type ReceiptReadingRow, foldReceiptReading } from './receipt-reading-row';

const ROWS: StreamRows<ReceiptReadingRow> = {
  prefix: 'submission',
  streamColumn: 'submission_id',
  fold: foldReceiptReading,
  table: {
    table: 'receipt_readings',
    key: ['submission_id'],
    columns: [
      'submission_id',
      'profile_id',
      'content_hash',
      'status',
      'reading',
      'reason',
      'engine',
      'read_at',
      'entered',
      'mismatches',
    ],
  },
};

/**
 * Receipt readings (`receipt_readings`, issue 28): one row per entry, from its
 * `submission-<id>` stream: the worker's reading of the current receipt, what was entered, and
 * where they disagree. Feeds the patient's suggestions and the back office.
 */
export const receiptReadingsProjection: Projection = {
  name: PROJECTION_NAMES.receiptReadings,
  version: 1,
  eventTypes: new Set<string>([
    'PurchaseDateEntered',
    'SuppliesSubmitted',
    'ReceiptImageAttached',
    'ReceiptRead',
    'ReceiptUnreadable',
  ] satisfies SubmissionEventType[]),

  async createTables(db, schema) {
    const table = `${ident(schema)}.receipt_readings`;
    await db.query(`
      CREATE TABLE ${table} (
        submission_id text PRIMARY KEY,
        profile_id text NOT NULL,
        content_hash text,
        status text NOT NULL CHECK (status IN ('pending', 'read', 'unreadable')),
        reading jsonb,
        reason text,
        engine text,
        read_at timestamptz,
        entered jsonb NOT NULL,
        mismatches jsonb NOT NULL
      );
    `);
  },

  apply: (db, schema, events) => applyStreamRows(db, schema, ROWS, events),
  forgetStream: (db, schema, streamId) => forgetStreamRows(db, schema, ROWS, streamId),
};
