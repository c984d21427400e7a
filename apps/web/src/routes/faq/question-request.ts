import { type Escalation } from '@lens/validation';
import { type FaqTopic } from './faq-content';

export interface QuestionValues {
  first_name: string;
  last_name: string;
  email: string;
  topic: FaqTopic;
  question: string;
  captcha_token?: string;
}

const REASONS: Record<FaqTopic, Escalation['reason_for_inquiry']> = {
  eligibility: 'other',
  receipt: 'submission_status',
  card: 'reward_card',
  rewards: 'other',
  express: 'other',
  care: 'other',
};

/**
 * An FAQ question goes to support as an escalation (POST /api/escalations): a patient asking
 * about their own rewards, answered by e-mail.
 */
export function questionEscalation(values: QuestionValues) {
  const lastName = values.last_name.trim();
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    contact_type: 'patient',
    contact_preference: 'email',
    rewards_submission_type: values.topic === 'express' ? 'express_rewards' : 'online',
    reason_for_inquiry: REASONS[values.topic],
    patient_first_name: values.first_name,
    patient_last_initial: [...lastName][0] ?? '',
    patient_email: values.email,
    comments: values.question,
    ...(values.captcha_token ? { captcha_token: values.captcha_token } : {}),
  };
}

/** The escalation's field errors on the question form's own fields. */
export function questionErrors(errors: Record<string, string>): Record<string, string> {
  const fields: Record<string, keyof QuestionValues> = {
    first_name: 'first_name',
    patient_first_name: 'first_name',
    last_name: 'last_name',
    patient_last_initial: 'last_name',
    email: 'email',
    patient_email: 'email',
    comments: 'question',
    captcha_token: 'captcha_token',
  };
  const mapped: Record<string, string> = {};
  for (const [name, message] of Object.entries(errors)) {
    const field = fields[name] ?? 'question';
    mapped[field] ??= message;
  }
  return mapped;
}
