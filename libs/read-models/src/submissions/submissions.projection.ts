import { SUBMISSION_EVENT_TYPES } from '@lens/domain';
import { PROJECTION_NAMES } from '../names';
import { type Projection, ident } from '../projection';
import {
  type StreamRows,
  applyStreamInline,
  applyStreamRows,
  forgetStreamRows,
  singleRow,
} from '../row-folds/row-folds';
import { type SubmissionRow, evolveSubmissionRow, newSubmissionRow } from './submission-row';

const ROWS: StreamRows<SubmissionRow> = {
  prefix: 'submission',
  streamColumn: 'submission_id',
  revisionColumn: 'last_revision',
  fold: singleRow(newSubmissionRow, evolveSubmissionRow),
  table: {
    table: 'submissions',
    key: ['submission_id'],
    columns: [
      'submission_id',
      'profile_id',
      'patient_id',
      'status',
      'entry_type',
      'purchase_date',
      'sub_phase',
      'sap',
      'practice',
      'patient_type',
      'supplies',
      'supply_length',
      'brands',
      'sku',
      'product_image_url',
      'receipt_image_url',
      'receipt_hash',
      'promo_codes',
      'confirmation_code',
      'completed_at',
      'rewards',
      'total_reward',
      'limit_remaining',
      'rejection_reasons',
      'mail_required_reason',
      'review',
      'card',
      'is_resubmission',
      'is_admin_resubmit',
      'exception',
      'admin_exception',
      'created_at',
      'event_count',
      'last_revision',
      'updated_at',
    ],
  },
};

/**
 * The patient dashboard's entries: one row per submission stream with its status, reasons,
 * rewards breakdown, confirmation code, practice, purchase details, images, promo codes, card.
 * A discarded entry keeps its row (status `discarded`); the API leaves it out of the patient's
 * views.
 *
 * The only unique constraint is the stream's own key: two streams that happen to carry the same
 * confirmation code must both project (a constraint on data would stall the projection).
 */
export const submissionsProjection: Projection = {
  name: PROJECTION_NAMES.submissions,
  version: 4,
  eventTypes: new Set<string>(SUBMISSION_EVENT_TYPES),

  async createTables(db, schema) {
    const table = `${ident(schema)}.submissions`;
    await db.query(`
      CREATE TABLE ${table} (
        submission_id text PRIMARY KEY,
        profile_id text,
        patient_id text,
        status text NOT NULL DEFAULT '',
        entry_type text,
        purchase_date date,
        sub_phase text,
        sap text,
        practice jsonb,
        patient_type text,
        supplies jsonb,
        supply_length integer,
        brands jsonb NOT NULL DEFAULT '[]',
        sku text,
        product_image_url text,
        receipt_image_url text,
        receipt_hash text,
        promo_codes jsonb NOT NULL DEFAULT '[]',
        confirmation_code text,
        completed_at timestamptz,
        rewards jsonb,
        total_reward integer NOT NULL DEFAULT 0,
        limit_remaining integer,
        rejection_reasons jsonb NOT NULL DEFAULT '[]',
        mail_required_reason text,
        review jsonb,
        card jsonb,
        is_resubmission boolean NOT NULL DEFAULT false,
        is_admin_resubmit boolean NOT NULL DEFAULT false,
        exception text,
        admin_exception boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL,
        event_count integer NOT NULL,
        last_revision integer NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX ON ${table} (profile_id, updated_at DESC);
      CREATE INDEX ON ${table} (receipt_hash) WHERE receipt_hash IS NOT NULL;
      CREATE INDEX ON ${table} (confirmation_code) WHERE confirmation_code IS NOT NULL;
      CREATE INDEX ON ${table} (updated_at) WHERE status = 'duplicate_review';
    `);
  },

  apply: (db, schema, events) => applyStreamRows(db, schema, ROWS, events),
  applyInline(db, schema, streamEvents) {
    return applyStreamInline(db, schema, ROWS, this.eventTypes, streamEvents);
  },
  forgetStream: (db, schema, streamId) => forgetStreamRows(db, schema, ROWS, streamId),
};
