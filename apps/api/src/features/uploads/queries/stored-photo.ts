import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { Actor } from '../../../platform/auth/tokens';
import { Failure } from '../../../platform/http/failure';
import { PG_POOL } from '../../../platform/infrastructure/tokens';
import { STORAGE, type Storage } from '../../../platform/storage/storage';
import { FILE_KEY, type StoredFile, type UploadRecord } from '../uploads';

/** Roles that may see every entry's photos (support and admins, acting as themselves). */
const PHOTO_STAFF = new Set(['admin', 'support']);

/** A stored photo for its owner or staff, as a stream; 404 for anyone else, so nothing leaks. */
export class StoredPhotoQuery extends Query<StoredFile> {
  constructor(
    readonly key: string,
    readonly actor: Actor,
  ) {
    super();
  }
}

@QueryHandler(StoredPhotoQuery)
export class StoredPhotoHandler implements IQueryHandler<StoredPhotoQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(STORAGE) private readonly storage: Storage,
  ) {}

  async execute({ key, actor }: StoredPhotoQuery) {
    const { rows } = FILE_KEY.test(key)
      ? await this.pool.query<UploadRecord>(
          'SELECT key, owner_profile_id, content_type FROM uploads WHERE key = $1',
          [key],
        )
      : { rows: [] };
    const record = rows[0];
    const staff = PHOTO_STAFF.has(actor.role) && !actor.impersonatorId;
    if (!record || (record.owner_profile_id !== actor.profileId && !staff))
      throw new Failure('NOT_FOUND', 'key');
    const file = await this.storage.open(record.key);
    if (!file) throw new Failure('NOT_FOUND', 'key');
    return { ...file, contentType: record.content_type };
  }
}
