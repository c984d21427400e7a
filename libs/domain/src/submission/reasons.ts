// Reason codes recorded with a rejection or a mail requirement.
import { memberOf } from '../core/member-of';

export const REJECTION_REASONS = [
  'RECEIPT_MISSING',
  'RECEIPT_UNREADABLE',
  'RECEIPT_MISMATCH',
  'DUPLICATE_RECEIPT',
  'PRACTICE_INACTIVE',
  'PURCHASE_DATE_BEFORE_BRAND_MINIMUM',
  'PRODUCT_NOT_AVAILABLE',
  'ANNUAL_LIMIT_EXCEEDED',
  'NOT_ELIGIBLE',
  'OTHER',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

export const isRejectionReason = memberOf<RejectionReason>(REJECTION_REASONS);

export const MAIL_REQUIRED_REASONS = ['NOT_LISTED_PRACTICE', 'RECEIPT_UNUSABLE'] as const;
export type MailRequiredReason = (typeof MAIL_REQUIRED_REASONS)[number];
