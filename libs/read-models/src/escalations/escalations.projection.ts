import { ESCALATION_EVENT_TYPES } from '@lens/domain';
import { PROJECTION_NAMES } from '../names';
import { type Projection, ident } from '../projection';
import { type StreamRows, applyStreamRows, forgetStreamRows } from '../row-folds/row-folds';
import {
  ESCALATION_STREAM,
  type EscalationHistoryRow,
  type EscalationRow,
  foldEscalation,
  foldEscalationHistory,
} from './escalation-rows';

const ESCALATIONS: StreamRows<EscalationRow> = {
  prefix: ESCALATION_STREAM,
  streamColumn: 'escalation_id',
  fold: foldEscalation,
  table: {
    table: 'escalations',
    key: ['escalation_id'],
    columns: [
      'escalation_id',
      'reference',
      'status',
      'first_name',
      'last_name',
      'email',
      'phone_number',
      'contact_type',
      'reason',
      'submission_type',
      'language',
      'form',
      'replies',
      'submitted_at',
      'answered_at',
      'closed_at',
      'updated_at',
    ],
  },
};

const HISTORY: StreamRows<EscalationHistoryRow> = {
  prefix: ESCALATION_STREAM,
  streamColumn: 'escalation_id',
  fold: foldEscalationHistory,
  table: {
    table: 'history',
    key: ['escalation_id', 'revision'],
    columns: ['escalation_id', 'revision', 'type', 'actor_id', 'message', 'recorded_at'],
  },
};

/** Support's inbox (issue 17 item 2): escalations by status, each with its history. */
export const escalationsProjection: Projection = {
  name: PROJECTION_NAMES.escalations,
  version: 1,
  eventTypes: new Set<string>(ESCALATION_EVENT_TYPES),

  async createTables(db, schema) {
    const s = ident(schema);
    await db.query(`
      CREATE TABLE ${s}.escalations (
        escalation_id text PRIMARY KEY,
        reference text NOT NULL,
        status text NOT NULL,
        first_name text,
        last_name text,
        email text,
        phone_number text,
        contact_type text,
        reason text,
        submission_type text,
        language text NOT NULL,
        form jsonb NOT NULL,
        replies integer NOT NULL,
        submitted_at timestamptz NOT NULL,
        answered_at timestamptz,
        closed_at timestamptz,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX ON ${s}.escalations (status, submitted_at);
      CREATE TABLE ${s}.history (
        escalation_id text NOT NULL,
        revision integer NOT NULL,
        type text NOT NULL,
        actor_id text,
        message text,
        recorded_at timestamptz NOT NULL,
        PRIMARY KEY (escalation_id, revision)
      );
    `);
  },

  async apply(db, schema, events) {
    await applyStreamRows(db, schema, ESCALATIONS, events);
    await applyStreamRows(db, schema, HISTORY, events);
  },

  async forgetStream(db, schema, streamId) {
    await forgetStreamRows(db, schema, ESCALATIONS, streamId);
    await forgetStreamRows(db, schema, HISTORY, streamId);
  },
};
