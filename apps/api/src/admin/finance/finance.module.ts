import { Module } from '@nestjs/common';
import { SubmissionsModule } from '../../features/submissions/submissions.module';
import { AdminSharedModule } from '../shared/admin-shared.module';
import { RecordInvoiceSupportHandler } from './commands/record-invoice-support';
import { FinanceController } from './finance.controller';
import { CardReconciliationHandler } from './queries/card-reconciliation';
import { InvoicePageHandler } from './queries/invoice-page';
import { InvoicesCsvHandler } from './queries/invoices-csv';

/** Finance: invoices, invoiceSupport and card fulfilment reconciliation. */
@Module({
  imports: [AdminSharedModule, SubmissionsModule],
  controllers: [FinanceController],
  providers: [
    InvoicePageHandler,
    InvoicesCsvHandler,
    RecordInvoiceSupportHandler,
    CardReconciliationHandler,
  ],
})
export class FinanceModule {}
