import { COUNTED_STATUSES } from '@lens/domain';
import type {
  AdminEmailTrigger,
  EntryStatusFilter,
  ReceiptReview,
  ReceiptReviewList,
  RecordedSupplies,
  SubmissionView,
} from '@lens/validation';
import { PROJECTION_NAMES, liveTable } from '../names';
import { Params, type ReadDb, dayAfter, firstOf, rowsOf, startOf, whereOf } from '../read-db';
import type { SubmissionRow } from './submission-row';

/** The dashboard's table, as the queries name it (`read_submissions.submissions`). */
export const SUBMISSIONS_TABLE = liveTable(PROJECTION_NAMES.submissions, 'submissions');

/**
 * A dashboard entry as the queries select it ({@link SUBMISSION_COLUMNS}): the row the
 * projector writes, without the columns only the projector and the back office read.
 */
export type SubmissionEntryRow = Pick<
  SubmissionRow,
  | 'submission_id'
  | 'patient_id'
  | 'entry_type'
  | 'purchase_date'
  | 'sub_phase'
  | 'patient_type'
  | 'brands'
  | 'sku'
  | 'product_image_url'
  | 'receipt_image_url'
  | 'promo_codes'
  | 'confirmation_code'
  | 'completed_at'
  | 'total_reward'
  | 'limit_remaining'
  | 'rejection_reasons'
  | 'mail_required_reason'
  | 'is_resubmission'
  | 'is_admin_resubmit'
  | 'created_at'
  | 'updated_at'
> & {
  profile_id: string;
  /** As the domain wrote them (the answer's schema states them). */
  status: SubmissionView['status'];
  rewards: SubmissionView['rewards'];
  supply_length: SubmissionView['purchase_details']['supplyLength'];
  practice: Omit<NonNullable<SubmissionRow['practice']>, 'programs'> | null;
  supplies: RecordedSupplies | null;
  card:
    | (Omit<NonNullable<SubmissionRow['card']>, 'orderId' | 'expiry'> & {
        /** `MM/YY`; absent from rows projected before the card details were applied. */
        expiry?: string | null;
      })
    | null;
};

/** The columns the views need, dates as text. */
const SUBMISSION_COLUMNS = `submission_id, profile_id, patient_id, status, entry_type,
  purchase_date::text AS purchase_date, sub_phase, practice, patient_type, supplies, supply_length,
  brands, sku, product_image_url, receipt_image_url, promo_codes, confirmation_code, completed_at,
  rewards, total_reward, limit_remaining, rejection_reasons, mail_required_reason, card,
  is_resubmission, is_admin_resubmit, created_at, updated_at`;

/** Entries the patient threw away are gone from every view of theirs. */
const SHOWN = `status <> 'discarded'`;

/** The profile's entry, unless discarded. */
export const ownedSubmission = (db: ReadDb, submissionId: string, profileId: string) =>
  firstOf<SubmissionEntryRow>(
    db,
    `SELECT ${SUBMISSION_COLUMNS} FROM ${SUBMISSIONS_TABLE}
      WHERE submission_id = $1 AND profile_id = $2 AND ${SHOWN}`,
    [submissionId, profileId],
  );

/** The profile's entries, newest first, at most `limit`. */
export const submissionsOfProfile = (db: ReadDb, profileId: string, limit: number) =>
  rowsOf<SubmissionEntryRow>(
    db,
    `SELECT ${SUBMISSION_COLUMNS} FROM ${SUBMISSIONS_TABLE}
      WHERE profile_id = $1 AND ${SHOWN}
      ORDER BY updated_at DESC, submission_id LIMIT ${Math.trunc(limit)}`,
    [profileId],
  );

