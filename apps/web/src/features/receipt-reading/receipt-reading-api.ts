import { type ReceiptReadingView } from '@lens/validation';
import { type ApiClient } from '../../api/client';

/** GET purchase-submissions/{id}/receipt-reading: what the worker read on the entry's receipt. */
export const getReceiptReading = (api: ApiClient, submissionId: string) =>
  api.get<ReceiptReadingView>(
    `purchase-submissions/${encodeURIComponent(submissionId)}/receipt-reading`,
  );
