// decide for the profile stream: registration, patients, and the patient's practice.
import { type Language, type RelationToProfile } from '../catalog/codes';
import { type Message } from '../core/event';
import { accept, err, type Decision } from '../core/result';
import {
  checkPracticeSelectable,
  isNotListed,
  type NotListedDoctor,
  type PracticeError,
  type PracticeSnapshot,
} from '../practice/practice';
import { isoTimestamp, type Instant } from '../time/days';
import { isPreferredActive } from '../time/programs';
import {
  evolveProfile,
  initialProfileState,
  type Patient,
  type PatientAddress,
  type PatientChanges,
  type ProfileEvent,
  type ProfileState,
  type RegisteredProfile,
} from './profile';
import { isSelfEntered } from './predicates';
import { isSamePerson, type PersonDetails } from './same-person';
import { sameValue } from '../core/same-value';

export type RegisterProfile = Message<
  'RegisterProfile',
  {
    profileId: string;
    email: string;
    firstName: string;
    lastName?: string | null;
    language: Language;
  }
>;
export type AddPatient = Message<
  'AddPatient',
  {
    patientId: string;
    name: string;
    /** PENDING when not chosen yet. */
    relationToProfile?: RelationToProfile;
    address?: PatientAddress | null;
  }
>;
export type UpdatePatient = Message<'UpdatePatient', { patientId: string } & PatientChanges>;
export type SelectPatientPractice = Message<
  'SelectPatientPractice',
  { patientId: string; practice: PracticeSnapshot }
>;

/** A texted code proved the number (two-step): it becomes the profile's second factor. */
export type VerifyPhoneNumber = Message<'VerifyPhoneNumber', { phoneNumber: string }>;
/** A reset link is to be e-mailed; `resetId` names it (its secret is derived from it). */
export type RequestPasswordReset = Message<'RequestPasswordReset', { resetId: string }>;
/** The password was replaced through the reset link `resetId`. */
export type ChangePassword = Message<'ChangePassword', { via: 'reset'; resetId: string | null }>;

export type ProfileCommand =
  | RegisterProfile
  | AddPatient
  | UpdatePatient
  | SelectPatientPractice
  | VerifyPhoneNumber
  | RequestPasswordReset
  | ChangePassword;

/** How long a password reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

export type ProfileError =
  | { readonly code: 'PROFILE_ALREADY_REGISTERED' }
  | { readonly code: 'PROFILE_NOT_FOUND' }
  | { readonly code: 'EMAIL_REQUIRED' }
  | { readonly code: 'NAME_REQUIRED' }
  | { readonly code: 'PATIENT_ALREADY_EXISTS'; readonly patientId: string }
  | { readonly code: 'PATIENT_NOT_FOUND'; readonly patientId: string }
  | { readonly code: 'SELF_ALREADY_EXISTS'; readonly patientId: string }
  /** The same person as `samePatientId` (same name and address): one person, one limit. */
  | { readonly code: 'PATIENT_DUPLICATE'; readonly samePatientId: string }
  | PracticeError;

export interface ProfileEnv {
  readonly now: Instant;
}

export type ProfileDecision = Decision<ProfileEvent, ProfileError>;

const blank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

function withProfile(
  state: ProfileState,
  then: (profile: RegisteredProfile) => ProfileDecision,
): ProfileDecision {
  return state.kind === 'registered' ? then(state) : err({ code: 'PROFILE_NOT_FOUND' });
}

function withPatient(
  state: ProfileState,
  patientId: string,
  then: (profile: RegisteredProfile, patient: Patient) => ProfileDecision,
): ProfileDecision {
  return withProfile(state, (profile) => {
    const patient = profile.patients.find((p) => p.patientId === patientId);
    return patient ? then(profile, patient) : err({ code: 'PATIENT_NOT_FOUND', patientId });
  });
}

/** A profile has at most one SELF patient. */
function selfTaken(profile: RegisteredProfile, patientId: string, relation?: RelationToProfile) {
  const others = profile.patients.filter((p) => p.patientId !== patientId);
  return relation === 'SELF' && isSelfEntered(others);
}

/** Another patient of the profile who is the same person as `details`, if any. */
function samePersonAs(
  profile: RegisteredProfile,
  patientId: string,
  details: PersonDetails,
): Patient | undefined {
  return profile.patients.find((p) => p.patientId !== patientId && isSamePerson(p, details));
}

function register(command: RegisterProfile, state: ProfileState, env: ProfileEnv): ProfileDecision {
  if (state.kind === 'registered') return err({ code: 'PROFILE_ALREADY_REGISTERED' });
  const { profileId, email, firstName, lastName, language } = command.data;
  if (blank(email)) return err({ code: 'EMAIL_REQUIRED' });
  if (blank(firstName)) return err({ code: 'NAME_REQUIRED' });
  return accept({
    type: 'ProfileRegistered',
    data: {
      profileId,
      email: email.trim(),
      firstName: firstName.trim(),
      lastName: blank(lastName) ? null : (lastName as string).trim(),
      language,
      registeredAt: isoTimestamp(env.now),
    },
  });
}

