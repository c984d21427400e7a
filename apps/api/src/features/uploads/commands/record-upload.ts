import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { Failure } from '../../../platform/http/failure';
import { PG_POOL } from '../../../platform/infrastructure/tokens';
import { ReceiptFingerprints } from '../receipt-fingerprints';
import { STORAGE, type Storage } from '../../../platform/storage/storage';
import type { UploadGrant } from '../upload-keys';
import type { StoredUpload } from '../upload-stream';
import { Uploads } from '../uploads';

/**
 * Records a file the upload host has streamed to storage (checked by extension, magic bytes and
 * size on the way) for the grant's entry, once per key: a second file under the same key (two
 * uploads racing) is removed from storage and refused with UPLOAD_KEY_USED, as is a file the
 * database cannot record. A stored receipt then gets its perceptual hash (near-duplicates have
 * close ones).
 */
export class RecordUploadCommand extends Command<{ url: string }> {
  constructor(
    readonly grant: UploadGrant,
    readonly uploadKeyId: string,
    readonly file: StoredUpload,
  ) {
    super();
  }
}

@CommandHandler(RecordUploadCommand)
export class RecordUploadHandler implements ICommandHandler<RecordUploadCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(STORAGE) private readonly storage: Storage,
    private readonly uploads: Uploads,
    private readonly fingerprints: ReceiptFingerprints,
  ) {}

  async execute({ grant, uploadKeyId, file }: RecordUploadCommand) {
    let recorded = false;
    try {
      const { rowCount } = await this.pool.query(
        `INSERT INTO uploads (key, owner_profile_id, submission_id, kind, content_type, size, sha256,
                              original_name, upload_key_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (upload_key_id) DO NOTHING`,
        [
          file.key,
          grant.profileId,
          grant.submissionId,
          grant.type,
          file.contentType,
          file.size,
          file.sha256,
          file.originalname.slice(0, 255),
          uploadKeyId,
        ],
      );
      recorded = rowCount === 1;
    } finally {
      if (!recorded) await this.storage.remove(file.key).catch(() => undefined);
    }
    if (!recorded) throw new Failure('UPLOAD_KEY_USED', 'key');
    if (grant.type === 'receipt') await this.fingerprints.record(file.key);
    return { url: this.uploads.urlOf(file.key) };
  }
}
