import { z } from 'zod';
import { day, instant } from './shared';

/** A promotion as the admin pages list it: its terms, its class, how often it was used. */
export const promotionRowSchema = z.object({
  code: z.string(),
  promotion_name: z.string(),
  display_name: z.string().nullable(),
  jira_issue_id: z.string().nullable(),
  start_date: day(),
  end_date: day(),
  eligible_brands: z.array(z.string()),
  patient_types: z.array(z.string()),
  entry_types: z.array(z.string()),
  both_eyes: z.boolean(),
  award: z.number(),
  practice_saps: z.array(z.string()),
  practice_scg_keys: z.array(z.string()),
  code_class: z.string().nullable(),
  combine_classes: z.array(z.string()),
  createdAt: instant(),
  updatedAt: instant(),
  /** Confirmed entries that use the code. */
  used: z.number().int(),
});
export type PromotionRow = z.infer<typeof promotionRowSchema>;

/** A code class with its codes and the classes it combines with. */
export const codeClassRowSchema = z.object({
  code_class: z.string(),
  combine_classes: z.array(z.string()),
  codes: z.array(z.string()),
});
export type CodeClassRow = z.infer<typeof codeClassRowSchema>;

/** `GET /admin/api/promotions`. */
export const promotionListSchema = z.object({ promotions: z.array(promotionRowSchema) });
export type PromotionList = z.infer<typeof promotionListSchema>;
/** `GET`, `POST`, `PUT /admin/api/promotions[/{code}]`, the practice-list upload. */
export const promotionResultSchema = z.object({ promotion: promotionRowSchema });
export type PromotionResult = z.infer<typeof promotionResultSchema>;
/** `GET`, `POST /admin/api/code-classes`, `PUT …/combine`. */
export const codeClassListSchema = z.object({ codeClasses: z.array(codeClassRowSchema) });
export type CodeClassList = z.infer<typeof codeClassListSchema>;
