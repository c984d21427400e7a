import type { FinanceInvoiceQuery } from '@lens/validation';
import type { ReadModels } from '../../features/submissions/read-models';
import { Params } from '../shared/paging';
import { INVOICES_TABLE, INVOICE_SUPPORT_TABLE } from '@lens/read-models';

export const INVOICE_COLUMNS = [
  'invoice_id',
  'entry_id',
  'confirmation_code',
  'invoice_date',
  'invoice_type',
  'value',
  'fulfillment_type',
  'jira_id',
] as const;

/** Whether the invoices projection keeps invoiceSupport in a table of its own. */
const SUPPORT_TABLE = INVOICE_SUPPORT_TABLE;

/**
 * The invoice lines (the `invoices` read model, one per reward part of an entry whose card was
 * ordered, whole dollars) a finance query selects, by invoice day and type: the columns, FROM
 * and WHERE (with the support table joined once it exists).
 */
export async function invoiceSelection(readModels: ReadModels, query: FinanceInvoiceQuery) {
  const [support] = await readModels.rows<{ exists: boolean }>(
    `SELECT to_regclass($1) IS NOT NULL AS exists`,
    [SUPPORT_TABLE],
  );
  const jira = support?.exists ? 'coalesce(i.jira_id, s.jira_id)' : 'i.jira_id';
  const from = support?.exists
    ? `FROM ${INVOICES_TABLE} i LEFT JOIN ${SUPPORT_TABLE} s
         ON s.fulfillment_type = i.fulfillment_type AND s.invoice_date = i.invoice_date`
    : `FROM ${INVOICES_TABLE} i`;
  const params = new Params();
  const conditions = [
    `i.invoice_date >= ${params.add(query.from)}::date`,
    `i.invoice_date <= ${params.add(query.to)}::date`,
  ];
  if (query.invoice_type) conditions.push(`i.invoice_type = ${params.add(query.invoice_type)}`);
  if (query.fulfillment_type)
    conditions.push(`i.fulfillment_type = ${params.add(query.fulfillment_type)}`);
  const columns = `i.invoice_id, i.entry_id, i.confirmation_code,
     i.invoice_date::text AS invoice_date, i.invoice_type, i.value, i.fulfillment_type,
     ${jira} AS jira_id`;
  return { columns, from, where: `WHERE ${conditions.join(' AND ')}`, params };
}