/** The patient of the profile's newest entry, or null. */
export async function latestPatientOf(db: ReadDb, profileId: string): Promise<string | null> {
  const row = await firstOf<{ patient_id: string }>(
    db,
    `SELECT patient_id FROM ${SUBMISSIONS_TABLE}
      WHERE profile_id = $1 AND patient_id IS NOT NULL AND ${SHOWN}
      ORDER BY updated_at DESC LIMIT 1`,
    [profileId],
  );
  return row?.patient_id ?? null;
}

/** The entry whatever its status or profile (support's view). */
export const submissionById = (db: ReadDb, submissionId: string) =>
  firstOf<SubmissionEntryRow>(
    db,
    `SELECT ${SUBMISSION_COLUMNS} FROM ${SUBMISSIONS_TABLE} WHERE submission_id = $1`,
    [submissionId],
  );

/** Whether the entry is projected. */
export async function submissionExists(db: ReadDb, submissionId: string): Promise<boolean> {
  const rows = await rowsOf(db, `SELECT 1 FROM ${SUBMISSIONS_TABLE} WHERE submission_id = $1`, [
    submissionId,
  ]);
  return rows.length > 0;
}

/** How many of the profile's entries were confirmed (only a confirmation sets `completed_at`). */
export async function confirmedEntriesOf(db: ReadDb, profileId: string): Promise<number> {
  const row = await firstOf<{ confirmed: string }>(
    db,
    `SELECT count(*) AS confirmed FROM ${SUBMISSIONS_TABLE}
      WHERE profile_id = $1 AND completed_at IS NOT NULL`,
    [profileId],
  );
  return Number(row?.confirmed ?? 0);
}

/** The stored status of each filter value of the back office. */
export const STATUS_OF_FILTER: Readonly<Record<EntryStatusFilter, string>> = {
  in_progress: '',
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
  resub_started: 'resub_started',
  mail_required: 'mail required',
  resub_mail_required: 'resub_mail_required',
  discarded: 'discarded',
  duplicate_review: 'duplicate_review',
};

/** The entries an e-mail template makes sense for: it tells the patient about that state. */
const FITS_TEMPLATE: Readonly<Record<AdminEmailTrigger['trigger'], string>> = {
  submission_confirmed: `s.status <> ''`,
  submission_approved: `s.status = 'approved'`,
  submission_rejected: `s.status = 'rejected'`,
  mail_required: `s.status IN ('mail required', 'resub_mail_required')`,
  card_mailed: `s.card->>'state' = 'mailed'`,
};

/**
 * The entries an admin's e-mail trigger names (one entry, a profile's, or those a filter finds)
 * that its template fits, by id, at most `limit`.
 */
export async function emailTriggerTargets(
  db: ReadDb,
  request: AdminEmailTrigger,
  limit: number,
): Promise<string[]> {
  const params = new Params();
  const where = [FITS_TEMPLATE[request.trigger]];
  if (request.purchase_submission_id)
    where.push(`s.submission_id = ${params.add(request.purchase_submission_id)}`);
  else if (request.profile_id) where.push(`s.profile_id = ${params.add(request.profile_id)}`);
  else {
    if (request.from) where.push(`s.completed_at >= ${params.add(startOf(request.from))}`);
    if (request.to) where.push(`s.completed_at < ${params.add(startOf(dayAfter(request.to)))}`);
    if (request.status) where.push(`s.status = ${params.add(STATUS_OF_FILTER[request.status])}`);
    if (request.sap) where.push(`s.sap = ${params.add(request.sap)}`);
  }
  const rows = await rowsOf<{ submission_id: string }>(
    db,
    `SELECT s.submission_id FROM ${SUBMISSIONS_TABLE} s
      ${whereOf(where)} ORDER BY s.submission_id LIMIT ${Math.trunc(limit)}`,
    params.values,
  );
  return rows.map((row) => row.submission_id);
}

/**
 * Entries the worker still owes a step (a decision, or a mailed card) whose last change is older
 * than `olderThanSeconds`, oldest first, at most `limit`.
 */
