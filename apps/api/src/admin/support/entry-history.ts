import { Inject, Injectable } from '@nestjs/common';
import { type SubmissionEvent, decodeAll, decodeSubmissionEvent, replay } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import {
  PROFILES_TABLE,
  type SubmissionEntryRow,
  submissionQueries,
  SUBMISSION_HISTORY_TABLE,
} from '@lens/read-models';
import { Failure } from '../../platform/http/failure';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { submissionStream } from '../../features/submissions/submission-commands';
import { ReadModels } from '../../features/submissions/read-models';
import { submissionView } from '../../features/submissions/submission-view';
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

/** A profile's first and last name from the `profiles` read model (staff have profiles too), or null. */
const displayName = (alias: string) =>
  `nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), '')`;

/** The fields of `data` that are there (an optional one may be absent). */
function picked<D extends object, K extends keyof D & string>(data: D, ...keys: K[]) {
  return Object.fromEntries(
    keys.filter((key) => data[key] !== undefined).map((key) => [key, data[key]]),
  );
}

/** What each event shows in the timeline besides who and when (nothing, if it does not decode). */
function summaryOf(event: SubmissionEvent | null): Record<string, unknown> {
  switch (event?.type) {
    case 'PurchaseDateEntered':
      return picked(event.data, 'purchaseDate', 'subPhase', 'patientId', 'entryType');
    case 'SuppliesSubmitted': {
      const { supplies } = event.data;
      return {
        ...picked(event.data, 'sap', 'patient_type', 'exception', 'adminException'),
        supplyLength: supplies.supplyLength,
        brands: [supplies.brand_r, supplies.brand_l].filter(Boolean),
      };
    }
    case 'PromoCodeApplied':
      return picked(event.data, 'code', 'codeClass', 'award');
    case 'PromoCodeRemoved':
      return picked(event.data, 'code', 'reason');
    case 'SubmissionConfirmed':
      return {
        ...picked(event.data, 'confirmationCode', 'limitRemaining', 'adminLimitConfirmed'),
        totalReward: event.data.rewards.totalReward,
      };
    case 'AdminCommentAdded':
      return picked(event.data, 'adminId', 'comment');
    case 'SubmissionApproved':
      return picked(event.data, 'approvedBy', 'exceptionId');
    case 'SubmissionRejected':
      return picked(event.data, 'reasons', 'rejectedBy');
    case 'MailRequired':
      return picked(event.data, 'reason', 'status');
    case 'ExceptionGranted':
      return picked(event.data, 'exceptionId', 'adminId', 'comment');
    case 'RewardCardOrdered':
      return picked(event.data, 'orderId', 'amount');
    case 'RewardCardMailed':
      return picked(event.data, 'orderId', 'trackingId');
    case 'ResubmissionStarted':
      return picked(event.data, 'isAdminResubmit');
    case 'SubmissionDiscarded':
      return picked(event.data, 'discardedAt');
    case 'EntryLoggedIncomplete':
      return picked(event.data, 'incompleteReason', 'batchId', 'comment', 'adminId');
    case 'SubmissionHeldForReview':
      return picked(event.data, 'reason', 'similarTo', 'distance');
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
    const [row] = await this.readModels.rows<SubmissionEntryRow>(submissionQueries.byId, [
      submissionId,
    ]);
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
         FROM ${SUBMISSION_HISTORY_TABLE} h
         LEFT JOIN ${PROFILES_TABLE} a ON a.profile_id = h.actor_id
         LEFT JOIN ${PROFILES_TABLE} i ON i.profile_id = h.impersonator_id
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
      summary: summaryOf(decodeSubmissionEvent({ type: row.type, data: row.data })),
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
    const state = replay(decodeAll(events, decodeSubmissionEvent));
    return {
      revision,
      type: last.type,
      recordedAt: last.recordedAt.toISOString(),
      state,
    };
  }
}
