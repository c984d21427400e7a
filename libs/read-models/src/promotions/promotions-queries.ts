import { PROJECTION_NAMES, liveTable } from '../names';
import { PROMO_USAGE_TABLE } from '../promo-usage/promo-usage-queries';

/** The promotions' tables, as the api's queries name them (`read_promotions.<table>`). */
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

/** The promotions' queries (positional parameters in the order each names). */
export const promotionsQueries = {
  /** Every promotion, newest first. */
  catalogue: `${CATALOGUE_SQL} ORDER BY p.created_at DESC, p.code`,
  /** $1 promotion id: one promotion of the catalogue. */
  cataloguePromotion: `${CATALOGUE_SQL} AND p.promotion_id = $1`,
  /** Every code class with its codes and the classes it combines with. */
  codeClasses: `SELECT c.code_class, c.combine_classes,
              coalesce(array_agg(m.code_key ORDER BY m.added_at) FILTER (WHERE m.code_key IS NOT NULL),
                       '{}') AS codes
         FROM ${CODE_CLASSES_TABLE} c
         LEFT JOIN ${CODE_CLASS_MEMBERS_TABLE} m USING (code_class)
        GROUP BY c.code_class, c.combine_classes ORDER BY c.code_class`,
  /** $1 code key: the running code's definition, its class and what the class combines with. */
  definitionOf: `SELECT p.code, p.promotion_name, p.display_name, p.jira_issue_id,
              p.start_date::text AS start_date, p.end_date::text AS end_date,
              p.eligible_brands, p.patient_types, p.entry_types, p.both_eyes, p.award,
              p.practice_saps, p.practice_scg_keys, m.code_class, c.combine_classes
         FROM ${PROMOTIONS_TABLE} p
         LEFT JOIN ${CODE_CLASS_MEMBERS_TABLE} m ON m.code_key = p.code_key
         LEFT JOIN ${CODE_CLASSES_TABLE} c ON c.code_class = m.code_class
        WHERE p.code_key = $1 AND p.start_date IS NOT NULL AND p.end_date IS NOT NULL
        ORDER BY m.added_at NULLS LAST, m.code_class LIMIT 1`,
  /** $1 code key: the class the code is in. */
  classOf: `SELECT code_class FROM ${CODE_CLASS_MEMBERS_TABLE}
        WHERE code_key = $1 ORDER BY added_at, code_class LIMIT 1`,
} as const;
