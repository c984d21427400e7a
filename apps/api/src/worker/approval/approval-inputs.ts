import { Inject, Injectable } from '@nestjs/common';
import {
  type ApprovalContext,
  type PriorPurchase,
  RECEIPT_HASH_BITS,
  SIMILAR_RECEIPT_MAX_DISTANCE,
  type SimilarReceipt,
  type SubmissionEntryState,
  readingMismatches,
} from '@lens/domain';
import type { Pool } from 'pg';
import { PG_POOL } from '../../platform/infrastructure/tokens';
import { STORAGE, type Storage } from '../../platform/storage/storage';
import { countedReceiptsBefore, purchasesConfirmedBefore } from '@lens/read-models';
import { receiptFile } from '../receipts/receipt-file';

/** An upload of a receipt, as a candidate for another entry's receipt. */
const candidate = (upload: { submission_id: string; sha256: string }) => ({
  submissionId: upload.submission_id,
  sha256: upload.sha256,
});

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
    return {
      practiceActive,
      receiptUsable,
      duplicateReceipt,
      similarReceipt,
      priorPurchases,
      receiptMismatches: readingMismatches(entry),
    };
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
    const bytes = await receiptFile(
      this.pool,
      this.storage,
      entry.submissionId,
      receipt.contentHash,
    );
    return bytes !== null;
  }

  /**
   * The receipt's content hash was uploaded as a receipt for another entry, whose receipt it
   * still is and which was confirmed before this one and counts (not rejected, not in progress).
   */
  private async duplicateReceipt(entry: SubmissionEntryState): Promise<boolean> {
    const receipt = entry.receiptImage;
    const confirmedAt = entry.confirmation?.completedAt;
    if (!receipt || !confirmedAt) return false;
    const { rows: uploads } = await this.pool.query<{ submission_id: string; sha256: string }>(
      `SELECT DISTINCT submission_id, sha256 FROM uploads
        WHERE sha256 = $1 AND kind = 'receipt' AND submission_id <> $2`,
      [receipt.contentHash, entry.submissionId],
    );
    if (uploads.length === 0) return false;
    const counted = await countedReceiptsBefore(this.pool, uploads.map(candidate), {
      submissionId: entry.submissionId,
      confirmedAt,
    });
    return counted.length > 0;
  }

  /**
   * The nearest receipt, by perceptual hash, that is another counted entry's receipt confirmed
   * before this one, when it is close enough to be the same receipt photographed or saved again:
   * its hash against this receipt's in each of its eight orientations (turned, mirrored), so a
   * photo turned or mirrored is the same receipt. A receipt with no picture to read is only
   * compared by its bytes.
   */
  private async similarReceipt(entry: SubmissionEntryState): Promise<SimilarReceipt | null> {
    const receipt = entry.receiptImage;
    const confirmedAt = entry.confirmation?.completedAt;
    if (!receipt || !confirmedAt) return null;
    const { rows: near } = await this.pool.query<{
      submission_id: string;
      sha256: string;
      distance: number;
    }>(
      `WITH mine AS (
         SELECT coalesce(perceptual_orientations, ARRAY[perceptual_hash]) AS hashes FROM uploads
          WHERE submission_id = $1 AND kind = 'receipt' AND sha256 = $2
            AND perceptual_hash IS NOT NULL
          ORDER BY created_at LIMIT 1
       )
       SELECT u.submission_id, u.sha256, min(bit_count(u.perceptual_hash # turned))::int AS distance
         FROM mine, unnest(mine.hashes) AS turned, uploads u
        WHERE u.kind = 'receipt' AND u.submission_id <> $1
          AND length(u.perceptual_hash) = ${RECEIPT_HASH_BITS}
          AND bit_count(u.perceptual_hash # turned) <= $3
        GROUP BY u.submission_id, u.sha256`,
      [entry.submissionId, receipt.contentHash, SIMILAR_RECEIPT_MAX_DISTANCE],
    );
    if (near.length === 0) return null;
    const counted = await countedReceiptsBefore(this.pool, near.map(candidate), {
      submissionId: entry.submissionId,
      confirmedAt,
    });
    const confirmed = new Map(
      counted.map((row) => [`${row.submission_id} ${row.receipt_hash}`, row.completed_at]),
    );
    // The nearest receipt first; of two as near, the one confirmed first.
    const [nearest] = near
      .flatMap((upload) => {
        const at = confirmed.get(`${upload.submission_id} ${upload.sha256}`);
        return at ? [{ ...upload, at: at.getTime() }] : [];
      })
      .sort((a, b) => a.distance - b.distance || a.at - b.at);
    return nearest ? { submissionId: nearest.submission_id, distance: nearest.distance } : null;
  }

  /** The patient's other confirmed purchases, confirmed before this entry; the domain picks. */
  private async priorPurchases(entry: SubmissionEntryState): Promise<PriorPurchase[]> {
    const confirmedAt = entry.confirmation?.completedAt;
    if (!confirmedAt) return [];
    return purchasesConfirmedBefore(this.pool, {
      profileId: entry.profileId,
      patientId: entry.patientId,
      submissionId: entry.submissionId,
      confirmedAt,
    });
  }
}
