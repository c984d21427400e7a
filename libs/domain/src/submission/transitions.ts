// Submission statuses and the transitions of DESIGN §9, plus the admin paths decided in
// docs/decisions/domain.md (mail checked → approved/rejected; rejected → approved by exception;
// an entry in progress discarded by the patient).
import { memberOf } from '../core/member-of';
import { type SubmissionStatus } from '../catalog/codes';

export const STATUS_TRANSITIONS: Readonly<Record<SubmissionStatus, readonly SubmissionStatus[]>> = {
  '': ['pending', 'discarded'],
  pending: ['approved', 'rejected', 'mail required', 'resub_mail_required', 'duplicate_review'],
  duplicate_review: ['approved', 'rejected'],
  rejected: ['resub_started', 'approved'],
  resub_started: ['pending'],
  'mail required': ['approved', 'rejected'],
  resub_mail_required: ['approved', 'rejected'],
  approved: [],
  discarded: [],
};

export function canTransition(from: SubmissionStatus, to: SubmissionStatus): boolean {
  return STATUS_TRANSITIONS[from].includes(to);
}

/** Statuses in which the patient may still change the entry. */
export const EDITABLE_STATUSES = [
  '',
  'resub_started',
] as const satisfies readonly SubmissionStatus[];

export const isEditable = memberOf<SubmissionStatus>(EDITABLE_STATUSES);
