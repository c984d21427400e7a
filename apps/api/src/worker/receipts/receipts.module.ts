import { Module } from '@nestjs/common';
import { StorageModule } from '../../platform/storage/storage.module';
import { EntryServicesModule } from '../process-manager/entry-services.module';
import { ReceiptReadingProcessor } from './receipt-reading.processor';

/** The receipts queue's processor: reads attached receipt photos (worker process only). */
@Module({
  imports: [StorageModule, EntryServicesModule],
  providers: [ReceiptReadingProcessor],
})
export class ReceiptsModule {}
