import { Inject, Injectable } from '@nestjs/common';
import {
  type IncompleteReason,
  type RejectionReason,
  type SubmissionCommand,
  type SubmissionEntryState,
  submissionDecider,
} from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import type { Actor } from '../../platform/auth/tokens';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { decideAndAppend, load } from '../../platform/event-sourcing/decide-and-append';
import { ProjectionWaiter } from '../../platform/event-sourcing/projection-waiter';
import { Failure } from '../../platform/http/failure';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import {
  SubmissionCommands,
  submissionStream,
} from '../../features/submissions/submission-commands';
import { inSequence } from '../shared/decide-all';
import { PROJECTION_NAMES } from '@lens/read-models';

/** The read models support's pages show an entry from; a decision waits for them. */
export const SUPPORT_READ_MODELS = [
  PROJECTION_NAMES.submissions,
  PROJECTION_NAMES.submissionHistory,
  PROJECTION_NAMES.submissionSearch,
];

/** The exception recorded when an admin confirms an entry over the annual supply limit. */
export const ANNUAL_LIMIT_EXCEPTION = 'annual-limit-confirmed';

const sequence = inSequence(submissionDecider);

const grant = (
  actor: Actor,
  submissionId: string,
  exceptionId: string,
  comment: string,
): SubmissionCommand => ({
  type: 'GrantException',
  data: { submissionId, exceptionId, adminId: actor.profileId, comment },
});

/**
 * Support's and admins' decisions on an entry: comments, exceptions, approve and reject
 * overrides and the annual-limit confirmation, each decided by libs/domain on the entry's
 * stream and appended at the revision read (a concurrent change is 409). Each answer waits
 * until the support read models show it.
 */
@Injectable()
export class EntryDecisions {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly commands: SubmissionCommands,
    private readonly waiter: ProjectionWaiter,
  ) {}

  /**
   * An admin comment. Staff acting as themselves may comment on any entry; an admin acting for
   * a patient (from the patient app) only on that patient's entries (404 otherwise).
   */
  async comment(actor: Actor, submissionId: string, comment: string, context: CommandContext) {
    const entry = await this.entry(submissionId);
    if (actor.impersonatorId && entry.profileId !== actor.profileId)
      throw new Failure('NOT_FOUND', 'submissionId');
    const adminId = actor.impersonatorId ?? actor.profileId;
    return this.decide(
      submissionId,
      [{ type: 'AddAdminComment', data: { submissionId, adminId, comment } }],
      context,
    );
  }

  /**
   * The OAMOE override's "log incomplete": the reason, batch and comment recorded on the entry
   * in progress (it stays in progress). Who may, as for a comment.
   */
  async logIncomplete(
    actor: Actor,
    submissionId: string,
    request: { reason: IncompleteReason; batchId: string | null; comment: string },
    context: CommandContext,
  ) {
    const entry = await this.entry(submissionId);
    if (actor.impersonatorId && entry.profileId !== actor.profileId)
      throw new Failure('NOT_FOUND', 'submissionId');
    const adminId = actor.impersonatorId ?? actor.profileId;
    return this.decide(
      submissionId,
      [{ type: 'LogIncomplete', data: { submissionId, adminId, ...request } }],
      context,
    );
  }

  /** Grants an exception: the entry's rules are waived when it is next assessed. */
  async grantException(
    actor: Actor,
    submissionId: string,
    exceptionId: string,
    comment: string,
    context: CommandContext,
  ) {
    await this.entry(submissionId);
    return this.decide(submissionId, [grant(actor, submissionId, exceptionId, comment)], context);
  }

  /** Approves as an exception: the exception and the approval, together. */
  async approve(
    actor: Actor,
    submissionId: string,
    exceptionId: string,
    comment: string,
    context: CommandContext,
  ) {
    await this.entry(submissionId);
    const approval: SubmissionCommand = {
      type: 'ApproveSubmission',
      data: { submissionId, approvedBy: actor.profileId },
    };
    return this.decide(
      submissionId,
      [grant(actor, submissionId, exceptionId, comment), approval],
      context,
    );
  }

  /**
   * Rejects by an admin's decision: the reason as an admin comment naming the exception id,
   * then the rejection with its reason codes (OTHER unless given).
   */
  async reject(
    actor: Actor,
    submissionId: string,
    request: { exceptionId: string; comment: string; reasons?: readonly RejectionReason[] },
    context: CommandContext,
  ) {
    await this.entry(submissionId);
    const adminId = actor.profileId;
    return this.decide(
      submissionId,
      [
        {
          type: 'AddAdminComment',
          data: { submissionId, adminId, comment: `[${request.exceptionId}] ${request.comment}` },
        },
        {
          type: 'RejectSubmission',
          data: { submissionId, reasons: request.reasons ?? ['OTHER'], rejectedBy: adminId },
        },
      ],
      context,
    );
  }

  /**
   * Support's decision on an entry held for a near-duplicate receipt: the comment, then the
   * approval (no exception needed: the review is the check) or the rejection as a duplicate.
   * Null when the entry is not waiting for that review.
   */
  async resolveReview(
    actor: Actor,
    submissionId: string,
    decision: 'approve' | 'reject',
    comment: string,
    context: CommandContext,
  ) {
    const entry = await this.entry(submissionId);
    if (entry.status !== 'duplicate_review') return null;
    const adminId = actor.profileId;
    const outcome: SubmissionCommand =
      decision === 'approve'
        ? { type: 'ApproveSubmission', data: { submissionId, approvedBy: adminId } }
        : {
            type: 'RejectSubmission',
            data: { submissionId, reasons: ['DUPLICATE_RECEIPT'], rejectedBy: adminId },
          };
    return this.decide(
      submissionId,
      [{ type: 'AddAdminComment', data: { submissionId, adminId, comment } }, outcome],
      context,
    );
  }

  /**
   * The annual-limit confirmation: an entry rejected for the annual supply limit alone is
   * approved with the admin's confirmation recorded as its exception.
   */
  async confirmAnnualLimit(
    actor: Actor,
    submissionId: string,
    comment: string,
    context: CommandContext,
  ) {
    const entry = await this.entry(submissionId);
    const reasons = entry.rejectionReasons;
    if (
      entry.status !== 'rejected' ||
      reasons.length !== 1 ||
      reasons[0] !== 'ANNUAL_LIMIT_EXCEEDED'
    )
      throw new Failure('LIMIT_CONFIRMATION_NOT_APPLICABLE', 'submissionId');
    return this.approve(actor, submissionId, ANNUAL_LIMIT_EXCEPTION, comment, context);
  }

  private async entry(submissionId: string): Promise<SubmissionEntryState> {
    const { state } = await load(this.store, submissionStream(submissionId), submissionDecider);
    if (state.kind !== 'entry') throw new Failure('NOT_FOUND', 'submissionId');
    return state;
  }

  private async decide(
    submissionId: string,
    commands: SubmissionCommand[],
    context: CommandContext,
  ) {
    const outcome = await decideAndAppend(
      this.store,
      submissionStream(submissionId),
      sequence,
      commands,
      this.commands.env(),
      context,
    );
    if (outcome.position) await this.waiter.waitFor(outcome.position, SUPPORT_READ_MODELS);
    const entry = outcome.state.kind === 'entry' ? outcome.state : null;
    return {
      submissionId,
      status: entry?.status ?? null,
      revision: outcome.revision,
      recorded: outcome.events.map((event) => event.type),
    };
  }
}
