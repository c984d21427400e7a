import {
  type CodeClassRow,
  type Promotion,
  type PromotionRow,
  type PromotionList,
  type PromotionResult,
  type CodeClassList,
} from '@lens/validation';
import { type ApiClient } from '../../api/client';

export type { CodeClassRow, PromotionRow };

export const promotionsApi = (api: ApiClient) => ({
  list: () => api.get<PromotionList>('promotions'),
  create: (promotion: Promotion) => api.post<PromotionResult>('promotions', promotion),
  edit: (promotion: Promotion) =>
    api.put<PromotionResult>(`promotions/${encodeURIComponent(promotion.code)}`, promotion),
  codeClasses: () => api.get<CodeClassList>('code-classes'),
  defineCodeClass: (body: { code_class: string; code: string }) =>
    api.post<CodeClassList>('code-classes', body),
  combine: (body: { code_class: string; combine_classes: string[] }) =>
    api.put<CodeClassList>('code-classes/combine', body),
});
