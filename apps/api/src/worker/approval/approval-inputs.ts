import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type ApprovalContext,
  COUNTED_STATUSES,
  type PriorPurchase,
  RECEIPT_HASH_BITS,
  SIMILAR_RECEIPT_MAX_DISTANCE,
  type SimilarReceipt,
  type SubmissionEntryState,
  type SubmissionStatus,
  type SupplyMonths,
} from '@lens/domain';
import type { Pool } from 'pg';
import { PG_POOL } from '../../platform/infrastructure/tokens';
import { STORAGE, type Storage } from '../../platform/storage/storage';
import { SUBMISSIONS_TABLE, patientLedgerQueries } from '@lens/read-models';

interface LedgerRow {
  submission_id: string;
  purchase_date: string;
  supply_months: SupplyMonths;
  status: SubmissionStatus;
  base_reward: number;
  true_up_reward: number;
}

/**
 * What the approval judges an entry by besides its own stream (DESIGN §9): the practice's status
 * today, the receipt file, other entries with the same receipt, and the patient's other
 * purchases. The read models read here must have passed the confirmation (the caller waits).
 *
 * Entries are judged in the order they were confirmed: another entry counts against this one
 * (annual limit, duplicate receipt) only if it was confirmed first. Two entries confirmed at
 * the same time therefore never reject each other.
 */
@Injectable()
export class ApprovalInputs {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(STORAGE) private readonly storage: Storage,
  ) {}

  async of(entry: SubmissionEntryState): Promise<ApprovalContext> {
    const [practiceActive, receiptUsable, duplicateReceipt, similarReceipt, priorPurchases] =
      await Promise.all([
        this.practiceActive(entry),
        this.receiptUsable(entry),
        this.duplicateReceipt(entry),
        this.similarReceipt(entry),
        this.priorPurchases(entry),
      ]);
    return { practiceActive, receiptUsable, duplicateReceipt, similarReceipt, priorPurchases };
  }

  /** The practice's status in today's reference data (not the snapshot taken with the supplies). */
  private async practiceActive(entry: SubmissionEntryState): Promise<boolean> {
    const sap = entry.supplies?.sap;
    if (!sap) return false;
    const { rows } = await this.pool.query<{ status: string }>(
      'SELECT status FROM practices WHERE sap = $1',
      [sap],
    );
    return rows[0]?.status === 'active';
  }

  /** The receipt was uploaded for this entry and its file is still there, unchanged. */
  private async receiptUsable(entry: SubmissionEntryState): Promise<boolean> {
    const receipt = entry.receiptImage;
    if (!receipt) return true; // no receipt is a rejection reason of its own
    const { rows } = await this.pool.query<{ key: string }>(
      `SELECT key FROM uploads
        WHERE submission_id = $1 AND kind = 'receipt' AND sha256 = $2
        ORDER BY created_at LIMIT 1`,
      [entry.submissionId, receipt.contentHash],
    );
    const key = rows[0]?.key;
    const bytes = key ? await this.storage.get(key) : null;
    return (
      bytes !== null &&
      bytes.length > 0 &&
      createHash('sha256').update(bytes).digest('hex') === receipt.contentHash
    );
  }

  /**
   * The receipt's content hash was uploaded as a receipt for another entry, whose receipt it
   * still is and which was confirmed before this one and counts (not rejected, not in progress).
   */
  private async duplicateReceipt(entry: SubmissionEntryState): Promise<boolean> {
    const receipt = entry.receiptImage;
    const confirmedAt = entry.confirmation?.completedAt;
    if (!receipt || !confirmedAt) return false;
    const { rows } = await this.pool.query(
      `SELECT 1 FROM uploads u
         JOIN ${SUBMISSIONS_TABLE} s
           ON s.submission_id = u.submission_id AND s.receipt_hash = u.sha256
        WHERE u.sha256 = $1 AND u.kind = 'receipt' AND u.submission_id <> $2
          AND s.status = ANY($3::text[])
          AND (s.completed_at, s.submission_id) < ($4::timestamptz, $2)
        LIMIT 1`,
      [receipt.contentHash, entry.submissionId, COUNTED_STATUSES, confirmedAt],
    );
    return rows.length > 0;
  }

  /**
   * The nearest receipt, by perceptual hash, that is another counted entry's receipt confirmed
   * before this one, when it is close enough to be the same receipt photographed or saved again.
   * A receipt without a perceptual hash (a PDF, HEIC) is only compared by its bytes.
   */
  private async similarReceipt(entry: SubmissionEntryState): Promise<SimilarReceipt | null> {
    const receipt = entry.receiptImage;
    const confirmedAt = entry.confirmation?.completedAt;
    if (!receipt || !confirmedAt) return null;
    const { rows } = await this.pool.query<{ submission_id: string; distance: number }>(
      `WITH mine AS (
         SELECT perceptual_hash AS hash FROM uploads
          WHERE submission_id = $1 AND kind = 'receipt' AND sha256 = $2
            AND perceptual_hash IS NOT NULL
          ORDER BY created_at LIMIT 1
       )
       SELECT u.submission_id, bit_count(u.perceptual_hash # mine.hash)::int AS distance
         FROM mine, uploads u
         JOIN ${SUBMISSIONS_TABLE} s
           ON s.submission_id = u.submission_id AND s.receipt_hash = u.sha256
        WHERE u.kind = 'receipt' AND u.submission_id <> $1
          AND length(u.perceptual_hash) = ${RECEIPT_HASH_BITS}
          AND bit_count(u.perceptual_hash # mine.hash) <= $5
          AND s.status = ANY($3::text[])
          AND (s.completed_at, s.submission_id) < ($4::timestamptz, $1)
        ORDER BY distance, s.completed_at
        LIMIT 1`,
      [
        entry.submissionId,
        receipt.contentHash,
        COUNTED_STATUSES,
        confirmedAt,
        SIMILAR_RECEIPT_MAX_DISTANCE,
      ],
    );
    const nearest = rows[0];
    return nearest ? { submissionId: nearest.submission_id, distance: nearest.distance } : null;
  }

  /** The patient's other confirmed purchases, confirmed before this entry; the domain picks. */
  private async priorPurchases(entry: SubmissionEntryState): Promise<PriorPurchase[]> {
    const confirmedAt = entry.confirmation?.completedAt;
    if (!confirmedAt) return [];
    const { rows } = await this.pool.query<LedgerRow>(patientLedgerQueries.priorPurchasesBefore, [
      entry.profileId,
      entry.patientId,
      entry.submissionId,
      confirmedAt,
    ]);
    return rows.map((row) => ({
      submissionId: row.submission_id,
      purchaseDate: row.purchase_date,
      supplyMonths: row.supply_months,
      status: row.status,
      baseReward: row.base_reward,
      trueUpReward: row.true_up_reward,
    }));
  }
}
