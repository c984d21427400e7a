import type { Language, Message } from '@lens/domain';
import type { Escalation } from '@lens/validation';

/**
 * Bump with an upcaster when `EscalationSubmitted` changes shape. (`reference` and `language`
 * were added without one: readers take an event without them as the domain's `evolveEscalation`
 * does, so no stored event needs rewriting.)
 */
export const ESCALATION_SCHEMA_VERSION = 1;

/** The escalation form as kept: everything but the captcha response. */
export type EscalationForm = Omit<Escalation, 'captcha_token'>;

/**
 * A contact-support request (stream `escalation-<id>`), for the support team to take up: the
 * form, the short reference the person is given, and the language they wrote in (the one their
 * acknowledgement and replies are in). The lifecycle after it is `@lens/domain`'s escalation.
 */
export type EscalationSubmitted = Message<
  'EscalationSubmitted',
  {
    escalationId: string;
    reference: string;
    language: Language;
    form: EscalationForm;
    submittedAt: string;
    /** False past the mailbox's daily acknowledgements: kept for support, not acknowledged. */
    acknowledged: boolean;
  }
>;
