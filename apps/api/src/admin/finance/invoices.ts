import { Inject, Injectable } from '@nestjs/common';
import type { Message } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import type { FinanceInvoiceQuery, InvoiceSupport } from '@lens/validation';
import type { Response } from 'express';
import type { Actor } from '../../platform/auth/tokens';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import { type CommandContext, metadataOf } from '../../platform/event-sourcing/command-context';
import { ProjectionWaiter } from '../../platform/event-sourcing/projection-waiter';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { ReadModels } from '../../features/submissions/read-models';
import { CsvStreams } from '../shared/csv-stream';
import { Params, pagingOf } from '../shared/paging';
import {
  INVOICES_TABLE,
  INVOICE_SUPPORT_TABLE,
  PROJECTION_NAMES,
  invoicesQueries,
} from '@lens/read-models';

/**
 * invoiceSupport (spec 001 §3): the Jira issue that supports the invoices of one fulfilment type
 * on one invoice day. Stream `invoice-support-<fulfillmentType>-<invoiceDate>`; a later event on
 * the stream replaces the Jira id. The invoices projection (libs/read-models) applies it: every
 * invoice line of that type and day carries the id.
 */
export type InvoiceSupportRecorded = Message<
  'InvoiceSupportRecorded',
  {
    fulfillmentType: string;
    invoiceDate: string;
    jiraId: string;
    recordedBy: string;
    recordedAt: string;
  }
>;

export const invoiceSupportStream = (fulfillmentType: string, invoiceDate: string) =>
  `invoice-support-${fulfillmentType}-${invoiceDate}`;

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

const columns = (jira: string) =>
  `i.invoice_id, i.entry_id, i.confirmation_code, i.invoice_date::text AS invoice_date,
   i.invoice_type, i.value, i.fulfillment_type, ${jira} AS jira_id`;

/** The projection (libs/read-models) that keeps the invoice lines and invoiceSupport. */
const INVOICES_PROJECTION = PROJECTION_NAMES.invoices;

/** Whether the invoices projection keeps invoiceSupport in a table of its own. */
const SUPPORT_TABLE = INVOICE_SUPPORT_TABLE;

/**
 * Finance's invoice lines (the `invoices` read model, one per reward part of an entry whose card
 * was ordered, whole dollars) by invoice day and type: a page with totals, or all of them as CSV
 * streamed from a cursor.
 */
@Injectable()
export class Invoices {
  constructor(
    private readonly readModels: ReadModels,
    private readonly csv: CsvStreams,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async page(query: FinanceInvoiceQuery) {
    const { from, where, params, jira } = await this.selection(query);
    const paging = pagingOf(query);
    const totals = await this.readModels.rows<{
      type: string | null;
      count: number;
      value: number;
    }>(
      `SELECT i.invoice_type AS type, count(*)::int AS count, coalesce(sum(i.value), 0)::int AS value
         ${from} ${where} GROUP BY ROLLUP (i.invoice_type)
         ORDER BY GROUPING(i.invoice_type) DESC, i.invoice_type`,
      params.values,
    );
    const invoices = await this.readModels.rows(
      `SELECT ${columns(jira)} ${from} ${where}
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

  async csvTo(response: Response, query: FinanceInvoiceQuery) {
    const { from, where, params, jira } = await this.selection(query);
    await this.csv.send(response, {
      fileName: `invoices-${query.from}-${query.to}.csv`,
      columns: INVOICE_COLUMNS,
      sql: `SELECT ${columns(jira)} ${from} ${where} ORDER BY i.invoice_date, i.invoice_id`,
      values: params.values,
    });
  }

  /**
   * Records which Jira issue supports a day's invoices of one fulfilment type, and waits (up to
   * 2 s) for the invoices projection to apply it, so the next list shows the id.
   */
  async support(admin: Actor, request: InvoiceSupport, context: CommandContext) {
    const event: InvoiceSupportRecorded = {
      type: 'InvoiceSupportRecorded',
      data: {
        fulfillmentType: request.fulfillmentType,
        invoiceDate: request.invoiceDate,
        jiraId: request.jiraId,
        recordedBy: admin.profileId,
        recordedAt: this.clock.now().toISOString(),
      },
    };
    const { position } = await this.store.append(
      invoiceSupportStream(request.fulfillmentType, request.invoiceDate),
      [{ ...event, metadata: metadataOf(context) }],
      'any',
    );
    await this.waiter.waitFor(position, [INVOICES_PROJECTION]);
    const [row] = await this.readModels.rows<{ count: number; value: number }>(
      invoicesQueries.dayTotals,
      [request.fulfillmentType, request.invoiceDate],
    );
    return { ...request, invoices: row?.count ?? 0, value: row?.value ?? 0 };
  }

  /** The FROM and WHERE of a query (with the support table joined once it exists). */
  private async selection(query: FinanceInvoiceQuery) {
    const [support] = await this.readModels.rows<{ exists: boolean }>(
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
    return { from, where: `WHERE ${conditions.join(' AND ')}`, params, jira };
  }
}
