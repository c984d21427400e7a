import { createHash, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Language } from '@lens/domain';
import { type EcpUploadResult, apiError } from '@lens/validation';
import type { Pool } from 'pg';
import type { Actor } from '../../../platform/auth/tokens';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { Failure, FieldFailures } from '../../../platform/http/failure';
import { PG_POOL } from '../../../platform/infrastructure/tokens';
import { type CsvRecord, csvRecords } from '../../shared/csv-file';
import {
  REQUIRED_COLUMNS,
  SAME_PRACTICE_FIELDS,
  type UploadedPractice,
  checkEcpRows,
  columnName,
} from '../ecp-rows';
import { type Change, EcpUploadReports } from '../ecp-upload-reports';

/** More rows than this is more than one upload should change at once. */
const MAX_ECP_ROWS = 20_000;

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

/** 400 with every required column the header lacks. */
function checkHeader(header: CsvRecord, lang: Language) {
  const columns = new Set(header.cells.map(columnName));
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.has(column));
  if (missing.length > 0)
    throw new FieldFailures(
      400,
      missing.map((column) => apiError(column, 'NULL', 'CSV_COLUMNS_MISSING', lang)),
    );
}

/**
 * Checks an ECP CSV (spec 001 §5) row by row into a preview kept in `ecp_uploads`: what it would
 * change, practice by practice, and every row's errors. Nothing changes in `practices` yet.
 */
export class PreviewEcpUploadCommand extends Command<EcpUploadResult> {
  constructor(
    readonly admin: Actor,
    readonly file: { name: string; text: string },
    readonly lang: Language,
  ) {
    super();
  }
}

@CommandHandler(PreviewEcpUploadCommand)
export class PreviewEcpUploadHandler implements ICommandHandler<PreviewEcpUploadCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly reports: EcpUploadReports,
  ) {}

  async execute({ admin, file, lang }: PreviewEcpUploadCommand): Promise<EcpUploadResult> {
    const [header, ...records] = csvRecords(file.text);
    if (!header || records.length === 0) throw new Failure('ECP_UPLOAD_EMPTY', 'file');
    checkHeader(header, lang);
    if (records.length > MAX_ECP_ROWS) throw new Failure('FILE_TOO_LARGE', 'file');
    const checked = checkEcpRows(header.cells, records);
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
    return { upload: await this.reports.report(uploadId, lang) };
  }

  /** The practices an upload names, as they are now. */
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
}
