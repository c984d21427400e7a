/** A valid escalation form (POST /api/escalations), public and limited per address. */
export const escalationForm = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ana',
  last_name: 'Núñez',
  email: 'ana@example.com',
  phone_number: '',
  contact_type: 'patient',
  rewards_submission_type: 'online',
  reason_for_inquiry: 'reward_card',
  patient_first_name: 'Luis',
  patient_last_initial: 'n',
  patient_email: 'luis@example.com',
  comments: 'My card has not arrived.',
  ...overrides,
});
