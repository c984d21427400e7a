import {
  type EnteredPurchase,
  type ReceiptMismatch,
  type ReceiptReading,
  decodeSubmissionEvent,
  receiptMismatches,
} from '@lens/domain';
import type { RecordedEvent } from '@lens/event-store';
import { instant } from '../row-folds/row-folds';

/**
 * An entry's receipt as the worker read it, beside what the patient entered and where the two
 * disagree: one row per entry, for the patient's suggestions and support's review.
 */
export interface ReceiptReadingRow {
  submission_id: string;
  profile_id: string;
  /** The entry's current receipt (null while it has none). */
  content_hash: string | null;
  status: 'pending' | 'read' | 'unreadable';
  reading: ReceiptReading | null;
  reason: string | null;
  engine: string | null;
  read_at: string | null;
  entered: EnteredPurchase;
  mismatches: ReceiptMismatch[];
}

/** The row with its mismatches worked out again from what it holds. */
const compared = (row: ReceiptReadingRow): ReceiptReadingRow => ({
  ...row,
  mismatches: row.reading ? receiptMismatches(row.entered, row.reading) : [],
});

/** The entry's reading row after one more event of its stream. */
export function foldReceiptReading(
  rows: readonly ReceiptReadingRow[],
  recorded: RecordedEvent,
  submissionId: string,
): ReceiptReadingRow[] {
  const [row] = rows;
  const event = decodeSubmissionEvent(recorded);
  if (event?.type === 'PurchaseDateEntered') {
    const { profileId, purchaseDate } = event.data;
    const entered = { purchaseDate, supplies: null, practiceName: null, ...row?.entered };
    const base: ReceiptReadingRow = row ?? {
      submission_id: submissionId,
      profile_id: profileId,
      content_hash: null,
      status: 'pending',
      reading: null,
      reason: null,
      engine: null,
      read_at: null,
      entered,
      mismatches: [],
    };
    return [compared({ ...base, entered: { ...entered, purchaseDate } })];
  }
  if (!row) return [];
  switch (event?.type) {
    case 'SuppliesSubmitted': {
      const { practice, supplies } = event.data;
      const practiceName = practice.notListedDoctor ? null : (practice.displayName ?? null);
      return [compared({ ...row, entered: { ...row.entered, supplies, practiceName } })];
    }
    case 'ReceiptImageAttached':
      return event.data.contentHash === row.content_hash
        ? [row]
        : [
            {
              ...row,
              content_hash: event.data.contentHash,
              status: 'pending',
              reading: null,
              reason: null,
              engine: null,
              read_at: null,
              mismatches: [],
            },
          ];
    case 'ReceiptRead': {
      const { contentHash, reading, engine, readAt } = event.data;
      if (contentHash !== row.content_hash) return [row];
      const read_at = instant(readAt);
      return [compared({ ...row, status: 'read', reading, reason: null, engine, read_at })];
    }
    case 'ReceiptUnreadable': {
      const { contentHash, reason, engine, readAt } = event.data;
      if (contentHash !== row.content_hash) return [row];
      const read_at = instant(readAt);
      return [
        { ...row, status: 'unreadable', reading: null, reason, engine, read_at, mismatches: [] },
      ];
    }
    default:
      return [row];
  }
}
