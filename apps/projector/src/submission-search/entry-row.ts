import { type SubmissionEvent, decodeSubmissionEvent } from '@lens/domain';
import type { RecordedEvent } from '@lens/event-store';
import { day, instant, int } from '../row-folds/row-folds';

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
function statusChange(row: EntryRow, event: SubmissionEvent): Partial<EntryRow> {
  switch (event.type) {
    case 'SubmissionConfirmed': {
      const { data } = event;
      return {
        status: 'pending',
        confirmation_code: data.confirmationCode,
        completed_at: instant(data.completedAt),
        total_reward: int(data.rewards.totalReward) ?? 0,
        supply_length: int(data.supplyMonths) ?? row.supply_length,
      };
    }
    case 'SubmissionApproved':
      return { status: 'approved' };
    case 'SubmissionRejected':
      return { status: 'rejected' };
    case 'MailRequired':
      return { status: event.data.status };
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
 * in last is skipped, so applying a batch twice changes nothing; an event that does not decode
 * is counted and changes nothing else.
 */
export function evolveEntryRow(row: EntryRow, recorded: RecordedEvent): EntryRow {
  if (recorded.revision <= row.last_revision) return row;
  const next: EntryRow = {
    ...row,
    event_count: row.event_count + 1,
    last_revision: recorded.revision,
    updated_at: recorded.recordedAt.toISOString(),
    impersonator_id: recorded.metadata.impersonatorId ?? row.impersonator_id,
  };
  const event = decodeSubmissionEvent(recorded);
  if (!event) return next;
  if (event.type === 'PurchaseDateEntered') {
    const { data } = event;
    return {
      ...next,
      profile_id: row.profile_id ?? data.profileId,
      patient_id: row.patient_id ?? data.patientId,
      entry_type: row.entry_type ?? data.entryType,
      purchase_date: day(data.purchaseDate),
    };
  }
  if (event.type === 'SuppliesSubmitted') {
    const { data } = event;
    return {
      ...next,
      sap: data.sap,
      practice_name: data.practice.displayName ?? null,
      supply_length: int(data.supplies.supplyLength),
    };
  }
  return { ...next, ...statusChange(row, event) };
}
