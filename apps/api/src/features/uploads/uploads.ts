import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { PG_POOL } from '../../platform/infrastructure/tokens';
import { STORAGE, type Storage } from '../../platform/storage/storage';

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
export const FILE_KEY = /^[0-9a-f-]{36}$/;

/**
 * The recorded receipt and product photos (`uploads`, with their content hash) as other features
 * look them up: whether a key was used, the upload an entry names, a photo for support.
 */
@Injectable()
export class Uploads {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(STORAGE) private readonly storage: Storage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
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
