import { type SubmissionCommand, type SubmissionEntryState, submissionDecider } from '@lens/domain';
import type { EntryDecision } from '@lens/validation';
import { PROJECTION_NAMES } from '@lens/read-models';
import type { Actor } from '../../platform/auth/tokens';
import type { ProjectionWaiter } from '../../platform/event-sourcing/projection-waiter';
import type { Outcome } from '../../platform/event-sourcing/write-aggregate';
import { Failure } from '../../platform/http/failure';
import { inSequence } from '../../platform/event-sourcing/in-sequence';

/** The read models support's pages show an entry from; a decision waits for them. */
const SUPPORT_READ_MODELS = [
  PROJECTION_NAMES.submissions,
  PROJECTION_NAMES.submissionHistory,
  PROJECTION_NAMES.submissionSearch,
];

/**
 * Support's and admins' decisions on an entry: several commands (grant the exception, then
 * approve) decided in sequence by libs/domain and appended together, or not at all.
 */
export const entryDecisions = inSequence(submissionDecider);

/** The answer to a decision, once support's read models show it. */
export async function decided(
  waiter: ProjectionWaiter,
  submissionId: string,
  outcome: Outcome<ReturnType<typeof submissionDecider.initialState>>,
): Promise<EntryDecision> {
  if (outcome.position) await waiter.waitFor(outcome.position, SUPPORT_READ_MODELS);
  const entry = outcome.state.kind === 'entry' ? outcome.state : null;
  return {
    submissionId,
    status: entry?.status ?? null,
    revision: outcome.revision,
    recorded: outcome.events.map((event) => event.type),
  };
}

/** The exception granted by an admin, waiving the entry's rules when it is next assessed. */
export const grant = (
  actor: Actor,
  submissionId: string,
  exceptionId: string,
  comment: string,
): SubmissionCommand => ({
  type: 'GrantException',
  data: { submissionId, exceptionId, adminId: actor.profileId, comment },
});

/** Approval as an exception: the exception and the approval, together. */
export const approvalAsException = (
  actor: Actor,
  submissionId: string,
  exceptionId: string,
  comment: string,
): SubmissionCommand[] => [
  grant(actor, submissionId, exceptionId, comment),
  { type: 'ApproveSubmission', data: { submissionId, approvedBy: actor.profileId } },
];

/**
 * Who may comment or log an entry incomplete: staff acting as themselves on any entry; an admin
 * acting for a patient (from the patient app) only on that patient's entries (404 otherwise).
 * Answers the admin who acts.
 */
export function commentingAdmin(actor: Actor, entry: SubmissionEntryState): string {
  if (actor.impersonatorId && entry.profileId !== actor.profileId)
    throw new Failure('NOT_FOUND', 'submissionId');
  return actor.impersonatorId ?? actor.profileId;
}
