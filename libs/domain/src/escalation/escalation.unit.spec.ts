import { deciderSpecification } from '../testing/decider-specification';
import {
  escalationDecider,
  escalationReferenceGenerator,
  isEscalationReference,
  legacyReference,
  type EscalationClosed,
  type EscalationReplied,
  type EscalationSubmitted,
} from './escalation';

const NOW = Date.UTC(2025, 8, 15, 15);
const AT = '2025-09-15T15:00:00.000Z';
const ID = '6f9c1a52-0000-4000-8000-000000000001';
const spec = deciderSpecification(escalationDecider, { now: NOW });

const submitted: EscalationSubmitted = {
  type: 'EscalationSubmitted',
  data: {
    escalationId: ID,
    reference: 'K7QX-3HMD',
    language: 'es',
    form: { email: 'ana@example.com', first_name: 'Ana' },
    submittedAt: AT,
  },
};
const contact = { email: 'ana@example.com', firstName: 'Ana', language: 'es' } as const;
const replied = (message = 'Your card is on its way.'): EscalationReplied => ({
  type: 'EscalationReplied',
  data: {
    escalationId: ID,
    reference: 'K7QX-3HMD',
    message,
    to: contact,
    repliedBy: 'support-1',
    repliedAt: AT,
  },
});
const closed: EscalationClosed = {
  type: 'EscalationClosed',
  data: { escalationId: ID, closedBy: 'support-1', closedAt: AT },
};
const reply = (message: string) =>
  ({
    type: 'ReplyToEscalation',
    data: { escalationId: ID, message, repliedBy: 'support-1' },
  }) as const;
const close = {
  type: 'CloseEscalation',
  data: { escalationId: ID, closedBy: 'support-1' },
} as const;

describe('an escalation', () => {
  it('is answered by a reply to the person, in their language, with its reference', () => {
    spec.given([submitted]).when(reply('  Your card is on its way. ')).then([replied()]);
  });

  it('may be answered again, and stays answered', () => {
    spec
      .given([submitted, replied()])
      .when(reply('One more thing.'))
      .then([replied('One more thing.')]);
  });

  it('needs a message', () => {
    spec.given([submitted]).when(reply('   ')).thenFails({ code: 'NULL', field: 'message' });
  });

  it('is closed once; a closed escalation takes no reply', () => {
    spec.given([submitted, replied()]).when(close).then([closed]);
    spec.given([submitted, closed]).when(close).thenNothingHappens();
    spec.given([submitted, closed]).when(reply('Hello')).thenFails({ code: 'ESCALATION_CLOSED' });
  });

  it('is not found before it was submitted', () => {
    spec.given([]).when(close).thenFails({ code: 'NOT_FOUND' });
  });

  it('tracks its status: open, answered, closed', () => {
    const statusAfter = (events: Parameters<typeof spec.given>[0]) => {
      const state = events.reduce(escalationDecider.evolve, escalationDecider.initialState());
      return state.kind === 'submitted' ? state.status : state.kind;
    };
    expect(statusAfter([submitted])).toBe('open');
    expect(statusAfter([submitted, replied()])).toBe('answered');
    expect(statusAfter([submitted, replied(), closed])).toBe('closed');
    expect(statusAfter([submitted, closed, replied()])).toBe('closed');
    expect(statusAfter([replied(), closed])).toBe('none');
  });

  it('gives one submitted before references a reference from its id, and English', () => {
    const old: EscalationSubmitted = {
      type: 'EscalationSubmitted',
      data: { escalationId: ID, form: submitted.data.form, submittedAt: AT },
    };
    const state = escalationDecider.evolve(escalationDecider.initialState(), old);
    expect(state).toMatchObject({ reference: '6F9C1A52', contact: { language: 'en' } });
    expect(legacyReference(ID)).toBe('6F9C1A52');
  });

  it('has short references without look-alikes', () => {
    let i = 0;
    const next = escalationReferenceGenerator((size) => (i += 5) % size);
    const reference = next();
    expect(isEscalationReference(reference)).toBe(true);
    expect(next()).not.toBe(reference);
    expect(isEscalationReference('K7QX-3HM0')).toBe(false);
  });
});
