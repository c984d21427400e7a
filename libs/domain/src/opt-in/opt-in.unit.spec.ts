import { CONSENT_WORDINGS, CURRENT_CONSENT_WORDING, isConsentWording } from './consent-wording';
import {
  type OptInCommand,
  type OptInEvent,
  type OptInState,
  type RequestOptIn,
  optInDecider,
  statusOf,
} from './opt-in';

const now = new Date('2025-09-15T12:00:00Z');

const request = (overrides: Partial<RequestOptIn> = {}): RequestOptIn => ({
  kind: 'request',
  requestId: 'r1',
  channel: 'email',
  address: 'ana@example.com',
  consent: true,
  wordingVersion: CURRENT_CONSENT_WORDING.email,
  profileId: null,
  source: 'site',
  language: 'es',
  ...overrides,
});

function given(...commands: OptInCommand[]): OptInState {
  return commands.reduce((state, command) => {
    const decision = optInDecider.decide(command, state, { now });
    if (!decision.ok) throw new Error(JSON.stringify(decision.error));
    return decision.events.reduce(optInDecider.evolve, state);
  }, optInDecider.initialState());
}
const when = (state: OptInState, command: OptInCommand) =>
  optInDecider.decide(command, state, { now });
const eventsOf = (decision: ReturnType<typeof when>): readonly OptInEvent[] =>
  decision.ok ? decision.events : [];

describe('opt-in: nothing without consent', () => {
  it('refuses a request whose box was not ticked', () => {
    expect(when(given(), request({ consent: false }))).toEqual({
      ok: false,
      error: { code: 'CONSENT_REQUIRED', field: 'email' },
    });
    expect(
      when(given(), request({ channel: 'sms', address: '2125550142', consent: false })),
    ).toEqual({ ok: false, error: { code: 'CONSENT_REQUIRED', field: 'sms' } });
  });

  it('refuses an SMS consent without the published disclosure it was given under', () => {
    for (const wordingVersion of [undefined, 'sms-1999-01', CURRENT_CONSENT_WORDING.email])
      expect(
        when(given(), request({ channel: 'sms', address: '2125550142', wordingVersion })),
      ).toEqual({ ok: false, error: { code: 'CONSENT_WORDING_UNKNOWN', field: 'sms' } });
  });
});

describe('opt-in: double opt-in', () => {
  it('records a request with the time, source and wording version: pending, not subscribed', () => {
    const decision = when(
      given(),
      request({
        channel: 'sms',
        address: '2125550142',
        wordingVersion: CURRENT_CONSENT_WORDING.sms,
      }),
    );
    expect(eventsOf(decision)).toEqual([
      {
        type: 'OptInRequested',
        data: {
          requestId: 'r1',
          channel: 'sms',
          address: '2125550142',
          profileId: null,
          source: 'site',
          language: 'es',
          wordingVersion: 'sms-2025-09',
          requestedAt: '2025-09-15T12:00:00.000Z',
        },
      },
    ]);
    const state = eventsOf(decision).reduce(optInDecider.evolve, given());
    expect(statusOf(state.sms)).toBe('pending');
    expect(statusOf(state.email)).toBe('none');
  });

  it('takes effect only through the link of a request for this address', () => {
    const requested = given(request(), request({ requestId: 'r2' }));
    // Both e-mails' links work: a second e-mail does not void the first.
    expect(
      eventsOf(when(requested, { kind: 'confirm', channel: 'email', requestId: 'r1' })),
    ).toEqual([
      {
        type: 'OptInConfirmed',
        data: {
          requestId: 'r1',
          channel: 'email',
          address: 'ana@example.com',
          confirmedAt: '2025-09-15T12:00:00.000Z',
        },
      },
    ]);
    expect(when(requested, { kind: 'confirm', channel: 'email', requestId: 'other' })).toEqual({
      ok: false,
      error: { code: 'LINK_INVALID', field: 'token' },
    });
    expect(when(requested, { kind: 'confirm', channel: 'sms', requestId: 'r1' })).toMatchObject({
      ok: false,
    });
  });

  it('confirms once: the link again records nothing', () => {
    const confirmed = given(request(), { kind: 'confirm', channel: 'email', requestId: 'r1' });
    expect(statusOf(confirmed.email)).toBe('subscribed');
    expect(confirmed.email.consent).toMatchObject({
      address: 'ana@example.com',
      source: 'site',
      wordingVersion: 'email-2025-09',
      requestedAt: '2025-09-15T12:00:00.000Z',
      confirmedAt: '2025-09-15T12:00:00.000Z',
    });
    expect(when(confirmed, { kind: 'confirm', channel: 'email', requestId: 'r1' })).toEqual({
      ok: true,
      events: [],
    });
  });

  it('sends nothing for an address already subscribed; a new address keeps the old one until confirmed', () => {
    const confirmed = given(request(), { kind: 'confirm', channel: 'email', requestId: 'r1' });
    expect(eventsOf(when(confirmed, request({ requestId: 'r3' })))).toEqual([]);
    const moving = given(
      request(),
      { kind: 'confirm', channel: 'email', requestId: 'r1' },
      request({ requestId: 'r4', address: 'ana.m@example.com' }),
    );
    expect(moving.email.consent?.address).toBe('ana@example.com');
    expect(moving.email.pending?.address).toBe('ana.m@example.com');
  });

  it('a link of a request withdrawn since no longer confirms', () => {
    const state = given(request(), {
      kind: 'withdraw',
      channel: 'email',
      address: 'ana@example.com',
      via: 'link',
    });
    expect(when(state, { kind: 'confirm', channel: 'email', requestId: 'r1' })).toMatchObject({
      ok: false,
    });
  });
});

