import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { FinanceInvoiceQuery, InvoiceLine, InvoicePage } from '@lens/validation';
import { ReadModels } from '../../../features/submissions/read-models';
import { pagingOf } from '../../shared/paging';
import { invoiceSelection } from '../invoice-selection';

/** A page of a range's invoice lines, with the range's totals and its totals by type. */
export class InvoicePageQuery extends Query<InvoicePage> {
  constructor(readonly query: FinanceInvoiceQuery) {
    super();
  }
}

@QueryHandler(InvoicePageQuery)
export class InvoicePageHandler implements IQueryHandler<InvoicePageQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ query }: InvoicePageQuery): Promise<InvoicePage> {
    const { columns, from, where, params } = await invoiceSelection(this.readModels, query);
    const paging = pagingOf(query);
    const totals = await this.readModels.rows<{ type: string; count: number; value: number }>(
      `SELECT i.invoice_type AS type, count(*)::int AS count, coalesce(sum(i.value), 0)::int AS value
         ${from} ${where} GROUP BY ROLLUP (i.invoice_type)
         ORDER BY GROUPING(i.invoice_type) DESC, i.invoice_type`,
      params.values,
    );
    const invoices = await this.readModels.rows<InvoiceLine>(
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
}
