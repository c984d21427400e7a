import { Inject, Injectable } from '@nestjs/common';
import { type SubmissionEvent, replay } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import { Failure } from '../../http/failure';
import { EVENT_STORE } from '../../infrastructure/tokens';
import { submissionStream } from '../../submissions/submission-commands';
import { ReadModels } from '../../submissions/read-models';
import {
  SUBMISSION_COLUMNS,
  type SubmissionRow,
  submissionView,
} from '../../submissions/submission-view';
import { EntrySearch } from './entry-search';

/** One event of an entry's audit timeline (the `submission-history` read model). */
export interface HistoryItem {
  revision: number;
  type: string;
  recordedAt: string;
  actorId: string | null;
  /** Who acted, by name: the profile's (patients and staff alike), `System` for the worker. */
  actorName: string | null;
  impersonatorId: string | null;
  impersonatorName: string | null;
  comment: string | null;
  /** The few facts of the event support reads at a glance. */
  summary: Record<string, unknown>;
}

type Data = Record<string, unknown>;

/** The worker's events are the system's (docs/decisions/worker.md). */
const SYSTEM_ACTOR = 'system';

/** A profile's first and last name from `read_profiles` (staff have profiles too), or null. */
const displayName = (alias: string) =>
  `nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), '')`;

/** What each event type shows in the timeline besides who and when. */
function summaryOf(type: string, data: Data): Record<string, unknown> {
  const pick = (...keys: string[]) =>
    Object.fromEntries(
      keys.filter((key) => data[key] !== undefined).map((key) => [key, data[key]]),
    );
  switch (type) {
    case 'PurchaseDateEntered':
      return pick('purchaseDate', 'subPhase', 'patientId', 'entryType');
    case 'SuppliesSubmitted': {
      const supplies = (data.supplies ?? {}) as Data;
      return {
        ...pick('sap', 'patient_type', 'exception', 'adminException'),
        supplyLength: supplies.supplyLength,
        brands: [supplies.brand_r, supplies.brand_l].filter(Boolean),
      };
    }
    case 'PromoCodeApplied':
      return pick('code', 'codeClass', 'award');
    case 'PromoCodeRemoved':
      return pick('code', 'reason');
    case 'SubmissionConfirmed':
      return {
        ...pick('confirmationCode', 'limitRemaining', 'adminLimitConfirmed'),
        totalReward: ((data.rewards ?? {}) as Data).totalReward,
      };
    case 'AdminCommentAdded':
      return pick('adminId', 'comment');
    case 'SubmissionApproved':
      return pick('approvedBy', 'exceptionId');
    case 'SubmissionRejected':
      return pick('reasons', 'rejectedBy');
    case 'MailRequired':
      return pick('reason', 'status');
    case 'ExceptionGranted':
      return pick('exceptionId', 'adminId', 'comment');
    case 'RewardCardOrdered':
      return pick('orderId', 'amount');
    case 'RewardCardMailed':
      return pick('orderId', 'trackingId');
    case 'ResubmissionStarted':
      return pick('isAdminResubmit');
    case 'SubmissionDiscarded':
      return pick('discardedAt');
    case 'EntryLoggedIncomplete':
      return pick('incompleteReason', 'batchId', 'comment', 'adminId');
    case 'SubmissionHeldForReview':
      return pick('reason', 'similarTo', 'distance');
    default:
      return {};
  }
}

/**
 * An entry's detail for support: its search summary, the dashboard view, the full timeline of
 * its events, and its state as of any one of them (the stream folded up to that revision with
 * the domain's own `evolve`).
 */
@Injectable()
export class EntryHistory {
  constructor(
    private readonly readModels: ReadModels,
    private readonly search: EntrySearch,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async detail(submissionId: string) {
    const entry = await this.search.one(submissionId);
    if (!entry) throw new Failure('NOT_FOUND', 'submissionId');
    const [row] = await this.readModels.rows<SubmissionRow>(
      `SELECT ${SUBMISSION_COLUMNS} FROM read_submissions.submissions WHERE submission_id = $1`,
      [submissionId],
    );
    return {
      entry,
      submission: row ? submissionView(row) : null,
      history: await this.history(submissionId),
    };
  }

  async history(submissionId: string): Promise<HistoryItem[]> {
    const rows = await this.readModels.rows<{
      revision: number;
      type: string;
      recorded_at: Date;
      actor_id: string | null;
      actor_name: string | null;
      impersonator_id: string | null;
      impersonator_name: string | null;
      comment: string | null;
      data: Data;
    }>(
      `SELECT h.revision, h.type, h.recorded_at, h.actor_id, h.impersonator_id, h.comment, h.data,
              CASE WHEN h.actor_id = $2 THEN 'System' ELSE ${displayName('a')} END AS actor_name,
              ${displayName('i')} AS impersonator_name
         FROM read_submission_history.submission_history h
         LEFT JOIN read_profiles.profiles a ON a.profile_id = h.actor_id
         LEFT JOIN read_profiles.profiles i ON i.profile_id = h.impersonator_id
        WHERE h.stream_id = $1 ORDER BY h.revision`,
      [submissionStream(submissionId), SYSTEM_ACTOR],
    );
    return rows.map((row) => ({
      revision: row.revision,
      type: row.type,
      recordedAt: row.recorded_at.toISOString(),
      actorId: row.actor_id,
      actorName: row.actor_name,
      impersonatorId: row.impersonator_id,
      impersonatorName: row.impersonator_name,
      comment: row.comment,
      summary: summaryOf(row.type, row.data ?? {}),
    }));
  }

  /**
   * The entry as it was right after the event at `revision`: the stream read up to it and
   * folded by libs/domain, exactly as a command would have seen it then.
   */
  async stateAt(submissionId: string, revision: number) {
    const events = await this.store.readStream(submissionStream(submissionId), {
      toRevision: revision,
    });
    const last = events[events.length - 1];
    if (!last) throw new Failure('NOT_FOUND', 'submissionId');
    if (last.revision !== revision) throw new Failure('NOT_FOUND', 'revision');
    const state = replay(events.map((e) => ({ type: e.type, data: e.data }) as SubmissionEvent));
    return {
      revision,
      type: last.type,
      recordedAt: last.recordedAt.toISOString(),
      state,
    };
  }
}