describe('opt-in: withdrawal', () => {
  const subscribed = () => given(request(), { kind: 'confirm', channel: 'email', requestId: 'r1' });

  it('stops a consent at once, by link or from the profile', () => {
    for (const [address, via] of [
      ['ana@example.com', 'link'],
      [null, 'profile'],
    ] as const) {
      const events = eventsOf(
        when(subscribed(), { kind: 'withdraw', channel: 'email', address, via }),
      );
      expect(events).toEqual([
        {
          type: 'OptInWithdrawn',
          data: {
            channel: 'email',
            address: 'ana@example.com',
            via,
            withdrawnAt: '2025-09-15T12:00:00.000Z',
          },
        },
      ]);
      expect(statusOf(events.reduce(optInDecider.evolve, subscribed()).email)).toBe('withdrawn');
    }
  });

  it('records an address never subscribed (so nothing is sent to it), once', () => {
    const first = when(given(), {
      kind: 'withdraw',
      channel: 'email',
      address: 'friend@example.com',
      via: 'one_click',
    });
    expect(eventsOf(first)).toHaveLength(1);
    const state = eventsOf(first).reduce(optInDecider.evolve, given());
    expect(statusOf(state.email)).toBe('withdrawn');
    expect(
      eventsOf(
        when(state, {
          kind: 'withdraw',
          channel: 'email',
          address: 'friend@example.com',
          via: 'link',
        }),
      ),
    ).toEqual([]);
  });

  it('leaves the consent of another address alone (an old e-mail’s link)', () => {
    expect(
      eventsOf(
        when(subscribed(), {
          kind: 'withdraw',
          channel: 'email',
          address: 'old@example.com',
          via: 'link',
        }),
      ),
    ).toEqual([]);
  });
});

describe('opt-in: consents recorded before double opt-in', () => {
  it('are read as still to be confirmed, and an unticked box later as a withdrawal', () => {
    const legacy = (email_opt_in: boolean): OptInEvent => ({
      type: 'OptInRecorded',
      data: {
        email_opt_in,
        email: 'ana@example.com',
        sms_opt_in: false,
        phone_number: null,
        profileId: 'p-1',
        source: 'estimator',
        recordedAt: '2024-03-15T12:00:00.000Z',
      },
    });
    const state = [legacy(true)].reduce(optInDecider.evolve, optInDecider.initialState());
    expect(statusOf(state.email)).toBe('pending');
    expect(state.email.pending).toMatchObject({ requestIds: [], wordingVersion: null });
    expect(statusOf(state.sms)).toBe('none');
    expect(state.profileId).toBe('p-1');
    expect(statusOf(optInDecider.evolve(state, legacy(false)).email)).toBe('withdrawn');
  });
});

describe('consent wording', () => {
  it('has every published wording in English and Spanish, and knows its channel', () => {
    for (const wording of Object.values(CONSENT_WORDINGS)) {
      expect(wording.text.en.length).toBeGreaterThan(40);
      expect(wording.text.es.length).toBeGreaterThan(40);
    }
    expect(CONSENT_WORDINGS[CURRENT_CONSENT_WORDING.sms].text.en).toMatch(
      /not a condition of any purchase.*Message and data rates may apply.*STOP/s,
    );
    expect(isConsentWording('sms', 'sms-2025-09')).toBe(true);
    expect(isConsentWording('email', 'sms-2025-09')).toBe(false);
    expect(isConsentWording('email', 'toString')).toBe(false);
  });
});
