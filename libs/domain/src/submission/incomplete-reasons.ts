// Why an admin logged an entry incomplete (the OAMOE override, spec 000 §2; spec 001 §3's
// `incomplete_reason`, with `batch_id` and `comment`). The specification names no values.
import { memberOf } from '../core/member-of';

export const INCOMPLETE_REASONS = [
  'practice_inactive',
  'awaiting_documents',
  'patient_unreachable',
  'other',
] as const;
export type IncompleteReason = (typeof INCOMPLETE_REASONS)[number];

export const isIncompleteReason = memberOf<IncompleteReason>(INCOMPLETE_REASONS);
