import { Injectable } from '@nestjs/common';
import type { EntryType, PatientType, ProductCode, PromoCodeDefinition } from '@lens/domain';
import { ReadModels } from '../submissions/read-models';
import { promotionsQueries } from '@lens/read-models';

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

/** Promo code definitions from the `promotions` read model, as the domain checks them. */
@Injectable()
export class PromotionDefinitions {
  constructor(private readonly readModels: ReadModels) {}

  /**
   * The promotion a code pays, with its class and the classes that class combines with. A code
   * in no class is a class of its own that combines with nothing.
   */
  async ofCode(code: string): Promise<PromoCodeDefinition | undefined> {
    const [row] = await this.readModels.rows<DefinitionRow>(promotionsQueries.definitionOf, [
      code.trim().toUpperCase(),
    ]);
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
  async classOf(code: string): Promise<string | undefined> {
    const [row] = await this.readModels.rows<{ code_class: string }>(promotionsQueries.classOf, [
      code.trim().toUpperCase(),
    ]);
    return row?.code_class;
  }
}
