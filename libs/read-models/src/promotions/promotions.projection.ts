import { PROJECTION_NAMES } from '../names';
import { type Projection, ident } from '../projection';
import { applyStreamRows, forgetStreamRows } from '../row-folds/row-folds';
import {
  PROMOTIONS_EVENT_TYPES,
  classMemberRows,
  codeClassRows,
  promotionRows,
} from './promotion-rows';

/**
 * Promotions and code classes as admins defined them: the definitions promo codes are checked
 * against (eligible brands, patient and entry types, both eyes, practice lists, window, award),
 * each code's class and the classes it combines with.
 */
export const promotionsProjection: Projection = {
  name: PROJECTION_NAMES.promotions,
  version: 2,
  eventTypes: PROMOTIONS_EVENT_TYPES,

  async createTables(db, schema) {
    const s = ident(schema);
    await db.query(`
      CREATE TABLE ${s}.promotions (
        promotion_id text PRIMARY KEY,
        code text,
        code_key text,
        promotion_name text,
        display_name text,
        jira_issue_id text,
        start_date date,
        end_date date,
        eligible_brands jsonb NOT NULL DEFAULT '[]',
        patient_types jsonb NOT NULL DEFAULT '[]',
        entry_types jsonb NOT NULL DEFAULT '[]',
        both_eyes boolean NOT NULL DEFAULT false,
        award integer NOT NULL DEFAULT 0,
        practice_saps jsonb NOT NULL DEFAULT '[]',
        practice_scg_keys jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX ON ${s}.promotions (code_key);
      CREATE TABLE ${s}.code_classes (
        code_class text PRIMARY KEY,
        combine_classes jsonb NOT NULL DEFAULT '[]',
        updated_at timestamptz NOT NULL
      );
      CREATE TABLE ${s}.code_class_members (
        code_class text NOT NULL,
        code_key text NOT NULL,
        added_at timestamptz NOT NULL,
        PRIMARY KEY (code_class, code_key)
      );
      CREATE INDEX ON ${s}.code_class_members (code_key);
    `);
  },

  async apply(db, schema, events) {
    await applyStreamRows(db, schema, promotionRows, events);
    await applyStreamRows(db, schema, codeClassRows, events);
    await applyStreamRows(db, schema, classMemberRows, events);
  },

  async forgetStream(db, schema, streamId) {
    await forgetStreamRows(db, schema, promotionRows, streamId);
    await forgetStreamRows(db, schema, codeClassRows, streamId);
    await forgetStreamRows(db, schema, classMemberRows, streamId);
  },
};
