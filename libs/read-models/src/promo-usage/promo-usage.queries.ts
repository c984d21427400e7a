import type { PromoCodeEntry } from '@lens/validation';
import { PROJECTION_NAMES, liveTable } from '../names';
import { type ReadDb, rowsOf } from '../read-db';

/** The codes applied to entries, as the queries name the table (`read_promo_usage.usage`). */
export const PROMO_USAGE_TABLE = liveTable(PROJECTION_NAMES.promoUsage, 'usage');

interface UsageRow {
  code: string;
  code_class: string;
  award: number;
  applied_at: string | null;
}

/** The entry's active codes, highest award first. */
export async function activeCodesOf(db: ReadDb, submissionId: string): Promise<PromoCodeEntry[]> {
  const rows = await rowsOf<UsageRow>(
    db,
    `SELECT code, code_class, award, applied_at FROM ${PROMO_USAGE_TABLE}
      WHERE submission_id = $1 AND active ORDER BY award DESC, code_class, code_key`,
    [submissionId],
  );
  return rows.map((row) => ({
    code: row.code,
    codeClass: row.code_class,
    award: row.award,
    appliedAt: row.applied_at && new Date(row.applied_at).toISOString(),
  }));
}
