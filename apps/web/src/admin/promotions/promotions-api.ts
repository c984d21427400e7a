import { type CodeClassRow, type Promotion, type PromotionRow } from '@lens/validation';
import { type ApiClient } from '../../api/client';

export type { CodeClassRow, PromotionRow };

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
