import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Language } from '@lens/domain';
import { EcpUploadReports } from '../ecp-upload-reports';

type EcpErrorLine = { row: number; field: string; code: string; message: string };

/** Every row error of an upload, its message in `lang`, for the error CSV; 404 for none. */
export class EcpUploadErrorsQuery extends Query<EcpErrorLine[]> {
  constructor(
    readonly uploadId: string,
    readonly lang: Language,
  ) {
    super();
  }
}

@QueryHandler(EcpUploadErrorsQuery)
export class EcpUploadErrorsHandler implements IQueryHandler<EcpUploadErrorsQuery> {
  constructor(private readonly reports: EcpUploadReports) {}

  async execute({ uploadId, lang }: EcpUploadErrorsQuery): Promise<EcpErrorLine[]> {
    const upload = await this.reports.find(uploadId);
    return upload.errors.map(({ row, field, code, en, es }) => ({
      row,
      field,
      code,
      message: lang === 'es' ? es : en,
    }));
  }
}
