import { type ReadValue, SUGGESTED_READING } from '@lens/domain';
import type { ReceiptReadingRow } from '@lens/read-models';
import type { ReceiptReadingView } from '@lens/validation';

const suggested = <T>(read: ReadValue<T> | null | undefined): T | null =>
  read && read.confidence >= SUGGESTED_READING ? read.value : null;

/**
 * The reading as the patient and support see it (issue 28 item 4): values the reading is too
 * unsure of are null, mismatches only the confident ones. An entry without a receipt, or whose
 * receipt is still being read, is `pending`.
 */
export function receiptReadingView(row: ReceiptReadingRow | null): ReceiptReadingView {
  const reading = row?.content_hash ? row.reading : null;
  const status = row?.content_hash ? row.status : 'pending';
  return {
    status,
    purchaseDate: suggested(reading?.purchaseDate),
    practiceName: suggested(reading?.practiceName),
    lines: (reading?.lines ?? []).map((line) => {
      const sure = line.confidence >= SUGGESTED_READING;
      return { brand: sure ? line.brand : null, text: line.text, boxes: sure ? line.boxes : null };
    }),
    total: suggested(reading?.total),
    mismatches: status === 'read' ? (row?.mismatches ?? []) : [],
  };
}
