import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Language, Message } from '@lens/domain';
import { type EventStore, isWrongExpectedVersion } from '@lens/event-store';
import type { EcpUploadResult } from '@lens/validation';
import type { Pool, PoolClient } from 'pg';
import type { Actor } from '../../../platform/auth/tokens';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { type CommandContext, metadataOf } from '../../../platform/event-sourcing/command-context';
import { Failure } from '../../../platform/http/failure';
import { EVENT_STORE, PG_POOL } from '../../../platform/infrastructure/tokens';
import type { UploadedPractice } from '../ecp-rows';
import { EcpUploadReports } from '../ecp-upload-reports';

/** An ECP upload, committed: the practices it set, on `ecp-upload-<uploadId>`. */
type EcpUploadCommitted = Message<
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

const ecpUploadStream = (uploadId: string) => `ecp-upload-${uploadId}`;

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
 * Records an error-free preview as an `EcpUploadCommitted` event (`ecp-upload-<id>`) and applies
 * it to `practices`; 409 while it has errors. Committing twice commits once.
 */
export class CommitEcpUploadCommand extends Command<EcpUploadResult> {
  constructor(
    readonly admin: Actor,
    readonly uploadId: string,
    readonly context: CommandContext,
    readonly lang: Language,
  ) {
    super();
  }
}

@CommandHandler(CommitEcpUploadCommand)
export class CommitEcpUploadHandler implements ICommandHandler<CommitEcpUploadCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly reports: EcpUploadReports,
  ) {}

  async execute({
    admin,
    uploadId,
    context,
    lang,
  }: CommitEcpUploadCommand): Promise<EcpUploadResult> {
    const upload = await this.reports.find(uploadId);
    if (upload.committed_at) return { upload: await this.reports.report(uploadId, lang) };
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
    return { upload: await this.reports.report(uploadId, lang) };
  }
}
