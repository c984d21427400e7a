import { type SubmissionEventType } from '@lens/domain';
import { PROJECTION_NAMES } from '../names';
import { type Projection, ident } from '../projection';
import {
  type StreamRows,
  applyStreamInline,
  applyStreamRows,
  forgetStreamRows,
  singleRow,
} from '../row-folds/row-folds';
import { type LedgerRow, evolveLedgerRow, newLedgerRow } from './ledger-row';

const ROWS: StreamRows<LedgerRow> = {
  prefix: 'submission',
  streamColumn: 'submission_id',
  revisionColumn: 'last_revision',
  fold: singleRow(newLedgerRow, evolveLedgerRow),
  table: {
    table: 'entries',
    key: ['submission_id'],
    columns: [
      'submission_id',
      'profile_id',
      'patient_id',
      'purchase_date',
      'brands',
      'supply_months',
      'status',
      'base_reward',
      'true_up_reward',
      'confirmed_at',
      'updated_at',
      'last_revision',
    ],
  },
};

/**
 * The patient supply ledger: one row per entry with its patient, purchase date, months, base and
 * true-up earned and status. Feeds limit-remaining, the subsequent three-month rate and true-up.
 */
export const patientLedgerProjection: Projection = {
  name: PROJECTION_NAMES.patientLedger,
  version: 3,
  eventTypes: new Set<string>([
    'PurchaseDateEntered',
    'SuppliesSubmitted',
    'ExpressEntryClaimed',
    'SubmissionConfirmed',
    'SubmissionApproved',
    'SubmissionRejected',
    'MailRequired',
    'ResubmissionStarted',
  ] satisfies SubmissionEventType[]),

  async createTables(db, schema) {
    const table = `${ident(schema)}.entries`;
    await db.query(`
      CREATE TABLE ${table} (
        submission_id text PRIMARY KEY,
        profile_id text,
        patient_id text,
        purchase_date date,
        brands jsonb NOT NULL DEFAULT '[]',
        supply_months integer,
        status text NOT NULL DEFAULT '',
        base_reward integer NOT NULL DEFAULT 0,
        true_up_reward integer NOT NULL DEFAULT 0,
        confirmed_at timestamptz,
        updated_at timestamptz NOT NULL,
        last_revision integer NOT NULL DEFAULT -1
      );
      CREATE INDEX ON ${table} (patient_id, purchase_date) WHERE confirmed_at IS NOT NULL;
    `);
  },

  apply: (db, schema, events) => applyStreamRows(db, schema, ROWS, events),
  applyInline(db, schema, streamEvents) {
    return applyStreamInline(db, schema, ROWS, this.eventTypes, streamEvents);
  },
  forgetStream: (db, schema, streamId) => forgetStreamRows(db, schema, ROWS, streamId),
};
