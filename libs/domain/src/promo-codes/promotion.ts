// Promotions and code classes as admins define them (spec 001 §3), loaded by the caller.
import { type EntryType, type PatientType, type ProductCode } from '../catalog/codes';
import { type IsoDay } from '../time/days';

export interface PromotionPractices {
  readonly saps?: readonly string[];
  readonly scg_keys?: readonly string[];
}

export interface Promotion {
  readonly promotion_name: string;
  readonly jira_issue_id?: string | null;
  readonly display_name?: string | null;
  /** Inclusive days. */
  readonly start_date: IsoDay;
  readonly end_date: IsoDay;
  /** An empty list means every brand; the same for patient and entry types. */
  readonly eligible_brands: readonly ProductCode[];
  readonly patient_types: readonly PatientType[];
  readonly entry_types: readonly EntryType[];
  readonly both_eyes: boolean;
  /** Whole dollars. */
  readonly award: number;
  /** Absent, or both lists empty, means every practice. */
  readonly practices?: PromotionPractices | null;
}

/** One code, its class and the promotion it pays. */
export interface PromoCodeDefinition {
  readonly code: string;
  readonly code_class: string;
  /** Classes this class may be combined with. */
  readonly combine_classes: readonly string[];
  readonly promotion: Promotion;
}

/** A code on an entry, as its PromoCodeApplied event recorded it. */
export interface AppliedPromoCode {
  readonly code: string;
  readonly codeClass: string;
  readonly award: number;
  readonly combineClasses: readonly string[];
}
