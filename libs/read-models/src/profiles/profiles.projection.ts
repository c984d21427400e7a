import { PROFILE_EVENT_TYPES } from '@lens/domain';
import { PROJECTION_NAMES } from '../names';
import { type Projection, ident } from '../projection';
import {
  type StreamRows,
  applyStreamInline,
  applyStreamRows,
  forgetStreamRows,
} from '../row-folds/row-folds';
import {
  PROFILE_STREAM,
  type PatientRow,
  type ProfileRow,
  foldPatients,
  foldProfile,
} from './profile-rows';

/** Also the people table of the `submission-search` read model (the same rows, searchable). */
export const PROFILES: StreamRows<ProfileRow> = {
  prefix: PROFILE_STREAM,
  streamColumn: 'profile_id',
  revisionColumn: 'last_revision',
  fold: foldProfile,
  table: {
    table: 'profiles',
    key: ['profile_id'],
    columns: [
      'profile_id',
      'email',
      'first_name',
      'last_name',
      'language',
      'registered_at',
      'last_revision',
      'updated_at',
    ],
  },
};

const PATIENTS: StreamRows<PatientRow> = {
  prefix: PROFILE_STREAM,
  streamColumn: 'profile_id',
  revisionColumn: 'last_revision',
  fold: foldPatients,
  table: {
    table: 'patients',
    key: ['profile_id', 'patient_id'],
    columns: [
      'profile_id',
      'patient_id',
      'name',
      'relation_to_profile',
      'address1',
      'address2',
      'city',
      'state',
      'postal_code',
      'country',
      'sap',
      'cannot_find',
      'doctor_first_name',
      'doctor_last_name',
      'added_at',
      'updated_at',
      'last_revision',
    ],
  },
};

/**
 * Sign-in, `profiles/me` and patient lists: a profile row and its patients per profile stream.
 * Registration and the patient commands also write it inline (their next screen reads it).
 */
export const profilesProjection: Projection = {
  name: PROJECTION_NAMES.profiles,
  version: 1,
  eventTypes: new Set<string>(PROFILE_EVENT_TYPES),

  async createTables(db, schema) {
    await db.query(`
      CREATE TABLE ${ident(schema)}.profiles (
        profile_id text PRIMARY KEY,
        email text NOT NULL,
        first_name text NOT NULL,
        last_name text,
        language text NOT NULL,
        registered_at timestamptz NOT NULL,
        last_revision integer NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX ON ${ident(schema)}.profiles (lower(email));
      CREATE TABLE ${ident(schema)}.patients (
        profile_id text NOT NULL,
        patient_id text NOT NULL,
        name text NOT NULL,
        relation_to_profile text NOT NULL,
        address1 text,
        address2 text,
        city text,
        state text,
        postal_code text,
        country text,
        sap text,
        cannot_find boolean NOT NULL,
        doctor_first_name text,
        doctor_last_name text,
        added_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        last_revision integer NOT NULL,
        PRIMARY KEY (profile_id, patient_id)
      );
      CREATE INDEX ON ${ident(schema)}.patients (profile_id, added_at);
    `);
  },

  async apply(db, schema, events) {
    await applyStreamRows(db, schema, PROFILES, events);
    await applyStreamRows(db, schema, PATIENTS, events);
  },

  async applyInline(db, schema, streamEvents) {
    await applyStreamInline(db, schema, PROFILES, this.eventTypes, streamEvents);
    await applyStreamInline(db, schema, PATIENTS, this.eventTypes, streamEvents);
  },

  async forgetStream(db, schema, streamId) {
    await forgetStreamRows(db, schema, PATIENTS, streamId);
    await forgetStreamRows(db, schema, PROFILES, streamId);
  },
};
