// The worker's reading of a receipt photo. It is recorded beside the entry and changes nothing
// the patient entered, in any status; only the entry's current receipt is read, once.
import { type RecordReceiptReading } from '../submission.commands';
import { type SubmissionEntryState, type SubmissionState } from '../submission';
import { accept } from '../../core/result';
import {
  type EnteredPurchase,
  type ReceiptMismatch,
  receiptMismatches,
} from '../../receipt/reading';
import { isoTimestamp } from '../../time/days';
import { withEntry, type SubmissionDecision, type SubmissionEnv } from './shared';

/** The reading of the entry's current receipt, or null while it has none. */
export function currentReceiptReading(entry: SubmissionEntryState) {
  const reading = entry.receiptReading ?? null;
  return reading && reading.contentHash === entry.receiptImage?.contentHash ? reading : null;
}

/** What the patient entered, as the receipt reading is compared with it. */
export function enteredPurchaseOf(entry: SubmissionEntryState): EnteredPurchase {
  const practice = entry.supplies?.practice;
  return {
    purchaseDate: entry.purchaseDate,
    supplies: entry.supplies?.supplies ?? null,
    practiceName: practice?.notListedDoctor ? null : (practice?.displayName ?? null),
  };
}

/** Where the reading of the entry's current receipt disagrees with it (none while unread). */
export function readingMismatches(entry: SubmissionEntryState): ReceiptMismatch[] {
  const reading = currentReceiptReading(entry);
  return reading?.status === 'read'
    ? receiptMismatches(enteredPurchaseOf(entry), reading.reading)
    : [];
}

export function recordReceiptReading(
  command: RecordReceiptReading,
  state: SubmissionState,
  env: SubmissionEnv,
): SubmissionDecision {
  return withEntry(state, (entry) => {
    const { submissionId, contentHash, engine, outcome } = command.data;
    // A receipt replaced since it was read is not the entry's any more: its reading is moot.
    if (entry.receiptImage?.contentHash !== contentHash) return accept();
    if (currentReceiptReading(entry)) return accept();
    const readAt = isoTimestamp(env.now);
    return outcome.status === 'read'
      ? accept({
          type: 'ReceiptRead',
          data: { submissionId, contentHash, reading: outcome.reading, engine, readAt },
        })
      : accept({
          type: 'ReceiptUnreadable',
          data: { submissionId, contentHash, reason: outcome.reason, engine, readAt },
        });
  });
}
