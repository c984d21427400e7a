import { type SubmissionEventType } from '@lens/domain';
import { type Projection, ident } from '../projection';
import { type StreamRows, applyStreamRows, forgetStreamRows } from '../row-folds/row-folds';
import { type ExpressClaimRow, foldExpressClaim } from './express-claim-row';

const CLAIMS: StreamRows<ExpressClaimRow> = {
  prefix: 'submission',
  streamColumn: 'submission_id',
  fold: foldExpressClaim,
  table: {
    table: 'claims',
    key: ['submission_id'],
    columns: [
      'submission_id',
      'entry_type',
      'sap',
      'purchase_date',
      'contact_email',
      'contact_phone',
      'contact_language',
      'claimant_email',
      'patient_id',
      'state',
      'created_at',
      'offered_at',
      'claimed_at',
      'updated_at',
    ],
  },
};

/** Express rewards and checkout shop claims (issue 17 item 4): by contact, for claim notices. */
export const expressClaimsProjection: Projection = {
  name: 'express-claims',
  version: 1,
  eventTypes: new Set<string>([
    'PurchaseDateEntered',
    'SuppliesSubmitted',
    'ExpressEntryOffered',
    'ExpressEntryClaimed',
    'ExpressEntryDeclined',
    'SubmissionConfirmed',
  ] satisfies SubmissionEventType[]),

  async createTables(db, schema) {
    const table = `${ident(schema)}.claims`;
    await db.query(`
      CREATE TABLE ${table} (
        submission_id text PRIMARY KEY,
        entry_type text NOT NULL,
        sap text,
        purchase_date date,
        contact_email text,
        contact_phone text,
        contact_language text,
        claimant_email text,
        patient_id text,
        state text NOT NULL,
        created_at timestamptz NOT NULL,
        offered_at timestamptz,
        claimed_at timestamptz,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX ON ${table} (contact_email) WHERE contact_email IS NOT NULL;
      CREATE INDEX ON ${table} (claimant_email) WHERE claimant_email IS NOT NULL;
      CREATE INDEX ON ${table} (sap, created_at);
    `);
  },

  apply: (db, schema, events) => applyStreamRows(db, schema, CLAIMS, events),
  forgetStream: (db, schema, streamId) => forgetStreamRows(db, schema, CLAIMS, streamId),
};
