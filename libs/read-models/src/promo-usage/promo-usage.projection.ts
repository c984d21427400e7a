import { type SubmissionEventType } from '@lens/domain';
import { PROJECTION_NAMES } from '../names';
import { type Projection, ident } from '../projection';
import {
  type StreamRows,
  applyStreamInline,
  applyStreamRows,
  forgetStreamRows,
} from '../row-folds/row-folds';
import { type PromoUsageRow, foldPromoUsage } from './promo-usage-row';

const ROWS: StreamRows<PromoUsageRow> = {
  prefix: 'submission',
  streamColumn: 'submission_id',
  revisionColumn: 'last_revision',
  fold: foldPromoUsage,
  table: {
    table: 'usage',
    key: ['submission_id', 'code_key'],
    columns: [
      'submission_id',
      'code_key',
      'code',
      'code_class',
      'award',
      'combine_classes',
      'active',
      'applied_at',
      'removed_at',
      'removal_reason',
      'confirmed_at',
      'updated_at',
      'last_revision',
    ],
  },
};

/** Promo code usage: one row per entry and code, for the entry's code list and limits. */
export const promoUsageProjection: Projection = {
  name: PROJECTION_NAMES.promoUsage,
  version: 3,
  eventTypes: new Set<string>([
    'PromoCodeApplied',
    'PromoCodeRemoved',
    'SubmissionConfirmed',
  ] satisfies SubmissionEventType[]),

  async createTables(db, schema) {
    const table = `${ident(schema)}.usage`;
    await db.query(`
      CREATE TABLE ${table} (
        submission_id text NOT NULL,
        code_key text NOT NULL,
        code text NOT NULL,
        code_class text NOT NULL,
        award integer NOT NULL,
        combine_classes jsonb NOT NULL DEFAULT '[]',
        active boolean NOT NULL,
        applied_at timestamptz,
        removed_at timestamptz,
        removal_reason text,
        confirmed_at timestamptz,
        updated_at timestamptz NOT NULL,
        last_revision integer NOT NULL DEFAULT -1,
        PRIMARY KEY (submission_id, code_key)
      );
      CREATE INDEX ON ${table} (code_key) WHERE confirmed_at IS NOT NULL;
    `);
  },

  apply: (db, schema, events) => applyStreamRows(db, schema, ROWS, events),
  applyInline(db, schema, streamEvents) {
    return applyStreamInline(db, schema, ROWS, this.eventTypes, streamEvents);
  },
  forgetStream: (db, schema, streamId) => forgetStreamRows(db, schema, ROWS, streamId),
};
