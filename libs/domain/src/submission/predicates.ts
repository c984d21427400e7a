// Status checks of spec 000 §4, used by the dashboard, the purchase flow and the mail pages.
import { memberOf } from '../core/member-of';
import { type SubmissionStatus } from '../catalog/codes';

export interface StatusOnly {
  readonly status: SubmissionStatus;
}

export interface PatientEntry extends StatusOnly {
  readonly patientId: string;
}

export const isInProgress = (status: SubmissionStatus): boolean => status === '';

export const hasAnyApproved = (entries: readonly StatusOnly[]): boolean =>
  entries.some((e) => e.status === 'approved');

/** The patient's entry still in progress, if any (the purchase flow resumes it). */
export function inProgressForPatient<T extends PatientEntry>(
  entries: readonly T[],
  patientId: string,
): T | undefined {
  return entries.find((e) => e.patientId === patientId && isInProgress(e.status));
}

export const NEEDS_ATTENTION_STATUSES = [
  '',
  'rejected',
  'resub_started',
] as const satisfies readonly SubmissionStatus[];

export const needsAttention = memberOf<SubmissionStatus>(NEEDS_ATTENTION_STATUSES);

export const MAIL_REQUIRED_STATUSES = [
  'mail required',
  'resub_mail_required',
] as const satisfies readonly SubmissionStatus[];

/** These show the mailing confirmation; every other status shows the no-mail version. */
export const isMailRequiredStatus = memberOf<SubmissionStatus>(MAIL_REQUIRED_STATUSES);
