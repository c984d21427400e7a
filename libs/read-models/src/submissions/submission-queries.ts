import { PROJECTION_NAMES, liveTable } from '../names';
import type { SubmissionRow } from './submission-row';

/** The dashboard's table, as the api's queries name it (`read_submissions.submissions`). */
export const SUBMISSIONS_TABLE = liveTable(PROJECTION_NAMES.submissions, 'submissions');

/**
 * A dashboard entry as the api's queries select it ({@link SUBMISSION_COLUMNS}): the row the
 * projector writes, without the columns only the projector and the back office read.
 */
export type SubmissionEntryRow = Pick<
  SubmissionRow,
  | 'submission_id'
  | 'patient_id'
  | 'status'
  | 'entry_type'
  | 'purchase_date'
  | 'sub_phase'
  | 'patient_type'
  | 'supply_length'
  | 'brands'
  | 'sku'
  | 'product_image_url'
  | 'receipt_image_url'
  | 'promo_codes'
  | 'confirmation_code'
  | 'completed_at'
  | 'rewards'
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
  practice: Omit<NonNullable<SubmissionRow['practice']>, 'programs'> | null;
  supplies: Record<string, unknown> | null;
  card:
    | (Omit<NonNullable<SubmissionRow['card']>, 'orderId' | 'expiry'> & {
        /** `MM/YY`; absent from rows projected before the card details were applied. */
        expiry?: string | null;
      })
    | null;
};

/** The columns the views need, dates as text. */
export const SUBMISSION_COLUMNS = `submission_id, profile_id, patient_id, status, entry_type,
  purchase_date::text AS purchase_date, sub_phase, practice, patient_type, supplies, supply_length,
  brands, sku, product_image_url, receipt_image_url, promo_codes, confirmation_code, completed_at,
  rewards, total_reward, limit_remaining, rejection_reasons, mail_required_reason, card,
  is_resubmission, is_admin_resubmit, created_at, updated_at`;

/** Entries the patient threw away are gone from every view of theirs. */
const SHOWN = `status <> 'discarded'`;

/** The dashboard's queries (positional parameters in the order each names). */
export const submissionQueries = {
  /** $1 submission id, $2 profile id: the profile's entry, unless discarded. */
  owned: `SELECT ${SUBMISSION_COLUMNS} FROM ${SUBMISSIONS_TABLE}
        WHERE submission_id = $1 AND profile_id = $2 AND ${SHOWN}`,
  /** $1 profile id: the profile's entries, newest first, at most `limit`. */
  ofProfile: (limit: number) => `SELECT ${SUBMISSION_COLUMNS} FROM ${SUBMISSIONS_TABLE}
        WHERE profile_id = $1 AND ${SHOWN}
        ORDER BY updated_at DESC, submission_id LIMIT ${Math.trunc(limit)}`,
  /** $1 profile id: the patient of the profile's newest entry. */
  latestPatientOf: `SELECT patient_id FROM ${SUBMISSIONS_TABLE}
        WHERE profile_id = $1 AND patient_id IS NOT NULL AND ${SHOWN}
        ORDER BY updated_at DESC LIMIT 1`,
  /** $1 submission id: the entry whatever its status or profile (support's view). */
  byId: `SELECT ${SUBMISSION_COLUMNS} FROM ${SUBMISSIONS_TABLE} WHERE submission_id = $1`,
  /** $1 submission id: one row when the entry is projected. */
  exists: `SELECT 1 FROM ${SUBMISSIONS_TABLE} WHERE submission_id = $1`,
  /** $1 profile id: `confirmed`, how many of the profile's entries were confirmed. */
  confirmedCountOf: `SELECT count(*) AS confirmed FROM ${SUBMISSIONS_TABLE} WHERE profile_id = $1 AND completed_at IS NOT NULL`,
} as const;
