import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { extensionOf } from '@lens/validation';
import type { Pool } from 'pg';
import type { Actor } from '../auth/tokens';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { Failure } from '../http/failure';
import { PG_POOL } from '../infrastructure/tokens';
import { UPLOAD_EXTENSION_SET, sniff } from './file-kinds';
import { ReceiptFingerprints } from './receipt-fingerprints';
import { STORAGE, type Storage } from './storage';
import type { UploadGrant } from './upload-keys';

export interface UploadRecord {
  key: string;
  owner_profile_id: string;
  submission_id: string;
  kind: 'receipt' | 'product';
  content_type: string;
  size: number;
  sha256: string;
}

export interface ReceivedFile {
  buffer: Buffer;
  originalname: string;
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
    private readonly fingerprints: ReceiptFingerprints,
  ) {}

  urlOf(key: string): string {
    return `${this.config.siteUrl}${FILES_PATH}${key}`;
  }

  /** Checks and keeps one file for the grant's entry; FILE_FORMAT or FILE_TOO_LARGE otherwise. */
  async keep(grant: UploadGrant, file: ReceivedFile): Promise<{ url: string }> {
    if (file.buffer.length > this.config.uploadMaxBytes)
      throw new Failure('FILE_TOO_LARGE', 'upload');
    const kind = sniff(file.buffer);
    if (!UPLOAD_EXTENSION_SET.has(extensionOf(file.originalname)) || !kind)
      throw new Failure('FILE_FORMAT', 'upload');
    const key = randomUUID();
    const sha256 = createHash('sha256').update(file.buffer).digest('hex');
    await this.storage.put(key, file.buffer, kind.contentType);
    await this.pool.query(
      `INSERT INTO uploads (key, owner_profile_id, submission_id, kind, content_type, size, sha256, original_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        key,
        grant.profileId,
        grant.submissionId,
        grant.type,
        kind.contentType,
        file.buffer.length,
        sha256,
        file.originalname.slice(0, 255),
      ],
    );
    if (grant.type === 'receipt') await this.fingerprints.record(key);
    return { url: this.urlOf(key) };
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
   * entry; the caller checks the staff role). Null when it is not ours or no longer stored.
   */
  async ofEntryForStaff(
    url: string,
    submissionId: string,
  ): Promise<{ bytes: Buffer; contentType: string } | null> {
    const key = keyOf(url);
    if (!key) return null;
    const { rows } = await this.pool.query<UploadRecord>(
      'SELECT key, content_type FROM uploads WHERE key = $1 AND submission_id = $2',
      [key, submissionId],
    );
    const record = rows[0];
    const bytes = record ? await this.storage.get(record.key) : null;
    return record && bytes ? { bytes, contentType: record.content_type } : null;
  }

  /** A file for its owner or staff; 404 for anyone else, so nothing leaks. */
  async read(key: string, actor: Actor): Promise<{ bytes: Buffer; contentType: string }> {
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
    const bytes = await this.storage.get(record.key);
    if (!bytes) throw new Failure('NOT_FOUND', 'key');
    return { bytes, contentType: record.content_type };
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
