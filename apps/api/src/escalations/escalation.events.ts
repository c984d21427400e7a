import type { Message } from '@lens/domain';
import type { Escalation } from '@lens/validation';

/** Bump with an upcaster when `EscalationSubmitted` changes shape. */
export const ESCALATION_SCHEMA_VERSION = 1;

/** The escalation form as kept: everything but the captcha response. */
export type EscalationForm = Omit<Escalation, 'captcha_token'>;

/** A contact-support request (stream `escalation-<id>`), for the support team to take up. */
export type EscalationSubmitted = Message<
  'EscalationSubmitted',
  { escalationId: string; form: EscalationForm; submittedAt: string }
>;
