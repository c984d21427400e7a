import { deciderSpecification } from '../testing/decider-specification';
import { type PracticeSnapshot } from '../practice/practice';
import { isRelationPending, isSelfEntered } from './predicates';
import { evolveProfile, initialProfileState, replayProfile, type ProfileEvent } from './profile';
import { profileDecider } from './profile.decide';

const NOW = Date.UTC(2025, 7, 1, 12);
const AT = '2025-08-01T12:00:00.000Z';
const spec = deciderSpecification(profileDecider, { now: NOW });

const registered: ProfileEvent = {
  type: 'ProfileRegistered',
  data: {
    profileId: 'p-1',
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'Ruiz',
    language: 'es',
    registeredAt: AT,
  },
};
const added = (
  patientId = 'pt-1',
  relationToProfile: 'SELF' | 'PENDING' | 'PARENT' = 'SELF',
  name = 'Ana Ruiz',
): ProfileEvent => ({
  type: 'PatientAdded',
  data: { profileId: 'p-1', patientId, name, relationToProfile, address: null, addedAt: AT },
});
const practice: PracticeSnapshot = {
  sap: '100200',
  status: 'active',
  programs: { '2025_q3': { start_date: '2025-07-01', end_date: '2025-09-30' } },
};

describe('RegisterProfile', () => {
  const register = (
    email = 'ana@example.com ',
    firstName = ' Ana',
    lastName: string | null = 'Ruiz',
  ) =>
    ({
      type: 'RegisterProfile',
      data: { profileId: 'p-1', email, firstName, lastName, language: 'es' },
    }) as const;

  it('registers a profile', () => {
    spec.given([]).when(register()).then([registered]);
  });

  it('stores no last name when none is given', () => {
    spec
      .given([])
      .when(register('ana@example.com', 'Ana', ' '))
      .then([{ ...registered, data: { ...registered.data, lastName: null } }]);
  });

  it.each([
    ['', 'Ana', 'EMAIL_REQUIRED'],
    ['ana@example.com', '', 'NAME_REQUIRED'],
  ] as const)('needs e-mail and first name (%j, %j)', (email, firstName, code) => {
    spec.given([]).when(register(email, firstName)).thenFails({ code });
  });

  it('registers once', () => {
    spec.given([registered]).when(register()).thenFails({ code: 'PROFILE_ALREADY_REGISTERED' });
  });
});

describe('AddPatient', () => {
  const add = (patientId: string, relationToProfile?: 'SELF' | 'PARENT', name = ' Ana Ruiz ') =>
    ({ type: 'AddPatient', data: { patientId, name, relationToProfile } }) as const;

  it('adds a patient, relation PENDING until chosen', () => {
    spec
      .given([registered])
      .when(add('pt-2'))
      .then([added('pt-2', 'PENDING')]);
  });

  it('adds the profile owner as SELF', () => {
    spec
      .given([registered])
      .when(add('pt-1', 'SELF'))
      .then([added('pt-1', 'SELF')]);
  });

  it.each([
    ['without a profile', [], add('pt-1'), { code: 'PROFILE_NOT_FOUND' }],
    [
      'twice',
      [registered, added()],
      add('pt-1'),
      { code: 'PATIENT_ALREADY_EXISTS', patientId: 'pt-1' },
    ],
    ['without a name', [registered], add('pt-1', 'PARENT', ' '), { code: 'NAME_REQUIRED' }],
    [
      'as a second SELF',
      [registered, added()],
      add('pt-2', 'SELF'),
      { code: 'SELF_ALREADY_EXISTS' },
    ],
  ] as const)('refuses a patient %s', (_label, given, command, error) => {
    spec.given(given).when(command).thenFails(error);
  });
});

describe('UpdatePatient', () => {
  it('records only what changed', () => {
    spec
      .given([registered, added('pt-2', 'PENDING')])
      .when({
        type: 'UpdatePatient',
        data: { patientId: 'pt-2', name: 'Ana Ruiz', relationToProfile: 'PARENT' },
      })
      .then([
        {
          type: 'PatientUpdated',
          data: {
            profileId: 'p-1',
            patientId: 'pt-2',
            changes: { relationToProfile: 'PARENT' },
            updatedAt: AT,
          },
        },
      ]);
  });

  it('does nothing without a change', () => {
    spec
      .given([registered, added()])
      .when({ type: 'UpdatePatient', data: { patientId: 'pt-1', relationToProfile: 'SELF' } })
      .thenNothingHappens();
  });

  it('sees the same address as unchanged whatever the order of its fields', () => {
    const withAddress: ProfileEvent = {
      type: 'PatientAdded',
      data: {
        profileId: 'p-1',
        patientId: 'pt-1',
        name: 'Ana Ruiz',
        relationToProfile: 'SELF',
        address: {
          address1: '12 Elm St',
          city: 'Austin',
          state: 'TX',
          postal_code: '78701',
          country: 'US',
        },
        addedAt: AT,
      },
    };
    spec
      .given([registered, withAddress])
      .when({
        type: 'UpdatePatient',
        data: {
          patientId: 'pt-1',
          address: {
            country: 'US',
            postal_code: '78701',
            state: 'TX',
            city: 'Austin',
            address1: '12 Elm St',
          },
        },
      })
      .thenNothingHappens();
  });

  it.each([
    [
      { patientId: 'pt-9', name: 'X' },
      { code: 'PATIENT_NOT_FOUND', patientId: 'pt-9' },
    ],
    [{ patientId: 'pt-2', name: '' }, { code: 'NAME_REQUIRED' }],
    [{ patientId: 'pt-2', relationToProfile: 'SELF' as const }, { code: 'SELF_ALREADY_EXISTS' }],
  ] as const)('refuses %j', (data, error) => {
    spec
      .given([registered, added(), added('pt-2', 'PENDING')])
      .when({ type: 'UpdatePatient', data })
      .thenFails(error);
  });
});

