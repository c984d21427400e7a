import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Language } from '@lens/domain';
import type { EcpUploadResult } from '@lens/validation';
import { EcpUploadReports } from '../ecp-upload-reports';

/** One upload's report (counts, the first changes and errors) in `lang`; 404 for none. */
export class EcpUploadReportQuery extends Query<EcpUploadResult> {
  constructor(
    readonly uploadId: string,
    readonly lang: Language,
  ) {
    super();
  }
}

@QueryHandler(EcpUploadReportQuery)
export class EcpUploadReportHandler implements IQueryHandler<EcpUploadReportQuery> {
  constructor(private readonly reports: EcpUploadReports) {}

  async execute({ uploadId, lang }: EcpUploadReportQuery): Promise<EcpUploadResult> {
    return { upload: await this.reports.report(uploadId, lang) };
  }
}
