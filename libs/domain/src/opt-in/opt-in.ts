// Marketing consent (spec 001 §3 Opt-in) as a small event-sourced stream, `optin-<subject>`: a
// signed-in profile's id, or the SHA-256 of a visitor's e-mail address (or phone number). A
// consent takes effect only when its person confirms it through the link sent to the address
// (double opt-in); a withdrawal takes effect at once.
import type { Language, OPT_IN_SOURCES } from '../catalog/codes';
import { type Message } from '../core/event';
import { accept, type Decision, err } from '../core/result';
import { type OptInChannel, isConsentWording } from './consent-wording';

export type OptInSource = (typeof OPT_IN_SOURCES)[number];
export const WITHDRAWAL_ROUTES = ['link', 'one_click', 'profile'] as const;
export type WithdrawalRoute = (typeof WITHDRAWAL_ROUTES)[number];
export const OPT_IN_STATUSES = ['none', 'pending', 'subscribed', 'withdrawn'] as const;
export type OptInStatus = (typeof OPT_IN_STATUSES)[number];

/**
 * Schema version 1 and no longer written: a consent recorded at once, before double opt-in. Its
 * consents are read as still to be confirmed (the boxes were ticked for people, issue 12).
 */
export type OptInRecorded = Message<
  'OptInRecorded',
  {
    email_opt_in: boolean;
    email: string | null;
    sms_opt_in: boolean;
    phone_number: string | null;
    profileId: string | null;
    source: OptInSource;
    recordedAt: string;
    language?: Language;
  }
>;

/** Someone ticked the box for an address: a confirmation message goes to it. */
export type OptInRequested = Message<
  'OptInRequested',
  {
    requestId: string;
    channel: OptInChannel;
    address: string;
    profileId: string | null;
    source: OptInSource;
    language: Language;
    /** The consent wording the person saw (CONSENT_WORDINGS). */
    wordingVersion: string;
    requestedAt: string;
  }
>;

/** The person followed the confirmation link: the consent is in effect. */
export type OptInConfirmed = Message<
  'OptInConfirmed',
  { requestId: string; channel: OptInChannel; address: string; confirmedAt: string }
>;

/** No more marketing to the address on this channel (also for an address never subscribed). */
export type OptInWithdrawn = Message<
  'OptInWithdrawn',
  { channel: OptInChannel; address: string | null; via: WithdrawalRoute; withdrawnAt: string }
>;

export type OptInEvent = OptInRecorded | OptInRequested | OptInConfirmed | OptInWithdrawn;

export const OPT_IN_EVENT_TYPES = [
  'OptInRecorded',
  'OptInRequested',
  'OptInConfirmed',
  'OptInWithdrawn',
] as const satisfies readonly OptInEvent['type'][];

interface Request {
  /** Every request for this address still waiting (a second e-mail does not void the first). */
  requestIds: readonly string[];
  address: string;
  source: OptInSource;
  language: Language | null;
  wordingVersion: string | null;
  requestedAt: string;
}

export interface ChannelConsent {
  /** The consent in effect. */
  consent: (Request & { confirmedAt: string }) | null;
  /** A request still to be confirmed (a consent for another address stays in effect meanwhile). */
  pending: Request | null;
  withdrawn: { address: string | null; via: WithdrawalRoute; at: string } | null;
}

export interface OptInState {
  profileId: string | null;
  email: ChannelConsent;
  sms: ChannelConsent;
}

const noConsent = (): ChannelConsent => ({ consent: null, pending: null, withdrawn: null });

export const statusOf = (channel: ChannelConsent): OptInStatus =>
  channel.consent
    ? 'subscribed'
    : channel.pending
      ? 'pending'
      : channel.withdrawn
        ? 'withdrawn'
        : 'none';

/** A pre-double-opt-in consent: pending, with no link to confirm it (a new request sends one). */
function legacy(
  before: ChannelConsent,
  optIn: boolean,
  address: string | null,
  data: OptInRecorded['data'],
): ChannelConsent {
  if (optIn && address)
    return {
      consent: null,
      withdrawn: null,
      pending: {
        requestIds: [],
        address,
        source: data.source,
        language: data.language ?? null,
        wordingVersion: null,
        requestedAt: data.recordedAt,
      },
    };
  if (statusOf(before) === 'pending' || statusOf(before) === 'subscribed')
    return {
      ...noConsent(),
      withdrawn: {
        address: address ?? before.pending?.address ?? null,
        via: 'profile',
        at: data.recordedAt,
      },
    };
  return before;
}

