import {
  PROFILE_ACCOUNT_EVENT_TYPES,
  type PatientAddress,
  type PatientAdded,
  type PatientPracticeSelected,
  type PatientUpdated,
  type ProfileAccountEvent,
  type ProfileEvent,
  decodeProfileEvent,
} from '@lens/domain';
import type { RecordedEvent } from '@lens/event-store';

export interface ProfileRow {
  profile_id: string;
  email: string;
  first_name: string;
  last_name: string | null;
  language: string;
  registered_at: string;
  /** The stream revision folded in last: an event at or below it is never applied twice. */
  last_revision: number;
  updated_at: string;
}

export interface PatientRow {
  profile_id: string;
  patient_id: string;
  name: string;
  relation_to_profile: string;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string | null;
  sap: string | null;
  cannot_find: boolean;
  doctor_first_name: string | null;
  doctor_last_name: string | null;
  added_at: string;
  updated_at: string;
  /** The stream revision folded into this row last. */
  last_revision: number;
}

export const PROFILE_STREAM = 'profile';

const addressColumns = (address: PatientAddress | null | undefined) => ({
  address1: address?.address1 ?? null,
  address2: address?.address2 || null,
  city: address?.city ?? null,
  state: address?.state ?? null,
  postal_code: address?.postal_code ?? null,
  country: address?.country ?? null,
});

const ACCOUNT_EVENT_TYPES: ReadonlySet<string> = new Set(PROFILE_ACCOUNT_EVENT_TYPES);

/** Facts about signing in (phone proved, password reset): no row shows them. */
const isAccountEvent = (event: ProfileEvent): event is ProfileAccountEvent =>
  ACCOUNT_EVENT_TYPES.has(event.type);

/**
 * The profile's row after one more event of its stream (created by ProfileRegistered); an event
 * that does not decode only moves the row's revision.
 */
export function foldProfile(rows: readonly ProfileRow[], recorded: RecordedEvent): ProfileRow[] {
  const [row] = rows;
  // The stream revision folded in last: an event at or below it is never applied twice.
  if (row && recorded.revision <= row.last_revision) return [row];
  const at = recorded.recordedAt.toISOString();
  const event = decodeProfileEvent(recorded);
  if (event?.type === 'ProfileRegistered') {
    const { data } = event;
    return [
      {
        profile_id: data.profileId,
        email: data.email,
        first_name: data.firstName,
        last_name: data.lastName,
        language: data.language,
        registered_at: data.registeredAt,
        last_revision: recorded.revision,
        updated_at: at,
      },
    ];
  }
  return row ? [{ ...row, last_revision: recorded.revision, updated_at: at }] : [];
}

function added(profileId: string, { data }: PatientAdded, revision: number): PatientRow {
  return {
    profile_id: profileId,
    patient_id: data.patientId,
    name: data.name,
    relation_to_profile: data.relationToProfile,
    ...addressColumns(data.address),
    sap: null,
    cannot_find: false,
    doctor_first_name: null,
    doctor_last_name: null,
    added_at: data.addedAt,
    updated_at: data.addedAt,
    last_revision: revision,
  };
}

function updated(row: PatientRow, { data }: PatientUpdated): PatientRow {
  const { name, relationToProfile, address } = data.changes;
  return {
    ...row,
    ...(name !== undefined && { name }),
    ...(relationToProfile !== undefined && { relation_to_profile: relationToProfile }),
    ...(address !== undefined && addressColumns(address)),
    updated_at: data.updatedAt,
  };
}

function practiceSelected(row: PatientRow, { data }: PatientPracticeSelected): PatientRow {
  return {
    ...row,
    sap: data.sap,
    cannot_find: data.cannotFind,
    doctor_first_name: data.notListedDoctor?.first_name ?? null,
    doctor_last_name: data.notListedDoctor?.last_name ?? null,
    updated_at: data.selectedAt,
  };
}

/** The profile's patient rows after one more event of its stream. */
export function foldPatients(
  rows: readonly PatientRow[],
  recorded: RecordedEvent,
  profileId: string,
): PatientRow[] {
  const event = decodeProfileEvent(recorded);
  if (!event || event.type === 'ProfileRegistered' || isAccountEvent(event)) return [...rows];
  const { patientId } = event.data;
  const current = rows.find((row) => row.patient_id === patientId);
  if (current && recorded.revision <= current.last_revision) return [...rows];
  const others = rows.filter((row) => row !== current);
  const next = (row: PatientRow) => ({ ...row, last_revision: recorded.revision });
  switch (event.type) {
    case 'PatientAdded':
      return [...others, added(profileId, event, recorded.revision)];
    case 'PatientUpdated':
      return current ? [...others, next(updated(current, event))] : [...rows];
    case 'PatientPracticeSelected':
      return current ? [...others, next(practiceSelected(current, event))] : [...rows];
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
