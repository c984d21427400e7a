// Profile stream (`profile-<id>`), holding its patients: events, state and evolve.
import { type Language, type RelationToProfile } from '../catalog/codes';
import { type Message } from '../core/event';
import { type NotListedDoctor } from '../practice/practice';

type Timestamp = string;

export interface PatientAddress {
  readonly address1: string;
  readonly address2?: string | null;
  readonly city: string;
  readonly state: string;
  readonly postal_code: string;
  readonly country: string;
}

export type ProfileRegistered = Message<
  'ProfileRegistered',
  {
    profileId: string;
    email: string;
    firstName: string;
    lastName: string | null;
    language: Language;
    registeredAt: Timestamp;
  }
>;

export type PatientAdded = Message<
  'PatientAdded',
  {
    profileId: string;
    patientId: string;
    name: string;
    relationToProfile: RelationToProfile;
    address: PatientAddress | null;
    addedAt: Timestamp;
  }
>;

export interface PatientChanges {
  readonly name?: string;
  readonly relationToProfile?: RelationToProfile;
  readonly address?: PatientAddress | null;
}

export type PatientUpdated = Message<
  'PatientUpdated',
  { profileId: string; patientId: string; changes: PatientChanges; updatedAt: Timestamp }
>;

export type PatientPracticeSelected = Message<
  'PatientPracticeSelected',
  {
    profileId: string;
    patientId: string;
    /** Copied into the patient (spec 001 §4). */
    sap: string;
    /** The patient could not find the doctor: sap 999 with the doctor's name. */
    cannotFind: boolean;
    notListedDoctor: NotListedDoctor | null;
    preferredActive: boolean;
    selectedAt: Timestamp;
  }
>;

/**
 * A texted code proved this number: it is the profile's second factor from now on. The secret
 * parts of signing in (the password hash) never enter the stream; these facts about them do.
 */
export type PhoneNumberVerified = Message<
  'PhoneNumberVerified',
  { profileId: string; phoneNumber: string; verifiedAt: Timestamp }
>;

/** A reset link was e-mailed (the link's secret is not here: it is derived from `resetId`). */
export type PasswordResetRequested = Message<
  'PasswordResetRequested',
  {
    profileId: string;
    resetId: string;
    email: string;
    firstName: string;
    language: Language;
    requestedAt: Timestamp;
    expiresAt: Timestamp;
  }
>;

/** The password was replaced (by a reset link); every earlier session ended with it. */
export type PasswordChanged = Message<
  'PasswordChanged',
  { profileId: string; via: 'reset'; resetId: string | null; changedAt: Timestamp }
>;

/** Facts about signing in that the profile stream records for the audit. */
export type ProfileAccountEvent = PhoneNumberVerified | PasswordResetRequested | PasswordChanged;

export type ProfileEvent =
  ProfileRegistered | PatientAdded | PatientUpdated | PatientPracticeSelected | ProfileAccountEvent;

export const PROFILE_ACCOUNT_EVENT_TYPES = [
  'PhoneNumberVerified',
  'PasswordResetRequested',
  'PasswordChanged',
] as const satisfies readonly ProfileAccountEvent['type'][];

export const PROFILE_EVENT_TYPES = [
  'ProfileRegistered',
  'PatientAdded',
  'PatientUpdated',
  'PatientPracticeSelected',
  ...PROFILE_ACCOUNT_EVENT_TYPES,
] as const satisfies readonly ProfileEvent['type'][];

export interface Patient {
  readonly patientId: string;
  readonly name: string;
  readonly relationToProfile: RelationToProfile;
  readonly address: PatientAddress | null;
  readonly sap: string | null;
  readonly notListedDoctor: NotListedDoctor | null;
}

export type ProfileState =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'registered';
      readonly profileId: string;
      readonly email: string;
      readonly firstName: string;
      readonly lastName: string | null;
      readonly language: Language;
      readonly patients: readonly Patient[];
      /** The number a texted code proved last (the second factor), and when; null if none. */
      readonly verifiedPhone: { readonly number: string; readonly at: Timestamp } | null;
    };
export type RegisteredProfile = Extract<ProfileState, { kind: 'registered' }>;

export const initialProfileState = (): ProfileState => ({ kind: 'none' });

const updatePatient = (
  state: RegisteredProfile,
  patientId: string,
  change: (p: Patient) => Patient,
): RegisteredProfile => ({
  ...state,
  patients: state.patients.map((p) => (p.patientId === patientId ? change(p) : p)),
});

function evolveRegistered(state: RegisteredProfile, event: ProfileEvent): RegisteredProfile {
  switch (event.type) {
    case 'ProfileRegistered':
      return state;
    case 'PatientAdded': {
      const { patientId, name, relationToProfile, address } = event.data;
      const patient: Patient = {
        patientId,
        name,
        relationToProfile,
        address,
        sap: null,
        notListedDoctor: null,
      };
      return { ...state, patients: [...state.patients, patient] };
    }
    case 'PatientUpdated':
      return updatePatient(state, event.data.patientId, (p) => ({ ...p, ...event.data.changes }));
    case 'PatientPracticeSelected':
      return updatePatient(state, event.data.patientId, (p) => ({
        ...p,
        sap: event.data.sap,
        notListedDoctor: event.data.notListedDoctor,
      }));
    case 'PhoneNumberVerified':
      return {
        ...state,
        verifiedPhone: { number: event.data.phoneNumber, at: event.data.verifiedAt },
      };
    case 'PasswordResetRequested':
    case 'PasswordChanged':
      return state;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export function evolveProfile(state: ProfileState, event: ProfileEvent): ProfileState {
  if (state.kind === 'registered') return evolveRegistered(state, event);
  if (event.type !== 'ProfileRegistered') return state;
  const { profileId, email, firstName, lastName, language } = event.data;
  return {
    kind: 'registered',
    profileId,
    email,
    firstName,
    lastName,
    language,
    patients: [],
    verifiedPhone: null,
  };
}

export const replayProfile = (events: readonly ProfileEvent[]): ProfileState =>
  events.reduce(evolveProfile, initialProfileState());
