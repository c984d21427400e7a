import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { invoicePage } from '@lens/read-models';
import type { FinanceInvoiceQuery, InvoicePage } from '@lens/validation';
import { ReadModels } from '../../../platform/read-models/read-models';

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
    return invoicePage(this.readModels, query);
  }
}
