// The escalation form's choices. The specification names only `ecp_ineligible`; the rest are ours
// (docs/decisions/validation.md).
export const ESCALATION_CONTACT_TYPES = ['ecp_staff', 'patient', 'other'] as const;
export const ESCALATION_SUBMISSION_TYPES = ['online', 'express_rewards', 'checkout_shop'] as const;
export const ESCALATION_REASONS = [
  'ecp_ineligible',
  'submission_status',
  'reward_card',
  'technical_issue',
  'other',
] as const;
export const CONTACT_PREFERENCES = ['email', 'phone'] as const;
