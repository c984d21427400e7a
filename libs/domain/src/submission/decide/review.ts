// What happens after confirm: the approval job's outcomes, admin comments and exceptions, and
// the patient's resubmission; and the patient discarding an entry before it. Repeating an
// outcome already reached decides nothing (jobs retry, patients click twice).
import {
  type AddAdminComment,
  type ApproveSubmission,
  type DiscardSubmission,
  type GrantException,
  type HoldForReview,
  type LogIncomplete,
  type RejectSubmission,
  type RequireMail,
  type StartResubmission,
} from '../submission.commands';
import { type SubmissionState } from '../submission';
import { isIncompleteReason } from '../incomplete-reasons';
import { canTransition, isEditable } from '../transitions';
import { accept, err } from '../../core/result';
import { isoTimestamp } from '../../time/days';
import {
  illegalStatus,
  isBlank,
  withEntry,
  type SubmissionDecision,
  type SubmissionEnv,
} from './shared';

export function addAdminComment(
  command: AddAdminComment,
  state: SubmissionState,
  env: SubmissionEnv,
): SubmissionDecision {
  return withEntry(state, (entry) => {
    const { adminId, comment } = command.data;
    if (isBlank(comment)) return err({ code: 'COMMENT_REQUIRED' });
    return accept({
      type: 'AdminCommentAdded',
      data: { submissionId: entry.submissionId, adminId, comment, addedAt: isoTimestamp(env.now) },
    });
  });
}

export function approveSubmission(
  command: ApproveSubmission,
  state: SubmissionState,
  env: SubmissionEnv,
): SubmissionDecision {
  return withEntry(state, (entry) => {
    if (entry.status === 'approved') return accept();
    if (!canTransition(entry.status, 'approved')) return illegalStatus(command.type, entry);
    const exception = entry.exceptions[entry.exceptions.length - 1];
    // Only an admin's exception turns a rejection into an approval.
    if (entry.status === 'rejected' && !exception) return err({ code: 'EXCEPTION_REQUIRED' });
    return accept({
      type: 'SubmissionApproved',
      data: {
        submissionId: entry.submissionId,
        approvedBy: command.data.approvedBy,
        exceptionId: exception?.exceptionId ?? null,
        approvedAt: isoTimestamp(env.now),
      },
    });
  });
}

export function rejectSubmission(
  command: RejectSubmission,
  state: SubmissionState,
  env: SubmissionEnv,
): SubmissionDecision {
  return withEntry(state, (entry) => {
    const { reasons, rejectedBy } = command.data;
    if (reasons.length === 0) return err({ code: 'REJECTION_REASON_REQUIRED' });
    if (entry.status === 'rejected') return accept();
    if (!canTransition(entry.status, 'rejected')) return illegalStatus(command.type, entry);
    return accept({
      type: 'SubmissionRejected',
      data: {
        submissionId: entry.submissionId,
        reasons: [...new Set(reasons)],
        rejectedBy,
        rejectedAt: isoTimestamp(env.now),
      },
    });
  });
}

export function requireMail(
  command: RequireMail,
  state: SubmissionState,
  env: SubmissionEnv,
): SubmissionDecision {
  return withEntry(state, (entry) => {
    const status = entry.isResubmission ? 'resub_mail_required' : 'mail required';
    if (entry.status === status) return accept();
    if (entry.status !== 'pending') return illegalStatus(command.type, entry);
    return accept({
      type: 'MailRequired',
      data: {
        submissionId: entry.submissionId,
        reason: command.data.reason,
        status,
        requiredAt: isoTimestamp(env.now),
      },
    });
  });
}