export async function entriesAwaitingWorker(
  db: ReadDb,
  olderThanSeconds: number,
  limit: number,
): Promise<string[]> {
  const rows = await rowsOf<{ submission_id: string }>(
    db,
    `SELECT submission_id FROM ${SUBMISSIONS_TABLE}
      WHERE (status = 'pending'
             OR (status = 'approved' AND (card IS NULL OR card->>'state' <> 'mailed')))
        AND updated_at < now() - make_interval(secs => $1)
      ORDER BY updated_at
      LIMIT ${Math.trunc(limit)}`,
    [olderThanSeconds],
  );
  return rows.map((row) => row.submission_id);
}

/**
 * Of these entries, those whose receipt is still the one with this hash, that count (not
 * rejected, not in progress) and were confirmed before `confirmedAt` (ties broken by id against
 * `submissionId`), with when they were confirmed.
 */
export function countedReceiptsBefore(
  db: ReadDb,
  candidates: { submissionId: string; sha256: string }[],
  before: { submissionId: string; confirmedAt: string },
) {
  return rowsOf<{ submission_id: string; receipt_hash: string; completed_at: Date }>(
    db,
    `SELECT s.submission_id, s.receipt_hash, s.completed_at
       FROM ${SUBMISSIONS_TABLE} s
       JOIN unnest($1::text[], $2::text[]) AS c(submission_id, sha256)
         ON c.submission_id = s.submission_id AND c.sha256 = s.receipt_hash
      WHERE s.status = ANY($3::text[])
        AND (s.completed_at, s.submission_id) < ($4::timestamptz, $5)`,
    [
      candidates.map((c) => c.submissionId),
      candidates.map((c) => c.sha256),
      COUNTED_STATUSES,
      before.confirmedAt,
      before.submissionId,
    ],
  );
}

interface ReviewRow {
  submission_id: string;
  confirmation_code: string | null;
  status: string;
  completed_at: string | null;
  receipt_image_url: string | null;
  review: { similarTo?: string; distance?: number; heldAt?: string | null };
  similar_id: string | null;
  similar_code: string | null;
  similar_status: string | null;
  similar_completed_at: string | null;
  similar_receipt: string | null;
  total: string;
}

const reviewOf = (row: ReviewRow): ReceiptReview => ({
  entry: {
    submissionId: row.submission_id,
    confirmationCode: row.confirmation_code,
    status: row.status,
    completedAt: row.completed_at,
    receiptImageUrl: row.receipt_image_url,
  },
  similar: row.similar_id
    ? {
        submissionId: row.similar_id,
        confirmationCode: row.similar_code,
        status: row.similar_status ?? '',
        completedAt: row.similar_completed_at,
        receiptImageUrl: row.similar_receipt,
      }
    : null,
  distance: row.review.distance ?? 0,
  heldAt: row.review.heldAt ?? null,
});

/**
 * Support's review queue for near-duplicate receipts (`duplicate_review`): each held entry
 * beside the entry whose receipt it resembles, oldest first, at most `limit`; `total` says how
 * many wait.
 */
export async function receiptReviewQueue(db: ReadDb, limit: number): Promise<ReceiptReviewList> {
  const rows = await rowsOf<ReviewRow>(
    db,
    `SELECT s.submission_id, s.confirmation_code, s.status, s.completed_at,
            s.receipt_image_url, s.review,
            o.submission_id AS similar_id, o.confirmation_code AS similar_code,
            o.status AS similar_status, o.completed_at AS similar_completed_at,
            o.receipt_image_url AS similar_receipt,
            count(*) OVER () AS total
       FROM ${SUBMISSIONS_TABLE} s
       LEFT JOIN ${SUBMISSIONS_TABLE} o ON o.submission_id = s.review->>'similarTo'
      WHERE s.status = 'duplicate_review'
      ORDER BY s.updated_at, s.submission_id
      LIMIT ${Math.trunc(limit)}`,
  );
  return { reviews: rows.map(reviewOf), total: Number(rows[0]?.total ?? 0) };
}