function evolveChannel(channel: ChannelConsent, event: OptInEvent): ChannelConsent {
  switch (event.type) {
    case 'OptInRequested': {
      const { requestId, address, source, language, wordingVersion, requestedAt } = event.data;
      const earlier = channel.pending?.address === address ? channel.pending.requestIds : [];
      return {
        ...channel,
        pending: {
          requestIds: [...earlier, requestId],
          address,
          source,
          language,
          wordingVersion,
          requestedAt,
        },
      };
    }
    case 'OptInConfirmed': {
      const pending = channel.pending;
      if (!pending) return channel;
      return {
        consent: { ...pending, confirmedAt: event.data.confirmedAt },
        pending: null,
        withdrawn: null,
      };
    }
    case 'OptInWithdrawn': {
      const { address, via, withdrawnAt } = event.data;
      return { ...noConsent(), withdrawn: { address, via, at: withdrawnAt } };
    }
    case 'OptInRecorded':
      return channel;
  }
}

export function evolveOptIn(state: OptInState, event: OptInEvent): OptInState {
  if (event.type === 'OptInRecorded') {
    const data = event.data;
    return {
      profileId: state.profileId ?? data.profileId,
      email: legacy(state.email, data.email_opt_in, data.email, data),
      sms: legacy(state.sms, data.sms_opt_in, data.phone_number, data),
    };
  }
  const channel = event.data.channel;
  const profileId =
    event.type === 'OptInRequested' ? (state.profileId ?? event.data.profileId) : state.profileId;
  return { ...state, profileId, [channel]: evolveChannel(state[channel], event) };
}

export const initialOptInState = (): OptInState => ({
  profileId: null,
  email: noConsent(),
  sms: noConsent(),
});

/** Ticking the box (`consent`) for an address; the request id names its confirmation link. */
export interface RequestOptIn {
  kind: 'request';
  requestId: string;
  channel: OptInChannel;
  address: string;
  consent: boolean;
  wordingVersion: string | undefined;
  profileId: string | null;
  source: OptInSource;
  language: Language;
}

/** Following the confirmation link of a request. */
export interface ConfirmOptIn {
  kind: 'confirm';
  channel: OptInChannel;
  requestId: string;
}

/**
 * Stopping: by a signed link or one-click unsubscribe (for the link's address; one never
 * subscribed is recorded as withdrawn all the same, so no marketing goes to it), or from the
 * profile (whatever address is there). `address` null: whatever address the stream has.
 */
export interface WithdrawOptIn {
  kind: 'withdraw';
  channel: OptInChannel;
  address: string | null;
  via: WithdrawalRoute;
}

export type OptInCommand = RequestOptIn | ConfirmOptIn | WithdrawOptIn;

export type OptInError =
  | { code: 'CONSENT_REQUIRED'; field: OptInChannel }
  | { code: 'CONSENT_WORDING_UNKNOWN'; field: OptInChannel }
  | { code: 'LINK_INVALID'; field: 'token' };

export function decideOptIn(
  command: OptInCommand,
  state: OptInState,
  env: { now: Date },
): Decision<OptInEvent, OptInError> {
  const at = env.now.toISOString();
  const channel = state[command.channel];
  switch (command.kind) {
    case 'request': {
      if (!command.consent) return err({ code: 'CONSENT_REQUIRED', field: command.channel });
      if (!isConsentWording(command.channel, command.wordingVersion))
        return err({ code: 'CONSENT_WORDING_UNKNOWN', field: command.channel });
      // Consented already: nothing to confirm, nothing sent.
      if (channel.consent?.address === command.address) return accept();
      return accept<OptInEvent>({
        type: 'OptInRequested',
        data: {
          requestId: command.requestId,
          channel: command.channel,
          address: command.address,
          profileId: command.profileId,
          source: command.source,
          language: command.language,
          wordingVersion: command.wordingVersion as string,
          requestedAt: at,
        },
      });
    }
    case 'confirm': {
      if (channel.consent?.requestIds.includes(command.requestId)) return accept();
      const pending = channel.pending;
      if (!pending?.requestIds.includes(command.requestId))
        return err({ code: 'LINK_INVALID', field: 'token' });
      return accept<OptInEvent>({
        type: 'OptInConfirmed',
        data: {
          requestId: command.requestId,
          channel: command.channel,
          address: pending.address,
          confirmedAt: at,
        },
      });
    }
    case 'withdraw': {
      const current = channel.consent?.address ?? channel.pending?.address ?? null;
      // A link for an address this stream no longer has: nothing of it to stop.
      if (command.address !== null && current !== null && current !== command.address)
        return accept();
      if (current === null && (command.via === 'profile' || channel.withdrawn !== null))
        return accept();
      return accept<OptInEvent>({
        type: 'OptInWithdrawn',
        data: {
          channel: command.channel,
          address: current ?? command.address,
          via: command.via,
          withdrawnAt: at,
        },
      });
    }
  }
}

export const optInDecider = {
  initialState: initialOptInState,
  evolve: evolveOptIn,
  decide: decideOptIn,
};
