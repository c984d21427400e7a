import { brandsOf, decodeSubmissionEvent } from '@lens/domain';
import type { RecordedEvent } from '@lens/event-store';
import { day, instant, int } from '../row-folds/row-folds';

/**
 * A patient's entry in the supply ledger. Every entry has a row from its first event; it counts
 * towards the rolling year (annual limit, subsequent three-month, true-up) once confirmed, and
 * then only while its status is one the domain counts (`countsTowardsHistory`).
 */
export interface LedgerRow {
  submission_id: string;
  profile_id: string | null;
  patient_id: string | null;
  purchase_date: string | null;
  brands: string[];
  /** The months confirmed (the claimed supply length). */
  supply_months: number | null;
  status: string;
  base_reward: number;
  true_up_reward: number;
  confirmed_at: string | null;
  updated_at: string;
  /** The stream revision last folded in (an append may have written the row inline). */
  last_revision: number;
}

export const newLedgerRow = (submissionId: string, at: string): LedgerRow => ({
  submission_id: submissionId,
  profile_id: null,
  patient_id: null,
  purchase_date: null,
  brands: [],
  supply_months: null,
  status: '',
  base_reward: 0,
  true_up_reward: 0,
  confirmed_at: null,
  updated_at: at,
  last_revision: -1,
});

/** Folds one event into the row; an event that does not decode only moves `updated_at`. */
export function evolveLedgerRow(row: LedgerRow, recorded: RecordedEvent): LedgerRow {
  const next = { ...row, updated_at: recorded.recordedAt.toISOString() };
  const event = decodeSubmissionEvent(recorded);
  switch (event?.type) {
    case undefined:
      return next;
    case 'PurchaseDateEntered':
      return {
        ...next,
        profile_id: row.profile_id ?? event.data.profileId,
        patient_id: row.patient_id ?? event.data.patientId,
        purchase_date: day(event.data.purchaseDate),
      };
    case 'SuppliesSubmitted':
      return { ...next, brands: brandsOf(event.data.supplies) };
    // An express entry is its claimant's own patient's (issue 14 item 13).
    case 'ExpressEntryClaimed':
      return { ...next, patient_id: event.data.patientId ?? row.patient_id };
    case 'SubmissionConfirmed': {
      const { rewards } = event.data;
      return {
        ...next,
        status: 'pending',
        supply_months: int(event.data.supplyMonths),
        base_reward: int(rewards.baseReward) ?? 0,
        true_up_reward: int(rewards.trueUpReward) ?? 0,
        confirmed_at: instant(event.data.completedAt),
      };
    }
    case 'SubmissionApproved':
      return { ...next, status: 'approved' };
    case 'SubmissionRejected':
      return { ...next, status: 'rejected' };
    case 'MailRequired':
      return { ...next, status: event.data.status };
    case 'ResubmissionStarted':
      return { ...next, status: 'resub_started' };
    case 'SubmissionHeldForReview':
      return { ...next, status: 'duplicate_review' };
    default:
      return next;
  }
}
