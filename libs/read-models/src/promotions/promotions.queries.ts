import type { EntryType, PatientType, ProductCode, PromoCodeDefinition } from '@lens/domain';
import type {
  CodeClassRow as CodeClassListing,
  PromotionRow as CataloguePromotion,
} from '@lens/validation';
import { PROJECTION_NAMES, liveTable } from '../names';
import { PROMO_USAGE_TABLE } from '../promo-usage/promo-usage.queries';
import { type ReadDb, firstOf, rowsOf } from '../read-db';

/** The promotions' tables, as the queries name them (`read_promotions.<table>`). */
export const PROMOTIONS_TABLE = liveTable(PROJECTION_NAMES.promotions, 'promotions');
export const CODE_CLASSES_TABLE = liveTable(PROJECTION_NAMES.promotions, 'code_classes');
export const CODE_CLASS_MEMBERS_TABLE = liveTable(
  PROJECTION_NAMES.promotions,
  'code_class_members',
);

/** A promotion with its class, what it stacks with and how often it was used (admin pages). */
const CATALOGUE_SQL = `
  SELECT p.code, p.promotion_name, p.display_name, p.jira_issue_id,
         p.start_date::text AS start_date, p.end_date::text AS end_date,
         p.eligible_brands, p.patient_types, p.entry_types, p.both_eyes, p.award,
         p.practice_saps, p.practice_scg_keys, m.code_class,
         coalesce(c.combine_classes, '[]'::jsonb) AS combine_classes,
         p.created_at AS "createdAt", p.updated_at AS "updatedAt",
         (SELECT count(*)::int FROM ${PROMO_USAGE_TABLE} u
           WHERE u.code_key = p.code_key AND u.active AND u.confirmed_at IS NOT NULL) AS used
    FROM ${PROMOTIONS_TABLE} p
    LEFT JOIN ${CODE_CLASS_MEMBERS_TABLE} m ON m.code_key = p.code_key
    LEFT JOIN ${CODE_CLASSES_TABLE} c ON c.code_class = m.code_class
   WHERE p.code IS NOT NULL`;

/** Every promotion of the catalogue, newest first. */
export const promotionCatalogue = (db: ReadDb) =>
  rowsOf<CataloguePromotion>(db, `${CATALOGUE_SQL} ORDER BY p.created_at DESC, p.code`);

/** One promotion of the catalogue, by its promotion id. */
export const cataloguePromotion = (db: ReadDb, promotionId: string) =>
  firstOf<CataloguePromotion>(db, `${CATALOGUE_SQL} AND p.promotion_id = $1`, [promotionId]);

/** Every code class with its codes and the classes it combines with. */
export const codeClassListing = (db: ReadDb) =>
  rowsOf<CodeClassListing>(
    db,
    `SELECT c.code_class, c.combine_classes,
            coalesce(array_agg(m.code_key ORDER BY m.added_at) FILTER (WHERE m.code_key IS NOT NULL),
                     '{}') AS codes
       FROM ${CODE_CLASSES_TABLE} c
       LEFT JOIN ${CODE_CLASS_MEMBERS_TABLE} m USING (code_class)
      GROUP BY c.code_class, c.combine_classes ORDER BY c.code_class`,
  );

interface DefinitionRow {
  code: string;
  promotion_name: string;
  display_name: string | null;
  jira_issue_id: string | null;
  start_date: string;
  end_date: string;
  eligible_brands: ProductCode[];
  patient_types: PatientType[];
  entry_types: EntryType[];
  both_eyes: boolean;
  award: number;
  practice_saps: string[];
  practice_scg_keys: string[];
  code_class: string | null;
  combine_classes: string[] | null;
}

/** A code as stored: trimmed, upper case. */
const keyOf = (code: string) => code.trim().toUpperCase();

/**
 * The promotion a running code pays, with its class and the classes that class combines with,
 * as the domain checks it. A code in no class is a class of its own that combines with nothing.
 */
export async function promoCodeDefinition(
  db: ReadDb,
  code: string,
): Promise<PromoCodeDefinition | undefined> {
  const row = await firstOf<DefinitionRow>(
    db,
    `SELECT p.code, p.promotion_name, p.display_name, p.jira_issue_id,
            p.start_date::text AS start_date, p.end_date::text AS end_date,
            p.eligible_brands, p.patient_types, p.entry_types, p.both_eyes, p.award,
            p.practice_saps, p.practice_scg_keys, m.code_class, c.combine_classes
       FROM ${PROMOTIONS_TABLE} p
       LEFT JOIN ${CODE_CLASS_MEMBERS_TABLE} m ON m.code_key = p.code_key
       LEFT JOIN ${CODE_CLASSES_TABLE} c ON c.code_class = m.code_class
      WHERE p.code_key = $1 AND p.start_date IS NOT NULL AND p.end_date IS NOT NULL
      ORDER BY m.added_at NULLS LAST, m.code_class LIMIT 1`,
    [keyOf(code)],
  );
  if (!row) return undefined;
  return {
    code: row.code,
    code_class: row.code_class ?? row.code.toUpperCase(),
    combine_classes: row.combine_classes ?? [],
    promotion: {
      promotion_name: row.promotion_name,
      display_name: row.display_name,
      jira_issue_id: row.jira_issue_id,
      start_date: row.start_date,
      end_date: row.end_date,
      eligible_brands: row.eligible_brands,
      patient_types: row.patient_types,
      entry_types: row.entry_types,
      both_eyes: row.both_eyes,
      award: row.award,
      practices: { saps: row.practice_saps, scg_keys: row.practice_scg_keys },
    },
  };
}

/** The class a code is in, if any (a code belongs to one class). */
export async function codeClassOf(db: ReadDb, code: string): Promise<string | undefined> {
  const row = await firstOf<{ code_class: string }>(
    db,
    `SELECT code_class FROM ${CODE_CLASS_MEMBERS_TABLE}
      WHERE code_key = $1 ORDER BY added_at, code_class LIMIT 1`,
    [keyOf(code)],
  );
  return row?.code_class;
}