function addPatient(command: AddPatient, state: ProfileState, env: ProfileEnv): ProfileDecision {
  return withProfile(state, (profile) => {
    const { patientId, name, relationToProfile = 'PENDING', address = null } = command.data;
    if (profile.patients.some((p) => p.patientId === patientId)) {
      return err({ code: 'PATIENT_ALREADY_EXISTS', patientId });
    }
    if (blank(name)) return err({ code: 'NAME_REQUIRED' });
    if (selfTaken(profile, patientId, relationToProfile)) {
      return err({ code: 'SELF_ALREADY_EXISTS', patientId });
    }
    const same = samePersonAs(profile, patientId, { name, address });
    if (same) return err({ code: 'PATIENT_DUPLICATE', samePatientId: same.patientId });
    return accept({
      type: 'PatientAdded',
      data: {
        profileId: profile.profileId,
        patientId,
        name: name.trim(),
        relationToProfile,
        address,
        addedAt: isoTimestamp(env.now),
      },
    });
  });
}

function updatePatient(
  command: UpdatePatient,
  state: ProfileState,
  env: ProfileEnv,
): ProfileDecision {
  const { patientId, ...requested } = command.data;
  return withPatient(state, patientId, (profile, patient) => {
    if (requested.name !== undefined && blank(requested.name))
      return err({ code: 'NAME_REQUIRED' });
    if (selfTaken(profile, patientId, requested.relationToProfile)) {
      return err({ code: 'SELF_ALREADY_EXISTS', patientId });
    }
    const changes = Object.fromEntries(
      Object.entries(requested).filter(
        ([key, value]) => value !== undefined && !sameValue(value, patient[key as keyof Patient]),
      ),
    ) as PatientChanges;
    if (Object.keys(changes).length === 0) return accept();
    // A new name or address must not make this record another patient's person.
    if (changes.name !== undefined || changes.address !== undefined) {
      const same = samePersonAs(profile, patientId, { ...patient, ...changes });
      if (same) return err({ code: 'PATIENT_DUPLICATE', samePatientId: same.patientId });
    }
    return accept({
      type: 'PatientUpdated',
      data: { profileId: profile.profileId, patientId, changes, updatedAt: isoTimestamp(env.now) },
    });
  });
}

function selectPractice(
  command: SelectPatientPractice,
  state: ProfileState,
  env: ProfileEnv,
): ProfileDecision {
  const { patientId, practice } = command.data;
  return withPatient(state, patientId, (profile) => {
    const problem = checkPracticeSelectable(practice);
    if (problem) return err(problem);
    const cannotFind = isNotListed(practice);
    return accept({
      type: 'PatientPracticeSelected',
      data: {
        profileId: profile.profileId,
        patientId,
        sap: practice.sap,
        cannotFind,
        // Selectable means a sap-999 practice carries the doctor's name.
        notListedDoctor: cannotFind ? (practice.notListedDoctor as NotListedDoctor) : null,
        preferredActive: isPreferredActive(practice.programs, env.now),
        selectedAt: isoTimestamp(env.now),
      },
    });
  });
}

function verifyPhone(command: VerifyPhoneNumber, state: ProfileState, env: ProfileEnv) {
  return withProfile(state, (profile) =>
    accept({
      type: 'PhoneNumberVerified',
      data: {
        profileId: profile.profileId,
        phoneNumber: command.data.phoneNumber,
        verifiedAt: isoTimestamp(env.now),
      },
    }),
  );
}

function requestReset(command: RequestPasswordReset, state: ProfileState, env: ProfileEnv) {
  return withProfile(state, (profile) =>
    accept({
      type: 'PasswordResetRequested',
      data: {
        profileId: profile.profileId,
        resetId: command.data.resetId,
        email: profile.email,
        firstName: profile.firstName,
        language: profile.language,
        requestedAt: isoTimestamp(env.now),
        expiresAt: isoTimestamp(env.now + PASSWORD_RESET_TTL_MINUTES * 60_000),
      },
    }),
  );
}

function changePassword(command: ChangePassword, state: ProfileState, env: ProfileEnv) {
  return withProfile(state, (profile) =>
    accept({
      type: 'PasswordChanged',
      data: {
        profileId: profile.profileId,
        via: command.data.via,
        resetId: command.data.resetId,
        changedAt: isoTimestamp(env.now),
      },
    }),
  );
}

export function decideProfile(
  command: ProfileCommand,
  state: ProfileState,
  env: ProfileEnv,
): ProfileDecision {
  switch (command.type) {
    case 'RegisterProfile':
      return register(command, state, env);
    case 'AddPatient':
      return addPatient(command, state, env);
    case 'UpdatePatient':
      return updatePatient(command, state, env);
    case 'SelectPatientPractice':
      return selectPractice(command, state, env);
    case 'VerifyPhoneNumber':
      return verifyPhone(command, state, env);
    case 'RequestPasswordReset':
      return requestReset(command, state, env);
    case 'ChangePassword':
      return changePassword(command, state, env);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export const profileDecider = {
  decide: decideProfile,
  evolve: evolveProfile,
  initialState: initialProfileState,
};
