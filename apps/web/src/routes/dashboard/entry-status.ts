import { isMailRequiredStatus, needsAttention, type SubmissionStatus } from '@lens/domain';
import { type SubmissionView } from '../../features/submissions/submission';

/** How the dashboard speaks of a status: its key in the `dashboard` resources and its colour. */
export type StatusKey =
  'inProgress' | 'pending' | 'approved' | 'rejected' | 'resubStarted' | 'mailRequired';

export function statusKeyOf(status: SubmissionStatus): StatusKey {
  if (status === '') return 'inProgress';
  if (status === 'resub_started') return 'resubStarted';
  if (isMailRequiredStatus(status)) return 'mailRequired';
  // Support checks a receipt that looks like another entry's: to the patient it is under review.
  if (status === 'duplicate_review') return 'pending';
  return status as 'pending' | 'approved' | 'rejected';
}

export const STATUS_COLOURS: Record<StatusKey, string> = {
  inProgress: 'gray',
  pending: 'lens',
  approved: 'green',
  rejected: 'red',
  resubStarted: 'orange',
  mailRequired: 'orange',
};

/**
 * The dashboard's order (spec 000 §7): entries needing attention first (in progress, rejected,
 * resubmission started), then the others; within each, the server's order (newest first).
 */
export function dashboardOrder(entries: readonly SubmissionView[]): SubmissionView[] {
  return [
    ...entries.filter((e) => needsAttention(e.status)),
    ...entries.filter((e) => !needsAttention(e.status)),
  ];
}
