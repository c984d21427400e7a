import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Language, Message } from '@lens/domain';
import { type EventStore, isWrongExpectedVersion } from '@lens/event-store';
import { apiError } from '@lens/validation';
import type { Pool, PoolClient } from 'pg';
import type { Actor } from '../../platform/auth/tokens';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import { type CommandContext, metadataOf } from '../../platform/event-sourcing/command-context';
import { Failure, FieldFailures } from '../../platform/http/failure';
import { EVENT_STORE, PG_POOL } from '../../platform/infrastructure/tokens';
import { type CsvRecord, csvRecords } from '../shared/csv-file';
import {
  REQUIRED_COLUMNS,
  type RowError,
  SAME_PRACTICE_FIELDS,
  type UploadedPractice,
  checkEcpRows,
  columnName,
  errorsByRow,
} from './ecp-rows';

/** More rows than this is more than one upload should change at once. */
export const MAX_ECP_ROWS = 20_000;
/** The report lists the first changes and errors; the error CSV has them all. */
const REPORT_LIMIT = 500;

/** An ECP upload, committed: the practices it set, on `ecp-upload-<uploadId>`. */
export type EcpUploadCommitted = Message<
  'EcpUploadCommitted',
  {
    uploadId: string;
    fileName: string;
    sha256: string;
    rows: number;
    practices: UploadedPractice[];
    committedAt: string;
  }
>;

export const ecpUploadStream = (uploadId: string) => `ecp-upload-${uploadId}`;

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

/** What an upload would change in `practices`, practice by practice. */
function changesOf(
  practices: readonly UploadedPractice[],
  current: Map<string, Record<string, unknown>>,
): Change[] {
  return practices.map((practice) => {
    const existing = current.get(practice.sap);
    if (!existing)
      return { sap: practice.sap, kind: 'new', account_name: practice.account_name, changed: [] };
    const changed: string[] = SAME_PRACTICE_FIELDS.filter(
      (field) => (existing[field] ?? null) !== (practice[field] ?? null),
    );
    const programs = (existing.programs ?? {}) as Record<string, unknown>;
    for (const [name, window] of Object.entries(practice.programs))
      if (JSON.stringify(programs[name]) !== JSON.stringify(window))
        changed.push(`programs.${name}`);
    return {
      sap: practice.sap,
      kind: changed.length ? 'updated' : 'unchanged',
      account_name: practice.account_name,
      changed,
    };
  });
}

/** Upserts practices from an upload; the upload's programme windows replace those of their names. */
async function applyPractices(
  db: Pick<PoolClient, 'query'>,
  practices: readonly UploadedPractice[],
  at: Date,
) {
  if (practices.length === 0) return;
  await db.query(
    `INSERT INTO practices (sap, account_name, display_name, status, unaffiliated, territory_code,
        checkout_shop_start, address1, address2, address3, city, state, postal_code, country,
        latitude, longitude, programs, updated_at)
     SELECT sap, account_name, display_name, status, unaffiliated, territory_code,
            checkout_shop_start, address1, address2, address3, city, state, postal_code, country,
            latitude, longitude, programs, $2
       FROM jsonb_to_recordset($1::jsonb) AS r(sap text, account_name text, display_name text,
            status text, unaffiliated boolean, territory_code text, checkout_shop_start date,
            address1 text, address2 text, address3 text, city text, state text,
            postal_code text, country text, latitude double precision,
            longitude double precision, programs jsonb)
     ON CONFLICT (sap) DO UPDATE SET
       account_name = EXCLUDED.account_name, display_name = EXCLUDED.display_name,
       status = EXCLUDED.status, unaffiliated = EXCLUDED.unaffiliated,
       territory_code = EXCLUDED.territory_code,
       checkout_shop_start = EXCLUDED.checkout_shop_start, address1 = EXCLUDED.address1,
       address2 = EXCLUDED.address2, address3 = EXCLUDED.address3, city = EXCLUDED.city,
       state = EXCLUDED.state, postal_code = EXCLUDED.postal_code, country = EXCLUDED.country,
       latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude,
       programs = practices.programs || EXCLUDED.programs, updated_at = $2`,
    [JSON.stringify(practices), at],
  );
}

/**
 * The admin ECP upload (spec 001 §5): a CSV is checked row by row into a preview (what would
 * change, and every row's errors); committing an error-free preview records the practices as
 * an `EcpUploadCommitted` event and applies them to `practices`. Committing twice commits once.
 */
