import { type Promotion } from '@lens/validation';
import { type ApiClient } from '../../api/client';

export interface PromotionRow {
  code: string;
  promotion_name: string;
  display_name: string | null;
  jira_issue_id: string | null;
  start_date: string;
  end_date: string;
  eligible_brands: string[];
  patient_types: string[];
  entry_types: string[];
  both_eyes: boolean;
  award: number;
  practice_saps: string[];
  practice_scg_keys: string[];
  code_class: string | null;
  combine_classes: string[];
  used: number;
}

export interface CodeClassRow {
  code_class: string;
  combine_classes: string[];
  codes: string[];
}

export const promotionsApi = (api: ApiClient) => ({
  list: () => api.get<{ promotions: PromotionRow[] }>('promotions'),
  create: (promotion: Promotion) => api.post<{ promotion: PromotionRow }>('promotions', promotion),
  edit: (promotion: Promotion) =>
    api.put<{ promotion: PromotionRow }>(
      `promotions/${encodeURIComponent(promotion.code)}`,
      promotion,
    ),
  codeClasses: () => api.get<{ codeClasses: CodeClassRow[] }>('code-classes'),
  defineCodeClass: (body: { code_class: string; code: string }) =>
    api.post<{ codeClasses: CodeClassRow[] }>('code-classes', body),
  combine: (body: { code_class: string; combine_classes: string[] }) =>
    api.put<{ codeClasses: CodeClassRow[] }>('code-classes/combine', body),
});
