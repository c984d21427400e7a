// A request to support (the escalation form, the FAQ's question form): stream `escalation-<id>`.
// The person is acknowledged with a short reference; support replies (by e-mail, in the person's
// language) and closes it. Submitting is the API's append of `EscalationSubmitted`; replying and
// closing are decided here.
import { type Language } from '../catalog/codes';
import { type Message } from '../core/event';
import { accept, err, type Decision } from '../core/result';
import { isoTimestamp, type Instant } from '../time/days';

export const ESCALATION_STATUSES = ['open', 'answered', 'closed'] as const;
export type EscalationStatus = (typeof ESCALATION_STATUSES)[number];

/** Two groups of four letters or digits without look-alikes (0/O, 1/I), e.g. `K7QX-3HMD`. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REFERENCE = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

export const isEscalationReference = (value: string): boolean => REFERENCE.test(value);

/** A reference generator over a source of random integers in [0, size). */
export function escalationReferenceGenerator(randomIndex: (size: number) => number): () => string {
  const size = REFERENCE_ALPHABET.length;
  const group = () =>
    Array.from({ length: 4 }, () =>
      REFERENCE_ALPHABET.charAt(Math.abs(Math.trunc(randomIndex(size))) % size),
    ).join('');
  return () => `${group()}-${group()}`;
}

/** Whom support writes to: the person who asked, in the language they asked in. */
export interface EscalationContact {
  readonly email: string;
  readonly firstName: string;
  readonly language: Language;
}

/**
 * What the lifecycle needs of the submitted form (the API records the whole form). Events
 * recorded before the inbox have neither `reference` nor `language`.
 */
export type EscalationSubmitted = Message<
  'EscalationSubmitted',
  {
    escalationId: string;
    reference?: string;
    language?: Language;
    form: { readonly email: string; readonly first_name: string };
    submittedAt: string;
    /**
     * False when the person's mailbox had its day's acknowledgements already (issue 26 item 7):
     * the request is kept, no acknowledgement is sent. Absent on earlier events: sent.
     */
    acknowledged?: boolean;
  }
>;

export type EscalationReplied = Message<
  'EscalationReplied',
  {
    escalationId: string;
    reference: string;
    message: string;
    /** The address and language the reply went to, as they were when it was sent. */
    to: EscalationContact;
    repliedBy: string;
    repliedAt: string;
  }
>;

export type EscalationClosed = Message<
  'EscalationClosed',
  { escalationId: string; closedBy: string; closedAt: string }
>;

export type EscalationEvent = EscalationSubmitted | EscalationReplied | EscalationClosed;

export const ESCALATION_EVENT_TYPES = [
  'EscalationSubmitted',
  'EscalationReplied',
  'EscalationClosed',
] as const satisfies readonly EscalationEvent['type'][];

export type ReplyToEscalation = Message<
  'ReplyToEscalation',
  { escalationId: string; message: string; repliedBy: string }
>;
export type CloseEscalation = Message<
  'CloseEscalation',
  { escalationId: string; closedBy: string }
>;
export type EscalationCommand = ReplyToEscalation | CloseEscalation;

export type EscalationError =
  | { readonly code: 'NOT_FOUND'; readonly field: 'escalationId' }
  | { readonly code: 'ESCALATION_CLOSED'; readonly field: 'escalationId' }
  | { readonly code: 'NULL'; readonly field: 'message' };

export type EscalationState =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'submitted';
      readonly escalationId: string;
      readonly reference: string;
      readonly status: EscalationStatus;
      readonly contact: EscalationContact;
    };

/** The reference of an escalation submitted before references: its id's first eight characters. */
export const legacyReference = (escalationId: string): string =>
  escalationId.replace(/-/g, '').slice(0, 8).toUpperCase();

export function evolveEscalation(state: EscalationState, event: EscalationEvent): EscalationState {
  switch (event.type) {
    case 'EscalationSubmitted': {
      const { escalationId, reference, language, form } = event.data;
      return {
        kind: 'submitted',
        escalationId,
        reference: reference ?? legacyReference(escalationId),
        status: 'open',
        contact: { email: form.email, firstName: form.first_name, language: language ?? 'en' },
      };
    }
    case 'EscalationReplied':
      return state.kind === 'submitted' && state.status !== 'closed'
        ? { ...state, status: 'answered' }
        : state;
    case 'EscalationClosed':
      return state.kind === 'submitted' ? { ...state, status: 'closed' } : state;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export function decideEscalation(
  command: EscalationCommand,
  state: EscalationState,
  env: { readonly now: Instant },
): Decision<EscalationEvent, EscalationError> {
  if (state.kind === 'none') return err({ code: 'NOT_FOUND', field: 'escalationId' });
  switch (command.type) {
    case 'ReplyToEscalation': {
      if (state.status === 'closed')
        return err({ code: 'ESCALATION_CLOSED', field: 'escalationId' });
      const message = command.data.message.trim();
      if (message === '') return err({ code: 'NULL', field: 'message' });
      return accept({
        type: 'EscalationReplied',
        data: {
          escalationId: state.escalationId,
          reference: state.reference,
          message,
          to: state.contact,
          repliedBy: command.data.repliedBy,
          repliedAt: isoTimestamp(env.now),
        },
      });
    }
    case 'CloseEscalation':
      if (state.status === 'closed') return accept();
      return accept({
        type: 'EscalationClosed',
        data: {
          escalationId: state.escalationId,
          closedBy: command.data.closedBy,
          closedAt: isoTimestamp(env.now),
        },
      });
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export const escalationDecider = {
  decide: decideEscalation,
  evolve: evolveEscalation,
  initialState: (): EscalationState => ({ kind: 'none' }),
};
