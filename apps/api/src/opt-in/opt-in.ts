// Marketing consent (spec 001 §3 Opt-in) as a small event-sourced stream, `optin-<subject>`:
// a signed-in profile's id, or the SHA-256 of a visitor's e-mail (or phone) address.
import { accept, type Language, type Message, type OPT_IN_SOURCES } from '@lens/domain';

export type OptInSource = (typeof OPT_IN_SOURCES)[number];

export interface Consent {
  email_opt_in: boolean;
  email: string | null;
  sms_opt_in: boolean;
  phone_number: string | null;
}

/**
 * Schema version 1 (the metadata's `schemaVersion`); a new shape needs an upcaster. The language
 * and whether the consent asks for a confirmation e-mail were added later (optional: older events
 * lack them), so the confirmation can be planned from the event alone.
 */
export type OptInRecorded = Message<
  'OptInRecorded',
  Consent & {
    profileId: string | null;
    source: OptInSource;
    recordedAt: string;
    language?: Language;
    confirmationRequested?: boolean;
  }
>;
export type OptInEvent = OptInRecorded;

export type OptInState =
  | { kind: 'none' }
  | (Consent & { kind: 'recorded'; opt_in_source: OptInSource; updated_at: string });

export interface RecordOptIn {
  profileId: string | null;
  source: OptInSource;
  /** The language of the confirmation e-mail. */
  language: Language;
  email_opt_in: boolean;
  email?: string;
  sms_opt_in: boolean;
  phone_number?: string;
}

const blankToNull = (value: string | undefined) => (value ? value : null);

/**
 * A channel the form did not show (its box unticked and its address blank) keeps what was
 * consented before: the SMS page must not withdraw the e-mail consent, nor the other way round.
 */
function channel(
  optIn: boolean,
  address: string | undefined,
  before: { optIn: boolean; address: string | null },
): { optIn: boolean; address: string | null } {
  if (!optIn && !address) return before;
  return { optIn, address: blankToNull(address) ?? before.address };
}

function evolve(_state: OptInState, event: OptInEvent): OptInState {
  const { email_opt_in, email, sms_opt_in, phone_number, source, recordedAt } = event.data;
  return {
    kind: 'recorded',
    email_opt_in,
    email,
    sms_opt_in,
    phone_number,
    opt_in_source: source,
    updated_at: recordedAt,
  };
}

export const optInDecider = {
  initialState: (): OptInState => ({ kind: 'none' }),
  evolve,

  /** Records the consent when it changes; the same consent again records nothing. */
  decide(command: RecordOptIn, state: OptInState, env: { now: Date }) {
    const before = state.kind === 'recorded' ? state : undefined;
    const mail = channel(command.email_opt_in, command.email, {
      optIn: before?.email_opt_in ?? false,
      address: before?.email ?? null,
    });
    const sms = channel(command.sms_opt_in, command.phone_number, {
      optIn: before?.sms_opt_in ?? false,
      address: before?.phone_number ?? null,
    });
    const consent: Consent = {
      email_opt_in: mail.optIn,
      email: mail.address,
      sms_opt_in: sms.optIn,
      phone_number: sms.address,
    };
    const unchanged =
      before !== undefined &&
      (Object.keys(consent) as (keyof Consent)[]).every((key) => before[key] === consent[key]);
    if (unchanged) return accept<OptInEvent>();
    const data = {
      ...consent,
      profileId: command.profileId,
      source: command.source,
      recordedAt: env.now.toISOString(),
    };
    const after = evolve(state, { type: 'OptInRecorded', data });
    return accept<OptInEvent>({
      type: 'OptInRecorded',
      data: {
        ...data,
        language: command.language,
        confirmationRequested: needsConfirmation(state, after),
      },
    });
  },
};

/** The answer of GET and POST /api/opt-in. */
export function consentView(state: OptInState) {
  if (state.kind === 'none')
    return {
      email_opt_in: false,
      email: null,
      sms_opt_in: false,
      phone_number: null,
      opt_in_source: null,
      updated_at: null,
    };
  const { kind: _kind, ...view } = state;
  return view;
}

/** A newly given e-mail consent (or one for a new address) is confirmed by e-mail. */
export function needsConfirmation(before: OptInState, after: OptInState): boolean {
  if (after.kind !== 'recorded' || !after.email_opt_in || !after.email) return false;
  return before.kind === 'none' || !before.email_opt_in || before.email !== after.email;
}
