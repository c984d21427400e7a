import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { INVOICE_COLUMNS, invoiceLines } from '@lens/read-models';
import type { FinanceInvoiceQuery } from '@lens/validation';
import type { Response } from 'express';
import { ReadModels } from '../../../platform/read-models/read-models';
import { CsvStreams } from '../../shared/csv-stream';

type CsvSender = (response: Response) => Promise<void>;

/** Every invoice line of a range as CSV: what streams it, from a cursor, to a response. */
export class InvoicesCsvQuery extends Query<CsvSender> {
  constructor(readonly query: FinanceInvoiceQuery) {
    super();
  }
}

@QueryHandler(InvoicesCsvQuery)
export class InvoicesCsvHandler implements IQueryHandler<InvoicesCsvQuery> {
  constructor(
    private readonly readModels: ReadModels,
    private readonly csv: CsvStreams,
  ) {}

  async execute({ query }: InvoicesCsvQuery): Promise<CsvSender> {
    const rows = await invoiceLines(this.readModels, query);
    return (response) =>
      this.csv.send(response, {
        fileName: `invoices-${query.from}-${query.to}.csv`,
        columns: INVOICE_COLUMNS,
        rows,
      });
  }
}
