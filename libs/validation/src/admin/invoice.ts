import { type z } from 'zod';
import { optionalChoice } from '../common/choices';
import { withRules } from '../common/cross-field';
import { endNotBeforeStart } from '../common/date-order';
import { isoDate, parseIsoDate } from '../common/dates';
import { code, id, jiraId, optionalJiraId } from '../common/ids';
import { amount } from '../common/numbers';
import { payload } from '../common/objects';

/** An invoice line for an entry. */
export const invoiceSchema = payload({
  entry_id: id(),
  invoice_date: isoDate(),
  value: amount(),
  invoice_type: code(),
  jira_id: optionalJiraId(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** invoiceSupport: the fulfilment batch an invoice supports, with its Jira key. */
export const invoiceSupportSchema = payload({
  fulfillmentType: code(),
  jiraId: jiraId(),
  invoiceDate: isoDate(),
});
export type InvoiceSupport = z.infer<typeof invoiceSupportSchema>;

export const INVOICE_FORMATS = ['json', 'csv'] as const;

/** GET /admin/api/invoices?from=&to=&format= (query). */
export const invoiceRangeQuerySchema = withRules(
  payload({
    from: isoDate(),
    to: isoDate(),
    format: optionalChoice(INVOICE_FORMATS, 'invalid choice'),
  }),
  endNotBeforeStart('from', 'to', parseIsoDate),
);
export type InvoiceRangeQuery = z.infer<typeof invoiceRangeQuerySchema>;
