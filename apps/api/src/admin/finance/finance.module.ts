import { Module } from '@nestjs/common';
import { SubmissionsModule } from '../../features/submissions/submissions.module';
import { AdminSharedModule } from '../shared/admin-shared.module';
import { FinanceController } from './finance.controller';
import { Invoices } from './invoices';
import { Reconciliation } from './reconciliation';

/** Finance: invoices, invoiceSupport and card fulfilment reconciliation. */
@Module({
  imports: [AdminSharedModule, SubmissionsModule],
  controllers: [FinanceController],
  providers: [Invoices, Reconciliation],
})
export class FinanceModule {}
