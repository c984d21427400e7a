import { Inject, Injectable } from '@nestjs/common';
import type { Language } from '@lens/domain';
import type { EcpUploadReport } from '@lens/validation';
import type { Pool } from 'pg';
import { Failure } from '../../platform/http/failure';
import { PG_POOL } from '../../platform/infrastructure/tokens';
import { type RowError, type UploadedPractice, errorsByRow } from './ecp-rows';

/** The report lists the first changes and errors; the error CSV has them all. */
const REPORT_LIMIT = 500;

export type ChangeKind = 'new' | 'updated' | 'unchanged';
export interface Change {
  sap: string;
  kind: ChangeKind;
  account_name: string;
  changed: string[];
}

interface UploadRow {
  upload_id: string;
  file_name: string;
  sha256: string;
  uploaded_by: string;
  row_count: number;
  practices: UploadedPractice[];
  errors: RowError[];
  changes: Change[];
  created_at: Date;
  committed_at: Date | null;
  committed_by: string | null;
}

/** The ECP uploads as previewed (table `ecp_uploads`): one upload, and its report. */
@Injectable()
export class EcpUploadReports {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** The preview as the page shows it: counts, the first changes and errors, in `lang`. */
  async report(uploadId: string, lang: Language): Promise<EcpUploadReport> {
    const upload = await this.find(uploadId);
    const count = (kind: ChangeKind) => upload.changes.filter((c) => c.kind === kind).length;
    const errorRows = errorsByRow(upload.errors, lang);
    return {
      uploadId: upload.upload_id,
      fileName: upload.file_name,
      uploadedBy: upload.uploaded_by,
      createdAt: upload.created_at.toISOString(),
      rows: upload.row_count,
      practices: upload.practices.length,
      summary: { new: count('new'), updated: count('updated'), unchanged: count('unchanged') },
      changes: upload.changes.filter((c) => c.kind !== 'unchanged').slice(0, REPORT_LIMIT),
      // Rows, not field errors: one bad line with eight bad fields is one row with errors.
      rowsWithErrors: errorRows.length,
      problemCount: upload.errors.length,
      errorRows: errorRows.slice(0, REPORT_LIMIT),
      committedAt: upload.committed_at?.toISOString() ?? null,
      committedBy: upload.committed_by,
    };
  }

  /** One upload as stored; 404 for none. */
  async find(uploadId: string): Promise<UploadRow> {
    const { rows } = await this.pool.query<UploadRow>(
      `SELECT upload_id, file_name, sha256, uploaded_by, row_count, practices, errors, changes,
              created_at, committed_at, committed_by
         FROM ecp_uploads WHERE upload_id = $1`,
      [uploadId],
    );
    if (!rows[0]) throw new Failure('NOT_FOUND', 'uploadId');
    return rows[0];
  }
}
