import { decodeEscalationEvent, legacyReference } from '@lens/domain';
import type { RecordedEvent } from '@lens/event-store';
import { instant, text } from '../row-folds/row-folds';

export const ESCALATION_STREAM = 'escalation';

/** Support's inbox: one row per escalation, what the list shows and filters on. */
export interface EscalationRow {
  escalation_id: string;
  reference: string;
  status: 'open' | 'answered' | 'closed';
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone_number: string | null;
  contact_type: string | null;
  reason: string | null;
  submission_type: string | null;
  language: string;
  /** The whole form as submitted (the detail page shows it). */
  form: Readonly<Record<string, unknown>>;
  replies: number;
  submitted_at: string;
  answered_at: string | null;
  closed_at: string | null;
  updated_at: string;
}

/** The escalation's history: one row per event, who and when, the reply's text. */
export interface EscalationHistoryRow {
  escalation_id: string;
  revision: number;
  type: string;
  actor_id: string | null;
  message: string | null;
  recorded_at: string;
}

const newRow = (id: string, at: string): EscalationRow => ({
  escalation_id: id,
  reference: legacyReference(id),
  status: 'open',
  first_name: null,
  last_name: null,
  email: null,
  phone_number: null,
  contact_type: null,
  reason: null,
  submission_type: null,
  language: 'en',
  form: {},
  replies: 0,
  submitted_at: at,
  answered_at: null,
  closed_at: null,
  updated_at: at,
});

/** The escalation's row after one more event; an event that does not decode only moves `updated_at`. */
export function foldEscalation(
  rows: readonly EscalationRow[],
  recorded: RecordedEvent,
  id: string,
): EscalationRow[] {
  const at = recorded.recordedAt.toISOString();
  const row = { ...(rows[0] ?? newRow(id, at)), updated_at: at };
  const event = decodeEscalationEvent(recorded);
  switch (event?.type) {
    case 'EscalationSubmitted': {
      const { data } = event;
      // The API records the whole form; the domain names only what the lifecycle needs of it.
      const form: Readonly<Record<string, unknown>> = data.form;
      return [
        {
          ...row,
          reference: text(data.reference) ?? row.reference,
          language: text(data.language) ?? row.language,
          first_name: text(form.first_name),
          last_name: text(form.last_name),
          email: text(form.email),
          phone_number: text(form.phone_number) || null,
          contact_type: text(form.contact_type),
          reason: text(form.reason_for_inquiry),
          submission_type: text(form.rewards_submission_type),
          form,
          submitted_at: instant(data.submittedAt) ?? at,
        },
      ];
    }
    case 'EscalationReplied':
      return [
        {
          ...row,
          status: row.status === 'closed' ? 'closed' : 'answered',
          replies: row.replies + 1,
          answered_at: instant(event.data.repliedAt) ?? at,
        },
      ];
    case 'EscalationClosed':
      return [{ ...row, status: 'closed', closed_at: instant(event.data.closedAt) ?? at }];
    default:
      return [row];
  }
}

/** One history row per event of the stream (an event that does not decode shows no message). */
export function foldEscalationHistory(
  rows: readonly EscalationHistoryRow[],
  recorded: RecordedEvent,
  id: string,
): EscalationHistoryRow[] {
  const event = decodeEscalationEvent(recorded);
  return [
    ...rows,
    {
      escalation_id: id,
      revision: recorded.revision,
      type: recorded.type,
      actor_id: recorded.metadata.actorId ?? null,
      message: event?.type === 'EscalationReplied' ? event.data.message : null,
      recorded_at: recorded.recordedAt.toISOString(),
    },
  ];
}
