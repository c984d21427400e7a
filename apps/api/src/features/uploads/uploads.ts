import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Actor } from '../../platform/auth/tokens';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { Failure } from '../../platform/http/failure';
import { PG_POOL } from '../../platform/infrastructure/tokens';
import { ReceiptFingerprints } from './receipt-fingerprints';
import { STORAGE, type Storage } from './storage';
import type { UploadGrant } from './upload-keys';
import type { StoredUpload } from './upload-stream';

export interface UploadRecord {
  key: string;
  owner_profile_id: string;
  submission_id: string;
  kind: 'receipt' | 'product';
  content_type: string;
  size: number;
  sha256: string;
}

/** A stored photo as a stream, with what a response needs to describe it. */
export interface StoredFile {
  stream: Readable;
  size: number;
  contentType: string;
}

/** The public path files are served from: `<site>/api/uploads/<key>`. */
export const FILES_PATH = '/api/uploads/';
const FILE_KEY = /^[0-9a-f-]{36}$/;

/** Roles that may see every entry's photos (support and admins, acting as themselves). */
const STAFF = new Set(['admin', 'support']);

/**
 * Receipt and product photos: checked by extension, magic bytes and size, stored through the
 * Storage port, recorded in `uploads` with their content hash (duplicate receipts share one);
 * a stored receipt then gets its perceptual hash (near-duplicates have close ones).
 */
@Injectable()
export class Uploads {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(STORAGE) private readonly storage: Storage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ReceiptFingerprints) private readonly fingerprints: ReceiptFingerprints,
  ) {}

  urlOf(key: string): string {
    return `${this.config.siteUrl}${FILES_PATH}${key}`;
  }

  /** Whether a file was stored with this upload key already (each key stores one). */
  async keyUsed(uploadKeyId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM uploads WHERE upload_key_id = $1', [
      uploadKeyId,
    ]);
    return (rowCount ?? 0) > 0;
  }

  /**
   * Records a file the upload host has streamed to storage (checked on the way) for the grant's
   * entry, once per key: a second file under the same key (two uploads racing) is removed from
   * storage and refused with UPLOAD_KEY_USED, as is a file the database cannot record.
   */
  async record(
    grant: UploadGrant,
    uploadKeyId: string,
    file: StoredUpload,
  ): Promise<{ url: string }> {
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
    return { url: this.urlOf(file.key) };
  }

  /** The upload a URL of ours names, if it was made for this profile's entry. */
  async ofEntry(
    url: string,
    profileId: string,
    submissionId: string,
  ): Promise<UploadRecord | null> {
    const key = keyOf(url);
    if (!key) return null;
    const { rows } = await this.pool.query<UploadRecord>(
      `SELECT key, owner_profile_id, submission_id, kind, content_type, size, sha256
         FROM uploads WHERE key = $1 AND owner_profile_id = $2 AND submission_id = $3`,
      [key, profileId, submissionId],
    );
    return rows[0] ?? null;
  }

  /**
   * The photo a URL of ours names, if it was uploaded for this entry (support's view of an
   * entry; the caller checks the staff role), as a stream. Null when it is not ours or no
   * longer stored.
   */
  async ofEntryForStaff(url: string, submissionId: string): Promise<StoredFile | null> {
    const key = keyOf(url);
    if (!key) return null;
    const { rows } = await this.pool.query<UploadRecord>(
      'SELECT key, content_type FROM uploads WHERE key = $1 AND submission_id = $2',
      [key, submissionId],
    );
    const record = rows[0];
    const file = record ? await this.storage.open(record.key) : null;
    return record && file ? { ...file, contentType: record.content_type } : null;
  }

  /** A file for its owner or staff, as a stream; 404 for anyone else, so nothing leaks. */
  async read(key: string, actor: Actor): Promise<StoredFile> {
    const { rows } = FILE_KEY.test(key)
      ? await this.pool.query<UploadRecord>(
          'SELECT key, owner_profile_id, content_type FROM uploads WHERE key = $1',
          [key],
        )
      : { rows: [] };
    const record = rows[0];
    const staff = STAFF.has(actor.role) && !actor.impersonatorId;
    if (!record || (record.owner_profile_id !== actor.profileId && !staff))
      throw new Failure('NOT_FOUND', 'key');
    const file = await this.storage.open(record.key);
    if (!file) throw new Failure('NOT_FOUND', 'key');
    return { ...file, contentType: record.content_type };
  }
}

function keyOf(url: string): string | null {
  try {
    const { pathname } = new URL(url);
    const key = pathname.startsWith(FILES_PATH) ? pathname.slice(FILES_PATH.length) : '';
    return FILE_KEY.test(key) ? key : null;
  } catch {
    return null;
  }
}
