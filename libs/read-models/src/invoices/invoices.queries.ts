import type { FinanceInvoiceQuery, InvoiceLine, InvoicePage } from '@lens/validation';
import { PROJECTION_NAMES, liveTable } from '../names';
import { Params, type ReadDb, type Statement, firstOf, pagingOf, rowsOf } from '../read-db';

/** Finance's invoice lines, as the queries name the table (`read_invoices.invoices`). */
export const INVOICES_TABLE = liveTable(PROJECTION_NAMES.invoices, 'invoices');
/** The invoiceSupport per invoice day and type (`read_invoices.invoice_support`). */
export const INVOICE_SUPPORT_TABLE = liveTable(PROJECTION_NAMES.invoices, 'invoice_support');

/** How many lines one fulfilment type has on an invoice day, and their value. */
export async function invoiceDayTotals(
  db: ReadDb,
  fulfillmentType: string,
  invoiceDate: string,
): Promise<{ count: number; value: number }> {
  const row = await firstOf<{ count: number; value: number }>(
    db,
    `SELECT count(*)::int AS count, coalesce(sum(value), 0)::int AS value
       FROM ${INVOICES_TABLE} WHERE fulfillment_type = $1 AND invoice_date = $2::date`,
    [fulfillmentType, invoiceDate],
  );
  return { count: row?.count ?? 0, value: row?.value ?? 0 };
}

/** The columns of the invoice CSV, in order. */
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

/**
 * The invoice lines (one per reward part of an entry whose card was ordered, whole dollars) a
 * finance query selects, by invoice day and type: the columns, FROM and WHERE (with the support
 * table joined once it exists).
 */
async function selection(db: ReadDb, query: FinanceInvoiceQuery) {
  const support = await firstOf<{ exists: boolean }>(
    db,
    `SELECT to_regclass($1) IS NOT NULL AS exists`,
    [INVOICE_SUPPORT_TABLE],
  );
  const jira = support?.exists ? 'coalesce(i.jira_id, s.jira_id)' : 'i.jira_id';
  const from = support?.exists
    ? `FROM ${INVOICES_TABLE} i LEFT JOIN ${INVOICE_SUPPORT_TABLE} s
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

/** A page of a range's invoice lines, with the range's totals and its totals by type. */
export async function invoicePage(db: ReadDb, query: FinanceInvoiceQuery): Promise<InvoicePage> {
  const { columns, from, where, params } = await selection(db, query);
  const paging = pagingOf(query);
  const totals = await rowsOf<{ type: string; count: number; value: number }>(
    db,
    `SELECT i.invoice_type AS type, count(*)::int AS count, coalesce(sum(i.value), 0)::int AS value
       ${from} ${where} GROUP BY ROLLUP (i.invoice_type)
       ORDER BY GROUPING(i.invoice_type) DESC, i.invoice_type`,
    params.values,
  );
  const invoices = await rowsOf<InvoiceLine>(
    db,
    `SELECT ${columns} ${from} ${where}
      ORDER BY i.invoice_date, i.invoice_id
      LIMIT ${params.add(paging.pageSize)} OFFSET ${params.add(paging.offset)}`,
    params.values,
  );
  // The grand total first by GROUPING, not by NULLS FIRST: filtered to one type, PostgreSQL
  // knows the column is constant and drops it from the sort, so the total row came last.
  const [all, ...byType] = totals;
  return {
    invoices,
    totals: { count: all?.count ?? 0, value: all?.value ?? 0 },
    byType: byType.map(({ type, count, value }) => ({ type, count, value })),
    page: paging.page,
    pageSize: paging.pageSize,
  };
}

/** Every invoice line of a range, in {@link INVOICE_COLUMNS}, by day. */
export async function invoiceLines(db: ReadDb, query: FinanceInvoiceQuery): Promise<Statement> {
  const { columns, from, where, params } = await selection(db, query);
  return {
    text: `SELECT ${columns} ${from} ${where} ORDER BY i.invoice_date, i.invoice_id`,
    values: params.values,
  };
}
