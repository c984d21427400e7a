import type { RecordedEvent } from '@lens/event-store';
import { dataOf, day, instant, int, record, text } from '../row-folds/row-folds';

/** One entry as support searches it: ids, status, dates, practice, the reward, who touched it. */
export interface EntryRow {
  submission_id: string;
  profile_id: string | null;
  patient_id: string | null;
  status: string;
  entry_type: string | null;
  purchase_date: string | null;
  completed_at: string | null;
  confirmation_code: string | null;
  sap: string | null;
  practice_name: string | null;
  total_reward: number;
  supply_length: number | null;
  card_state: string | null;
  /** The last admin who acted for the patient on this entry (impersonation), if any. */
  impersonator_id: string | null;
  event_count: number;
  last_revision: number;
  created_at: string;
  updated_at: string;
}

export const ENTRY_COLUMNS = [
  'submission_id',
  'profile_id',
  'patient_id',
  'status',
  'entry_type',
  'purchase_date',
  'completed_at',
  'confirmation_code',
  'sap',
  'practice_name',
  'total_reward',
  'supply_length',
  'card_state',
  'impersonator_id',
  'event_count',
  'last_revision',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof EntryRow)[];

export const newEntryRow = (submissionId: string, at: string): EntryRow => ({
  submission_id: submissionId,
  profile_id: null,
  patient_id: null,
  status: '',
  entry_type: null,
  purchase_date: null,
  completed_at: null,
  confirmation_code: null,
  sap: null,
  practice_name: null,
  total_reward: 0,
  supply_length: null,
  card_state: null,
  impersonator_id: null,
  event_count: 0,
  last_revision: -1,
  created_at: at,
  updated_at: at,
});

/** The status fields an event sets; everything else about the entry is left as it was. */
function statusChange(row: EntryRow, type: string, data: ReturnType<typeof dataOf>) {
  switch (type) {
    case 'SubmissionConfirmed':
      return {
        status: 'pending',
        confirmation_code: text(data.confirmationCode),
        completed_at: instant(data.completedAt),
        total_reward: int(record(data.rewards).totalReward) ?? 0,
        supply_length: int(data.supplyMonths) ?? row.supply_length,
      };
    case 'SubmissionApproved':
      return { status: 'approved' };
    case 'SubmissionRejected':
      return { status: 'rejected' };
    case 'MailRequired':
      return { status: text(data.status) ?? 'mail required' };
    case 'ResubmissionStarted':
      return { status: 'resub_started' };
    case 'SubmissionDiscarded':
      return { status: 'discarded' };
    case 'SubmissionHeldForReview':
      return { status: 'duplicate_review' };
    case 'RewardCardOrdered':
      return { card_state: 'ordered' };
    case 'RewardCardMailed':
      return { card_state: 'mailed' };
    default:
      return {};
  }
}

/**
 * The entry's row after one more event of its stream. An event at or below the revision folded
 * in last is skipped, so applying a batch twice changes nothing.
 */
export function evolveEntryRow(row: EntryRow, event: RecordedEvent): EntryRow {
  if (event.revision <= row.last_revision) return row;
  const data = dataOf(event);
  const next: EntryRow = {
    ...row,
    event_count: row.event_count + 1,
    last_revision: event.revision,
    updated_at: event.recordedAt.toISOString(),
    impersonator_id: event.metadata.impersonatorId ?? row.impersonator_id,
  };
  if (event.type === 'PurchaseDateEntered') {
    return {
      ...next,
      profile_id: row.profile_id ?? text(data.profileId),
      patient_id: row.patient_id ?? text(data.patientId),
      entry_type: row.entry_type ?? text(data.entryType),
      purchase_date: day(data.purchaseDate),
    };
  }
  if (event.type === 'SuppliesSubmitted') {
    const practice = record(data.practice);
    return {
      ...next,
      sap: text(data.sap) ?? text(practice.sap),
      practice_name: text(practice.displayName),
      supply_length: int(record(data.supplies).supplyLength),
    };
  }
  return { ...next, ...statusChange(row, event.type, data) };
}
