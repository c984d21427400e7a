import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import type { Storage } from '../../platform/storage/storage';

/**
 * The bytes of an entry's receipt as uploaded for it, when its file is still in storage with the
 * content hash the entry recorded; null otherwise (gone, changed, never uploaded for this entry).
 */
export async function receiptFile(
  pool: Pool,
  storage: Storage,
  submissionId: string,
  contentHash: string,
): Promise<Buffer | null> {
  const { rows } = await pool.query<{ key: string }>(
    `SELECT key FROM uploads
      WHERE submission_id = $1 AND kind = 'receipt' AND sha256 = $2
      ORDER BY created_at LIMIT 1`,
    [submissionId, contentHash],
  );
  const key = rows[0]?.key;
  const bytes = key ? await storage.get(key) : null;
  const intact =
    bytes !== null &&
    bytes.length > 0 &&
    createHash('sha256').update(bytes).digest('hex') === contentHash;
  return intact ? bytes : null;
}
