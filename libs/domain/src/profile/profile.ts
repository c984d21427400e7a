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

export type ProfileEvent =
  ProfileRegistered | PatientAdded | PatientUpdated | PatientPracticeSelected;

export const PROFILE_EVENT_TYPES = [
  'ProfileRegistered',
  'PatientAdded',
  'PatientUpdated',
  'PatientPracticeSelected',
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
  return { kind: 'registered', profileId, email, firstName, lastName, language, patients: [] };
}

export const replayProfile = (events: readonly ProfileEvent[]): ProfileState =>
  events.reduce(evolveProfile, initialProfileState());
