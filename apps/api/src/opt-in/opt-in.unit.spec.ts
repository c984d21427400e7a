import { type OptInState, type RecordOptIn, needsConfirmation, optInDecider } from './opt-in';

const now = new Date('2024-03-15T12:00:00Z');
const command = (overrides: Partial<RecordOptIn> = {}): RecordOptIn => ({
  profileId: null,
  source: 'estimator',
  language: 'es',
  email_opt_in: false,
  sms_opt_in: false,
  ...overrides,
});

function given(...commands: RecordOptIn[]): OptInState {
  return commands.reduce((state, c) => {
    const decision = optInDecider.decide(c, state, { now });
    return decision.events.reduce(optInDecider.evolve, state);
  }, optInDecider.initialState());
}

describe('opt-in consent', () => {
  it('records a first consent', () => {
    const decision = optInDecider.decide(
      command({ email_opt_in: true, email: 'ana@example.com' }),
      optInDecider.initialState(),
      { now },
    );
    expect(decision.events).toEqual([
      {
        type: 'OptInRecorded',
        data: {
          email_opt_in: true,
          email: 'ana@example.com',
          sms_opt_in: false,
          phone_number: null,
          profileId: null,
          source: 'estimator',
          recordedAt: '2024-03-15T12:00:00.000Z',
          language: 'es',
          confirmationRequested: true,
        },
      },
    ]);
  });

  it('records nothing when the same consent is given again', () => {
    const state = given(command({ email_opt_in: true, email: 'ana@example.com' }));
    const again = optInDecider.decide(
      command({ email_opt_in: true, email: 'ana@example.com' }),
      state,
      {
        now,
      },
    );
    expect(again.events).toEqual([]);
  });

  it('keeps the e-mail consent when the SMS page (no e-mail field) opts in to texts', () => {
    const state = given(
      command({ email_opt_in: true, email: 'ana@example.com' }),
      command({ sms_opt_in: true, phone_number: '2125550123', source: 'site' }),
    );
    expect(state).toMatchObject({
      email_opt_in: true,
      email: 'ana@example.com',
      sms_opt_in: true,
      phone_number: '2125550123',
      opt_in_source: 'site',
    });
  });

  it('withdraws a consent when the box is unticked with its address shown', () => {
    const state = given(
      command({ email_opt_in: true, email: 'ana@example.com' }),
      command({ email_opt_in: false, email: 'ana@example.com' }),
    );
    expect(state).toMatchObject({ email_opt_in: false, email: 'ana@example.com' });
  });

  it('asks for a confirmation e-mail for a new consent or a new address only', () => {
    const none = optInDecider.initialState();
    const ana = given(command({ email_opt_in: true, email: 'ana@example.com' }));
    const other = given(command({ email_opt_in: true, email: 'ana.m@example.com' }));
    const sms = given(command({ sms_opt_in: true, phone_number: '2125550123' }));
    expect(needsConfirmation(none, ana)).toBe(true);
    expect(needsConfirmation(ana, ana)).toBe(false);
    expect(needsConfirmation(ana, other)).toBe(true);
    expect(needsConfirmation(none, sms)).toBe(false);
  });

  it('says in the event whether the consent asks for a confirmation e-mail', () => {
    const requested = (state: OptInState, c: RecordOptIn) =>
      optInDecider.decide(c, state, { now }).events.map((e) => e.data.confirmationRequested);
    const ana = command({ email_opt_in: true, email: 'ana@example.com' });
    expect(requested(optInDecider.initialState(), ana)).toEqual([true]);
    const sms = command({ sms_opt_in: true, phone_number: '2125550123' });
    expect(requested(given(ana), sms)).toEqual([false]);
    expect(
      requested(given(ana), command({ email_opt_in: true, email: 'ana.m@example.com' })),
    ).toEqual([true]);
  });
});
