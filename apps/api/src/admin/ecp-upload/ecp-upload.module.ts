import { Module } from '@nestjs/common';
import { CommitEcpUploadHandler } from './commands/commit-ecp-upload';
import { PreviewEcpUploadHandler } from './commands/preview-ecp-upload';
import { EcpUploadController } from './ecp-upload.controller';
import { EcpUploadReports } from './ecp-upload-reports';
import { EcpUploadErrorsHandler } from './queries/ecp-upload-errors';
import { EcpUploadReportHandler } from './queries/ecp-upload-report';
import { RecentEcpUploadsHandler } from './queries/recent-ecp-uploads';

/** The admin ECP upload: preview, row errors, commit. */
@Module({
  controllers: [EcpUploadController],
  providers: [
    EcpUploadReports,
    RecentEcpUploadsHandler,
    EcpUploadReportHandler,
    EcpUploadErrorsHandler,
    PreviewEcpUploadHandler,
    CommitEcpUploadHandler,
  ],
})
export class EcpUploadModule {}
