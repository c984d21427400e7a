import type { RecordedEvent } from '@lens/event-store';
import { type PatientRow, type ProfileRow, foldPatients, foldProfile } from './profile-rows';

const at = (minute: number) => `2025-08-15T12:${String(minute).padStart(2, '0')}:00.000Z`;
let revision = -1;
const recorded = (type: string, data: object): RecordedEvent => {
  revision += 1;
  return {
    id: `e${revision}`,
    streamId: 'profile-p1',
    revision,
    position: `1:${revision}`,
    type,
    data,
    metadata: { schemaVersion: 1 },
    recordedAt: new Date(at(revision)),
  };
};

const address = {
  address1: '1 Main St',
  address2: '',
  city: 'Austin',
  state: 'TX',
  postal_code: '78701',
  country: 'US',
};

describe('profile rows (given events, then rows)', () => {
  it('folds registration, a patient, its change and its practice', () => {
    revision = -1;
    const events = [
      recorded('ProfileRegistered', {
        profileId: 'p1',
        email: 'ana@example.com',
        firstName: 'Ana',
        lastName: null,
        language: 'es',
        registeredAt: at(0),
      }),
      recorded('PatientAdded', {
        profileId: 'p1',
        patientId: 'a',
        name: 'Ana',
        relationToProfile: 'SELF',
        address,
        addedAt: at(1),
      }),
      recorded('PatientPracticeSelected', {
        profileId: 'p1',
        patientId: 'a',
        sap: '999',
        cannotFind: true,
        notListedDoctor: { first_name: 'Gregory', last_name: 'House' },
        preferredActive: false,
        selectedAt: at(2),
      }),
      recorded('PatientUpdated', {
        profileId: 'p1',
        patientId: 'a',
        changes: { name: 'Ana María', address: null },
        updatedAt: at(3),
      }),
    ];
    const fold = (profile: ProfileRow[], patients: PatientRow[], from: readonly RecordedEvent[]) =>
      from.reduce(
        ([p, q], event) => [foldProfile(p, event), foldPatients(q, event, 'p1')] as const,
        [profile, patients] as readonly [ProfileRow[], PatientRow[]],
      );
    const [profile, patients] = fold([], [], events);
    expect(profile).toEqual([
      {
        profile_id: 'p1',
        email: 'ana@example.com',
        first_name: 'Ana',
        last_name: null,
        language: 'es',
        registered_at: at(0),
        last_revision: 3,
        updated_at: at(3),
      },
    ]);
    expect(patients).toEqual([
      {
        profile_id: 'p1',
        patient_id: 'a',
        name: 'Ana María',
        relation_to_profile: 'SELF',
        address1: null,
        address2: null,
        city: null,
        state: null,
        postal_code: null,
        country: null,
        sap: '999',
        cannot_find: true,
        doctor_first_name: 'Gregory',
        doctor_last_name: 'House',
        added_at: at(1),
        updated_at: at(3),
        last_revision: 3,
      },
    ]);

    // An event already folded in is never applied twice.
    expect(fold(profile, patients, [events[0]!, events[1]!, events[3]!])).toEqual([
      profile,
      patients,
    ]);
  });

  it('ignores changes to a patient the stream never added', () => {
    revision = -1;
    const ghost = recorded('PatientUpdated', {
      profileId: 'p1',
      patientId: 'ghost',
      changes: { name: 'Ghost' },
      updatedAt: at(0),
    });
    expect(foldPatients([], ghost, 'p1')).toEqual([]);
    expect(foldProfile([], ghost)).toEqual([]);
  });

  it('shows no sign-in facts (phone proved, password reset) and keeps the patients as they were', () => {
    revision = -1;
    const registered = recorded('ProfileRegistered', {
      profileId: 'p1',
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: null,
      language: 'es',
      registeredAt: at(0),
    });
    const added = recorded('PatientAdded', {
      profileId: 'p1',
      patientId: 'a',
      name: 'Ana',
      relationToProfile: 'SELF',
      address,
      addedAt: at(1),
    });
    const patients = foldPatients(foldPatients([], registered, 'p1'), added, 'p1');
    const facts = [
      recorded('PhoneNumberVerified', {
        profileId: 'p1',
        phoneNumber: '2125550100',
        verifiedAt: at(2),
      }),
      recorded('PasswordChanged', {
        profileId: 'p1',
        via: 'reset',
        resetId: 'r',
        changedAt: at(3),
      }),
    ];
    expect(facts.reduce((rows, event) => foldPatients(rows, event, 'p1'), patients)).toEqual(
      patients,
    );
    const profile = facts.reduce<ProfileRow[]>(
      (rows, event) => foldProfile(rows, event),
      foldProfile([], registered),
    );
    expect(profile).toEqual([
      expect.objectContaining({ email: 'ana@example.com', first_name: 'Ana', last_revision: 3 }),
    ]);
  });
});
