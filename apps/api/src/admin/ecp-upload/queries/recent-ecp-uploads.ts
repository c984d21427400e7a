import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Language } from '@lens/domain';
import type { EcpUploadList } from '@lens/validation';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../platform/infrastructure/tokens';
import { EcpUploadReports } from '../ecp-upload-reports';

/** The latest 20 uploads, newest first, without their changes and errors. */
export class RecentEcpUploadsQuery extends Query<EcpUploadList> {
  constructor(readonly lang: Language) {
    super();
  }
}

@QueryHandler(RecentEcpUploadsQuery)
export class RecentEcpUploadsHandler implements IQueryHandler<RecentEcpUploadsQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly reports: EcpUploadReports,
  ) {}

  async execute({ lang }: RecentEcpUploadsQuery): Promise<EcpUploadList> {
    const { rows } = await this.pool.query<{ upload_id: string }>(
      'SELECT upload_id FROM ecp_uploads ORDER BY created_at DESC LIMIT 20',
    );
    const reports = await Promise.all(rows.map((row) => this.reports.report(row.upload_id, lang)));
    return {
      uploads: reports.map(({ changes: _changes, errorRows: _errorRows, ...summary }) => summary),
    };
  }
}
