import type { ReconciledCard, Reconciliation, ReconciliationQuery } from '@lens/validation';
import { INVOICES_TABLE } from '../invoices/invoices.queries';
import { PROJECTION_NAMES, liveTable } from '../names';
import { Params, type ReadDb, dayAfter, firstOf, pagingOf, rowsOf, startOf } from '../read-db';

/** The prepaid cards' table, as the queries name it (`read_card_orders.card_orders`). */
export const CARD_ORDERS_TABLE = liveTable(PROJECTION_NAMES.cardOrders, 'card_orders');

/**
 * Card fulfilment reconciliation: every card ordered in a date range against its mailing and
 * its invoice lines (read model `invoices`): totals ordered, mailed, returned and invoiced, each
 * card's issues (still awaiting the post, returned, not invoiced, invoiced wrong), and the
 * invoice lines whose entry has no card at all.
 */
export async function cardReconciliation(
  db: ReadDb,
  query: ReconciliationQuery,
): Promise<Reconciliation> {
  const params = new Params();
  const conditions = [
    `c.ordered_at >= ${params.add(startOf(query.from))}`,
    `c.ordered_at < ${params.add(startOf(dayAfter(query.to)))}`,
  ];
  if (query.fulfillment_type)
    conditions.push(`c.fulfillment_type = ${params.add(query.fulfillment_type)}`);
  const cards = `
    WITH cards AS (
      SELECT c.submission_id, c.order_id, c.amount, c.status, c.ordered_at, c.mailed_at,
             c.fulfillment_type, c.masked_number, coalesce(iv.value, 0) AS invoiced,
             coalesce(iv.lines, 0) AS invoice_lines, iv.invoice_date
        FROM ${CARD_ORDERS_TABLE} c
        LEFT JOIN LATERAL (
          SELECT sum(i.value)::int AS value, count(*)::int AS lines,
                 min(i.invoice_date)::text AS invoice_date
            FROM ${INVOICES_TABLE} i WHERE i.submission_id = c.submission_id
        ) iv ON true
       WHERE ${conditions.join(' AND ')}
    ), checked AS (
      SELECT *, array_remove(ARRAY[
               CASE WHEN status = 'ordered' THEN 'not_mailed' END,
               CASE WHEN status = 'returned' THEN 'returned' END,
               CASE WHEN invoice_lines = 0 THEN 'not_invoiced' END,
               CASE WHEN invoice_lines > 0 AND invoiced <> coalesce(amount, 0)
                    THEN 'amount_mismatch' END], NULL) AS issues
        FROM cards
    )`;
  const totals = await firstOf<Record<string, number>>(
    db,
    `${cards}
     SELECT count(*)::int AS "orderedCount", coalesce(sum(amount), 0)::int AS "orderedAmount",
            count(*) FILTER (WHERE status = 'mailed')::int AS "mailedCount",
            coalesce(sum(amount) FILTER (WHERE status = 'mailed'), 0)::int AS "mailedAmount",
            count(*) FILTER (WHERE status = 'returned')::int AS "returnedCount",
            coalesce(sum(amount) FILTER (WHERE status = 'returned'), 0)::int AS "returnedAmount",
            count(*) FILTER (WHERE invoice_lines > 0)::int AS "invoicedCount",
            coalesce(sum(invoiced), 0)::int AS "invoicedValue",
            count(*) FILTER (WHERE 'not_mailed' = ANY (issues))::int AS not_mailed,
            count(*) FILTER (WHERE 'returned' = ANY (issues))::int AS returned,
            count(*) FILTER (WHERE 'not_invoiced' = ANY (issues))::int AS not_invoiced,
            count(*) FILTER (WHERE 'amount_mismatch' = ANY (issues))::int AS amount_mismatch,
            count(*) FILTER (WHERE cardinality(issues) > 0)::int AS "withIssues"
       FROM checked`,
    params.values,
  );
  const paging = pagingOf(query);
  const onlyIssues = query.issues_only ? 'WHERE cardinality(issues) > 0' : '';
  const cardRows = await rowsOf<ReconciledCard>(
    db,
    `${cards}
     SELECT submission_id AS "submissionId", order_id AS "orderId", amount, status,
            ordered_at AS "orderedAt", mailed_at AS "mailedAt",
            fulfillment_type AS "fulfillmentType", masked_number AS "maskedNumber",
            invoiced, invoice_lines AS "invoiceLines", invoice_date AS "invoiceDate", issues
       FROM checked ${onlyIssues}
      ORDER BY ordered_at, submission_id
      LIMIT ${params.add(paging.pageSize)} OFFSET ${params.add(paging.offset)}`,
    params.values,
  );
  const orphans = await firstOf<{ count: number; value: number }>(
    db,
    `SELECT count(*)::int AS count, coalesce(sum(i.value), 0)::int AS value
       FROM ${INVOICES_TABLE} i
      WHERE i.invoice_date BETWEEN $1::date AND $2::date
        AND NOT EXISTS (SELECT 1 FROM ${CARD_ORDERS_TABLE} c
                         WHERE c.submission_id = i.submission_id)`,
    [query.from, query.to],
  );
  const t = totals ?? {};
  return {
    ordered: { count: t.orderedCount ?? 0, amount: t.orderedAmount ?? 0 },
    mailed: { count: t.mailedCount ?? 0, amount: t.mailedAmount ?? 0 },
    returned: { count: t.returnedCount ?? 0, amount: t.returnedAmount ?? 0 },
    invoiced: { count: t.invoicedCount ?? 0, value: t.invoicedValue ?? 0 },
    issues: {
      not_mailed: t.not_mailed ?? 0,
      returned: t.returned ?? 0,
      not_invoiced: t.not_invoiced ?? 0,
      amount_mismatch: t.amount_mismatch ?? 0,
    },
    invoicedWithoutCard: orphans ?? { count: 0, value: 0 },
    cards: cardRows,
    total: (query.issues_only ? t.withIssues : t.orderedCount) ?? 0,
    page: paging.page,
    pageSize: paging.pageSize,
  };
}
