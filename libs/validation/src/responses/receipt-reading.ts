import { PRODUCT_CODES, RECEIPT_MISMATCH_FIELDS } from '@lens/domain';
import { z } from 'zod';

/** Where a confident reading of the receipt differs from what was entered. */
export const receiptMismatchSchema = z.object({
  field: z.enum(RECEIPT_MISMATCH_FIELDS),
  entered: z.string(),
  read: z.string(),
});
export type ReceiptMismatchView = z.infer<typeof receiptMismatchSchema>;

/**
 * `GET /api/purchase-submissions/{id}/receipt-reading` (issue 28): what the worker read on the
 * entry's receipt. `brand` is the catalogue code (e.g. `1DM`) or null; a value the reading is
 * too unsure of to suggest is null; `mismatches` lists only confident disagreements.
 */
export const receiptReadingSchema = z.object({
  status: z.enum(['pending', 'read', 'unreadable']),
  purchaseDate: z.iso.date().nullable(),
  practiceName: z.string().nullable(),
  lines: z.array(
    z.object({
      brand: z.enum(PRODUCT_CODES).nullable(),
      text: z.string(),
      boxes: z.number().int().nullable(),
    }),
  ),
  total: z.number().nullable(),
  mismatches: z.array(receiptMismatchSchema),
});
export type ReceiptReadingView = z.infer<typeof receiptReadingSchema>;
