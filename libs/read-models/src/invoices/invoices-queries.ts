import { PROJECTION_NAMES, liveTable } from '../names';

/** Finance's invoice lines, as the api's queries name the table (`read_invoices.invoices`). */
export const INVOICES_TABLE = liveTable(PROJECTION_NAMES.invoices, 'invoices');
/** The invoiceSupport per invoice day and type (`read_invoices.invoice_support`). */
export const INVOICE_SUPPORT_TABLE = liveTable(PROJECTION_NAMES.invoices, 'invoice_support');

export const invoicesQueries = {
  /** $1 fulfilment type, $2 invoice day: how many lines and their value. */
  dayTotals: `SELECT count(*)::int AS count, coalesce(sum(value), 0)::int AS value
         FROM ${INVOICES_TABLE} WHERE fulfillment_type = $1 AND invoice_date = $2::date`,
} as const;
