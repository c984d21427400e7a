import { Injectable } from '@nestjs/common';
import { promotionIdOf } from '@lens/domain';
import { Failure } from '../../http/failure';
import { ReadModels } from '../../submissions/read-models';
import { PROMO_USAGE_TABLE } from '@lens/read-models';

const PROMOTION_SQL = `
  SELECT p.code, p.promotion_name, p.display_name, p.jira_issue_id,
         p.start_date::text AS start_date, p.end_date::text AS end_date,
         p.eligible_brands, p.patient_types, p.entry_types, p.both_eyes, p.award,
         p.practice_saps, p.practice_scg_keys, m.code_class,
         coalesce(c.combine_classes, '[]'::jsonb) AS combine_classes,
         p.created_at AS "createdAt", p.updated_at AS "updatedAt",
         (SELECT count(*)::int FROM ${PROMO_USAGE_TABLE} u
           WHERE u.code_key = p.code_key AND u.active AND u.confirmed_at IS NOT NULL) AS used
    FROM read_promotions.promotions p
    LEFT JOIN read_promotions.code_class_members m ON m.code_key = p.code_key
    LEFT JOIN read_promotions.code_classes c ON c.code_class = m.code_class
   WHERE p.code IS NOT NULL`;

/** Promotions and code classes as the admin pages list them (the `promotions` read model). */
@Injectable()
export class PromotionCatalogue {
  constructor(private readonly readModels: ReadModels) {}

  /** Every promotion, newest first, with its class, what it stacks with and how often used. */
  async promotions() {
    return this.readModels.rows(`${PROMOTION_SQL} ORDER BY p.created_at DESC, p.code`, []);
  }

  async promotion(code: string) {
    const [row] = await this.readModels.rows(`${PROMOTION_SQL} AND p.promotion_id = $1`, [
      promotionIdOf(code),
    ]);
    if (!row) throw new Failure('NOT_FOUND', 'code');
    return row;
  }

  /** Every code class with its codes and the classes it combines with. */
  async codeClasses() {
    return this.readModels.rows(
      `SELECT c.code_class, c.combine_classes,
              coalesce(array_agg(m.code_key ORDER BY m.added_at) FILTER (WHERE m.code_key IS NOT NULL),
                       '{}') AS codes
         FROM read_promotions.code_classes c
         LEFT JOIN read_promotions.code_class_members m USING (code_class)
        GROUP BY c.code_class, c.combine_classes ORDER BY c.code_class`,
      [],
    );
  }
}
