import { PROJECTION_NAMES, liveTable } from '../names';

/** The codes applied to entries, as the api's queries name the table (`read_promo_usage.usage`). */
export const PROMO_USAGE_TABLE = liveTable(PROJECTION_NAMES.promoUsage, 'usage');

export const promoUsageQueries = {
  /** $1 submission id: the entry's active codes, highest award first. */
  activeCodesOf: `SELECT code, code_class, award, applied_at FROM ${PROMO_USAGE_TABLE}
        WHERE submission_id = $1 AND active ORDER BY award DESC, code_class, code_key`,
} as const;