/** Only a pending entry is held; holding it again for the same reason decides nothing. */
export function holdForReview(
  command: HoldForReview,
  state: SubmissionState,
  env: SubmissionEnv,
): SubmissionDecision {
  return withEntry(state, (entry) => {
    if (entry.status === 'duplicate_review') return accept();
    if (!canTransition(entry.status, 'duplicate_review')) return illegalStatus(command.type, entry);
    const heldAt = isoTimestamp(env.now);
    const { submissionId } = entry;
    const data = command.data;
    if (data.reason === 'RECEIPT_MISMATCH') {
      const { mismatches } = data;
      if (mismatches.length === 0) return err({ code: 'REVIEW_REASON_REQUIRED' });
      return accept({
        type: 'SubmissionHeldForReview',
        data: {
          submissionId,
          reason: data.reason,
          similarTo: null,
          distance: null,
          mismatches,
          heldAt,
        },
      });
    }
    const { similarTo, distance } = data;
    return accept({
      type: 'SubmissionHeldForReview',
      data: { submissionId, reason: 'SIMILAR_RECEIPT', similarTo, distance, heldAt },
    });
  });
}

/** Only an entry the patient may still change (in progress, resubmitting) is logged incomplete. */
export function logIncomplete(
  command: LogIncomplete,
  state: SubmissionState,
  env: SubmissionEnv,
): SubmissionDecision {
  return withEntry(state, (entry) => {
    const { reason, batchId, comment, adminId } = command.data;
    if (!isIncompleteReason(reason)) return err({ code: 'INVALID_INCOMPLETE_REASON' });
    if (isBlank(comment)) return err({ code: 'COMMENT_REQUIRED' });
    if (!isEditable(entry.status)) return illegalStatus(command.type, entry);
    return accept({
      type: 'EntryLoggedIncomplete',
      data: {
        submissionId: entry.submissionId,
        incompleteReason: reason,
        batchId: batchId && !isBlank(batchId) ? batchId.trim() : null,
        comment,
        adminId,
        loggedAt: isoTimestamp(env.now),
      },
    });
  });
}

export function startResubmission(
  command: StartResubmission,
  state: SubmissionState,
  env: SubmissionEnv,
): SubmissionDecision {
  return withEntry(state, (entry) => {
    if (entry.status === 'resub_started') return accept();
    if (!canTransition(entry.status, 'resub_started')) return illegalStatus(command.type, entry);
    return accept({
      type: 'ResubmissionStarted',
      data: {
        submissionId: entry.submissionId,
        isAdminResubmit: command.data.isAdminResubmit ?? false,
        startedAt: isoTimestamp(env.now),
      },
    });
  });
}

/**
 * Only an entry in progress (status '') can be discarded: one being resubmitted was confirmed and
 * judged, has a confirmation code and a history, and stays.
 */
export function discardSubmission(
  command: DiscardSubmission,
  state: SubmissionState,
  env: SubmissionEnv,
): SubmissionDecision {
  return withEntry(state, (entry) => {
    if (entry.status === 'discarded') return accept();
    if (!canTransition(entry.status, 'discarded')) return illegalStatus(command.type, entry);
    return accept({
      type: 'SubmissionDiscarded',
      data: { submissionId: entry.submissionId, discardedAt: isoTimestamp(env.now) },
    });
  });
}

/** Spec 001 §5: an exception id is letters, digits and hyphens. */
const EXCEPTION_ID = /^[A-Za-z0-9-]+$/;

export function grantException(
  command: GrantException,
  state: SubmissionState,
  env: SubmissionEnv,
): SubmissionDecision {
  return withEntry(state, (entry) => {
    const { exceptionId, adminId, comment } = command.data;
    if (!EXCEPTION_ID.test(exceptionId)) return err({ code: 'INVALID_EXCEPTION_ID', exceptionId });
    if (isBlank(comment)) return err({ code: 'COMMENT_REQUIRED' });
    if (entry.status === 'approved') return illegalStatus(command.type, entry);
    if (entry.exceptions.some((e) => e.exceptionId === exceptionId)) return accept();
    return accept({
      type: 'ExceptionGranted',
      data: {
        submissionId: entry.submissionId,
        exceptionId,
        adminId,
        comment,
        grantedAt: isoTimestamp(env.now),
      },
    });
  });
}
