import { Module } from '@nestjs/common';
import { EntryServicesModule } from '../process-manager/entry-services.module';
import { StorageModule } from '../../platform/storage/storage.module';
import { ApprovalInputs } from './approval-inputs';
import { ApprovalProcessor } from './approval.processor';

/** The approval queue's processor (worker process only). */
@Module({
  // The receipt files, through the same storage the upload host writes to.
  imports: [StorageModule, EntryServicesModule],
  providers: [ApprovalInputs, ApprovalProcessor],
})
export class ApprovalModule {}
