import { type SubmissionEventType } from '@lens/domain';
import { type Projection, ident } from '../projection';
import { type StreamRows, applyStreamRows, forgetStreamRows } from '../row-folds/row-folds';
import { type CardOrderRow, foldCardOrder } from './card-order-row';

const ROWS: StreamRows<CardOrderRow> = {
  prefix: 'submission',
  streamColumn: 'submission_id',
  fold: foldCardOrder,
  table: {
    table: 'card_orders',
    key: ['submission_id'],
    columns: [
      'submission_id',
      'order_id',
      'amount',
      'status',
      'masked_number',
      'expiry',
      'ordered_at',
      'mailed_at',
      'fulfillment_type',
    ],
  },
};

/**
 * Prepaid reward cards (`read_card_orders.card_orders`): one row per entry whose card was
 * ordered, from its `submission-<id>` stream. Feeds the dashboard and finance reconciliation.
 */
export const cardOrdersProjection: Projection = {
  name: 'card-orders',
  version: 1,
  eventTypes: new Set<string>([
    'RewardCardOrdered',
    'RewardCardMailed',
  ] satisfies SubmissionEventType[]),

  async createTables(db, schema) {
    const table = `${ident(schema)}.card_orders`;
    await db.query(`
      CREATE TABLE ${table} (
        submission_id text PRIMARY KEY,
        order_id text,
        amount integer,
        status text NOT NULL CHECK (status IN ('ordered', 'mailed', 'returned')),
        masked_number text,
        expiry text,
        ordered_at timestamptz,
        mailed_at timestamptz,
        fulfillment_type text
      );
      CREATE INDEX ON ${table} (ordered_at);
    `);
  },

  apply: (db, schema, events) => applyStreamRows(db, schema, ROWS, events),
  forgetStream: (db, schema, streamId) => forgetStreamRows(db, schema, ROWS, streamId),
};
