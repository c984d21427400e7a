import { Module } from '@nestjs/common';
import { SubmissionsModule } from '../../features/submissions/submissions.module';
import { AdminSharedModule } from '../shared/admin-shared.module';
import { DownloadOptInExportHandler } from './commands/download-opt-in-export';
import { RequestOptInExportHandler } from './commands/request-opt-in-export';
import { OptInsController } from './opt-ins.controller';
import { OptInPageHandler } from './queries/opt-in-page';

/** The opt-ins' owner in the back office: list, filters, CSV export. */
@Module({
  imports: [AdminSharedModule, SubmissionsModule],
  controllers: [OptInsController],
  providers: [OptInPageHandler, RequestOptInExportHandler, DownloadOptInExportHandler],
})
export class OptInsAdminModule {}