@Injectable()
export class EcpUploads {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async preview(admin: Actor, file: { name: string; text: string }, lang: Language) {
    const [header, ...records] = csvRecords(file.text);
    if (!header || records.length === 0) throw new Failure('ECP_UPLOAD_EMPTY', 'file');
    this.checkHeader(header, lang);
    if (records.length > MAX_ECP_ROWS) throw new Failure('FILE_TOO_LARGE', 'file');
    const checked = checkEcpRows(header.cells, records as CsvRecord[]);
    const changes = changesOf(checked.practices, await this.current(checked.practices));
    const uploadId = randomUUID();
    await this.pool.query(
      `INSERT INTO ecp_uploads (upload_id, file_name, sha256, uploaded_by, row_count, practices,
          errors, changes, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        uploadId,
        file.name,
        createHash('sha256').update(file.text).digest('hex'),
        admin.profileId,
        checked.rows,
        JSON.stringify(checked.practices),
        JSON.stringify(checked.errors),
        JSON.stringify(changes),
        this.clock.now(),
      ],
    );
    return this.report(uploadId, lang);
  }

  /** Records the upload as an event and applies it; refused while it has errors. */
  async commit(admin: Actor, uploadId: string, context: CommandContext, lang: Language) {
    const upload = await this.find(uploadId);
    if (upload.committed_at) return this.report(uploadId, lang);
    if (upload.errors.length > 0) throw new Failure('ECP_UPLOAD_HAS_ERRORS', 'uploadId');
    const committedAt = this.clock.now();
    const event: EcpUploadCommitted = {
      type: 'EcpUploadCommitted',
      data: {
        uploadId,
        fileName: upload.file_name,
        sha256: upload.sha256,
        rows: upload.row_count,
        practices: upload.practices,
        committedAt: committedAt.toISOString(),
      },
    };
    try {
      await this.store.append(
        ecpUploadStream(uploadId),
        [{ ...event, metadata: metadataOf(context) }],
        'no_stream',
      );
    } catch (error) {
      // Committed before, but not applied (the process stopped in between): apply it now.
      if (!isWrongExpectedVersion(error)) throw error;
    }
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await applyPractices(client, upload.practices, committedAt);
      await client.query(
        `UPDATE ecp_uploads SET committed_at = $2, committed_by = $3
          WHERE upload_id = $1 AND committed_at IS NULL`,
        [uploadId, committedAt, admin.profileId],
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    return this.report(uploadId, lang);
  }

  /** The preview as the page shows it: counts, the first changes and errors, in `lang`. */
  async report(uploadId: string, lang: Language) {
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

  /** Every error of an upload, for the error CSV. */
  async errors(uploadId: string, lang: Language) {
    const upload = await this.find(uploadId);
    return upload.errors.map(({ row, field, code, en, es }) => ({
      row,
      field,
      code,
      message: lang === 'es' ? es : en,
    }));
  }

  /** The latest uploads, newest first. */
  async recent(lang: Language) {
    const { rows } = await this.pool.query<{ upload_id: string }>(
      'SELECT upload_id FROM ecp_uploads ORDER BY created_at DESC LIMIT 20',
    );
    const reports = await Promise.all(rows.map((row) => this.report(row.upload_id, lang)));
    return reports.map(({ changes: _changes, errorRows: _errorRows, ...summary }) => summary);
  }

  private checkHeader(header: CsvRecord, lang: Language) {
    const columns = new Set(header.cells.map(columnName));
    const missing = REQUIRED_COLUMNS.filter((column) => !columns.has(column));
    if (missing.length > 0)
      throw new FieldFailures(
        400,
        missing.map((column) => apiError(column, 'NULL', 'CSV_COLUMNS_MISSING', lang)),
      );
  }

  private async current(practices: readonly UploadedPractice[]) {
    const { rows } = await this.pool.query<Record<string, unknown> & { sap: string }>(
      `SELECT sap, account_name, display_name, status, unaffiliated, territory_code,
              checkout_shop_start::text AS checkout_shop_start, address1, address2, address3,
              city, state, postal_code, country, latitude, longitude, programs
         FROM practices WHERE sap = ANY($1)`,
      [practices.map((practice) => practice.sap)],
    );
    return new Map(rows.map((row) => [row.sap, row]));
  }

  private async find(uploadId: string): Promise<UploadRow> {
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
