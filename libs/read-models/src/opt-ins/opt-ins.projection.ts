import { PROJECTION_NAMES } from '../names';
import { type Projection, ident } from '../projection';
import { applyStreamRows, forgetStreamRows } from '../row-folds/row-folds';
import { OPT_INS_EVENT_TYPES, optInRows } from './opt-in-rows';

/**
 * Marketing consents for the back office: one row per subject (a profile, or a visitor's
 * address) and channel, with its status, address, source, wording version and dates.
 */
export const optInsProjection: Projection = {
  name: PROJECTION_NAMES.optIns,
  version: 1,
  eventTypes: OPT_INS_EVENT_TYPES,

  async createTables(db, schema) {
    const s = ident(schema);
    await db.query(`
      CREATE TABLE ${s}.opt_ins (
        subject text NOT NULL,
        channel text NOT NULL,
        profile_id text,
        address text,
        status text NOT NULL,
        pending_address text,
        source text,
        language text,
        wording_version text,
        requested_at timestamptz,
        confirmed_at timestamptz,
        withdrawn_at timestamptz,
        withdrawn_via text,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (subject, channel)
      );
      CREATE INDEX ON ${s}.opt_ins (updated_at DESC);
      CREATE INDEX ON ${s}.opt_ins (lower(address));
    `);
  },

  async apply(db, schema, events) {
    await applyStreamRows(db, schema, optInRows, events);
  },

  async forgetStream(db, schema, streamId) {
    await forgetStreamRows(db, schema, optInRows, streamId);
  },
};
