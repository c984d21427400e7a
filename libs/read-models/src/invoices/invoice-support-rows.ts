import type { RecordedEvent } from '@lens/event-store';
import { dataOf, day, instant, text } from '../row-folds/row-folds';

/** Streams `invoice-support-<fulfillmentType>-<invoiceDate>` (the back office's finance). */
export const INVOICE_SUPPORT_PREFIX = 'invoice-support-';

/** The Jira issue supporting one day's invoices of one fulfilment type. */
export interface InvoiceSupportRow {
  fulfillment_type: string;
  invoice_date: string;
  jira_id: string;
  recorded_at: string;
}

/** The row's key, read from the stream's own id (so the stream alone can be forgotten). */
export function invoiceSupportKey(
  streamId: string,
): Pick<InvoiceSupportRow, 'fulfillment_type' | 'invoice_date'> | null {
  if (!streamId.startsWith(INVOICE_SUPPORT_PREFIX)) return null;
  const rest = streamId.slice(INVOICE_SUPPORT_PREFIX.length);
  const invoiceDate = day(rest.slice(-10));
  const fulfillmentType = rest.slice(0, -11);
  if (!invoiceDate || rest.at(-11) !== '-' || fulfillmentType === '') return null;
  return { fulfillment_type: fulfillmentType, invoice_date: invoiceDate };
}

/**
 * The row an `InvoiceSupportRecorded` makes (a later one on the stream replaces it), or null for
 * anything else, a stream id that names no day, or an event without a Jira id.
 */
export function invoiceSupportRow(event: RecordedEvent): InvoiceSupportRow | null {
  if (event.type !== 'InvoiceSupportRecorded') return null;
  const key = invoiceSupportKey(event.streamId);
  const data = dataOf(event);
  const jiraId = text(data.jiraId);
  if (!key || !jiraId) return null;
  return {
    ...key,
    jira_id: jiraId,
    recorded_at: instant(data.recordedAt) ?? event.recordedAt.toISOString(),
  };
}
