import { PROFILE_EVENT_TYPES, SUBMISSION_EVENT_TYPES } from '@lens/domain';
import { PROJECTION_NAMES } from '../names';
import { type Projection, ident } from '../projection';
import { PROFILE_STREAM, type PatientRow, foldPatients } from '../profiles/profile-rows';
import { PROFILES } from '../profiles/profiles.projection';
import {
  type StreamRows,
  applyStreamRows,
  forgetStreamRows,
  singleRow,
} from '../row-folds/row-folds';
import { ENTRY_COLUMNS, type EntryRow, evolveEntryRow, newEntryRow } from './entry-row';

const ENTRIES: StreamRows<EntryRow> = {
  prefix: 'submission',
  streamColumn: 'submission_id',
  fold: singleRow(newEntryRow, evolveEntryRow),
  table: { table: 'entries', key: ['submission_id'], columns: ENTRY_COLUMNS },
};

// The people an entry is searched by come from profile streams, with the profiles read model's
// own folds: the same profile rows, and patient rows with the columns support searches by.
const PATIENTS: StreamRows<PatientRow> = {
  prefix: PROFILE_STREAM,
  streamColumn: 'profile_id',
  fold: foldPatients,
  table: {
    table: 'patients',
    key: ['profile_id', 'patient_id'],
    columns: [
      'profile_id',
      'patient_id',
      'name',
      'relation_to_profile',
      'sap',
      'added_at',
      'updated_at',
      'last_revision',
    ],
  },
};

/**
 * Support's entry search (DESIGN §4): entries (one row per submission stream) with the people
 * they are searched by (one profile row and its patient rows per profile stream). Names and
 * e-mail addresses are matched with trigram indexes (pg_trgm), ids and codes exactly or by
 * prefix; the API joins the three tables at query time.
 */
export const submissionSearchProjection: Projection = {
  name: PROJECTION_NAMES.submissionSearch,
  version: 2,
  eventTypes: new Set<string>([...SUBMISSION_EVENT_TYPES, ...PROFILE_EVENT_TYPES]),

  async createTables(db, schema) {
    const s = ident(schema);
    await db.query(`
      CREATE TABLE ${s}.entries (
        submission_id text PRIMARY KEY,
        profile_id text,
        patient_id text,
        status text NOT NULL,
        entry_type text,
        purchase_date date,
        completed_at timestamptz,
        confirmation_code text,
        sap text,
        practice_name text,
        total_reward integer NOT NULL,
        supply_length integer,
        card_state text,
        impersonator_id text,
        event_count integer NOT NULL,
        last_revision integer NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX ON ${s}.entries (updated_at DESC, submission_id);
      CREATE INDEX ON ${s}.entries (submission_id text_pattern_ops);
      CREATE INDEX ON ${s}.entries (confirmation_code) WHERE confirmation_code IS NOT NULL;
      CREATE INDEX ON ${s}.entries (profile_id, patient_id);
      CREATE INDEX ON ${s}.entries (sap, status);
      CREATE INDEX ON ${s}.entries (status, purchase_date);
      CREATE INDEX ON ${s}.entries (purchase_date);
      CREATE INDEX ON ${s}.entries (completed_at);

      CREATE TABLE ${s}.profiles (
        profile_id text PRIMARY KEY,
        email text NOT NULL,
        first_name text NOT NULL,
        last_name text,
        language text NOT NULL,
        registered_at timestamptz NOT NULL,
        last_revision integer NOT NULL,
        updated_at timestamptz NOT NULL,
        search text GENERATED ALWAYS AS
          (lower(email || ' ' || first_name || ' ' || coalesce(last_name, ''))) STORED
      );
      CREATE INDEX ON ${s}.profiles USING gin (search gin_trgm_ops);
      CREATE INDEX ON ${s}.profiles (lower(email));

      CREATE TABLE ${s}.patients (
        profile_id text NOT NULL,
        patient_id text NOT NULL,
        name text NOT NULL,
        relation_to_profile text NOT NULL,
        sap text,
        added_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        last_revision integer NOT NULL,
        PRIMARY KEY (profile_id, patient_id)
      );
      CREATE INDEX ON ${s}.patients USING gin (lower(name) gin_trgm_ops);
    `);
  },

  async apply(db, schema, events) {
    await applyStreamRows(db, schema, ENTRIES, events);
    await applyStreamRows(db, schema, PROFILES, events);
    await applyStreamRows(db, schema, PATIENTS, events);
  },

  async forgetStream(db, schema, streamId) {
    await forgetStreamRows(db, schema, ENTRIES, streamId);
    await forgetStreamRows(db, schema, PATIENTS, streamId);
    await forgetStreamRows(db, schema, PROFILES, streamId);
  },
};
