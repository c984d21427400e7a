import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { SubmissionSystemCommands } from '../process-manager/system-commands';
import { LocalDiskStorage, STORAGE } from '../uploads/storage';
import { ApprovalInputs } from './approval-inputs';
import { ApprovalProcessor } from './approval.processor';

/** The approval queue's processor (worker process only). */
@Module({
  providers: [
    // The receipt files, through the same storage adapter the upload host writes with.
    {
      provide: STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new LocalDiskStorage(config.paths.uploads),
    },
    SubmissionSystemCommands,
    ApprovalInputs,
    ApprovalProcessor,
  ],
})
export class ApprovalModule {}