describe('SelectPatientPractice', () => {
  const select = (p: PracticeSnapshot) =>
    ({ type: 'SelectPatientPractice', data: { patientId: 'pt-1', practice: p } }) as const;

  it('copies the sap into the patient and notes preferred-active now', () => {
    const selected: ProfileEvent = {
      type: 'PatientPracticeSelected',
      data: {
        profileId: 'p-1',
        patientId: 'pt-1',
        sap: '100200',
        cannotFind: false,
        notListedDoctor: null,
        preferredActive: true,
        selectedAt: AT,
      },
    };
    spec.given([registered, added()]).when(select(practice)).then([selected]);
    const state = replayProfile([registered, added(), selected]);
    expect(state.kind === 'registered' && state.patients[0]?.sap).toBe('100200');
  });

  it('selects sap 999 when the doctor cannot be found', () => {
    const doctor = { first_name: 'Luis', last_name: 'Mora' };
    const result = spec
      .given([registered, added()])
      .when(select({ sap: '999', status: 'active', programs: {}, notListedDoctor: doctor })).result;
    expect(result.ok && result.events[0]?.data).toMatchObject({
      sap: '999',
      cannotFind: true,
      notListedDoctor: doctor,
      preferredActive: false,
    });
  });

  it.each([
    [{ ...practice, status: 'inactive' as const }, { code: 'PRACTICE_INACTIVE' }],
    [{ sap: '999', status: 'active' as const, programs: {} }, { code: 'NOT_LISTED_NAME_REQUIRED' }],
  ] as const)('refuses %j', (p, error) => {
    spec.given([registered, added()]).when(select(p)).thenFails(error);
  });

  it('needs the patient', () => {
    spec.given([registered]).when(select(practice)).thenFails({ code: 'PATIENT_NOT_FOUND' });
  });
});

describe('profile state and predicates', () => {
  it('ignores patient events before registration, and a second registration', () => {
    expect(evolveProfile(initialProfileState(), added())).toEqual({ kind: 'none' });
    const state = replayProfile([registered, added()]);
    expect(evolveProfile(state, registered)).toBe(state);
  });

  it('updates only the named patient', () => {
    const updated: ProfileEvent = {
      type: 'PatientUpdated',
      data: { profileId: 'p-1', patientId: 'pt-2', changes: { name: 'Eva' }, updatedAt: AT },
    };
    const state = replayProfile([registered, added(), added('pt-2', 'PENDING', 'E'), updated]);
    expect(state.kind === 'registered' && state.patients.map((p) => p.name)).toEqual([
      'Ana Ruiz',
      'Eva',
    ]);
  });

  it('detects a self-entered profile and a pending relation (spec 001 §4)', () => {
    expect(isSelfEntered([{ relationToProfile: 'PARENT' }, { relationToProfile: 'SELF' }])).toBe(
      true,
    );
    expect(isSelfEntered([{ relationToProfile: 'PENDING' }])).toBe(false);
    expect(isRelationPending({ relationToProfile: 'PENDING' })).toBe(true);
    expect(isRelationPending({ relationToProfile: 'SELF' })).toBe(false);
  });
});

describe('signing-in facts: phone binding and password reset', () => {
  it('records a proved phone as the second factor', () => {
    const verified: ProfileEvent = {
      type: 'PhoneNumberVerified',
      data: { profileId: 'p-1', phoneNumber: '2125550100', verifiedAt: AT },
    };
    spec
      .given([registered])
      .when({ type: 'VerifyPhoneNumber', data: { phoneNumber: '2125550100' } })
      .then([verified]);
    const state = replayProfile([registered, verified]);
    expect(state.kind === 'registered' && state.verifiedPhone).toEqual({
      number: '2125550100',
      at: AT,
    });
  });

  it('asks for a reset link in the profile’s language, valid one hour', () => {
    spec
      .given([registered])
      .when({ type: 'RequestPasswordReset', data: { resetId: 'r-1' } })
      .then([
        {
          type: 'PasswordResetRequested',
          data: {
            profileId: 'p-1',
            resetId: 'r-1',
            email: 'ana@example.com',
            firstName: 'Ana',
            language: 'es',
            requestedAt: AT,
            expiresAt: '2025-08-01T13:00:00.000Z',
          },
        },
      ]);
  });

  it('records a password changed by a reset link', () => {
    spec
      .given([registered])
      .when({ type: 'ChangePassword', data: { via: 'reset', resetId: 'r-1' } })
      .then([
        {
          type: 'PasswordChanged',
          data: { profileId: 'p-1', via: 'reset', resetId: 'r-1', changedAt: AT },
        },
      ]);
  });

  it.each([
    { type: 'VerifyPhoneNumber', data: { phoneNumber: '2125550100' } },
    { type: 'RequestPasswordReset', data: { resetId: 'r-1' } },
    { type: 'ChangePassword', data: { via: 'reset', resetId: null } },
  ] as const)('needs a registered profile ($type)', (command) => {
    spec.given([]).when(command).thenFails({ code: 'PROFILE_NOT_FOUND' });
  });
});
