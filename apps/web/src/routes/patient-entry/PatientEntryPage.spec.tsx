import { screen, waitFor, within } from '@testing-library/react';
import { tokenExpiringIn } from '../../../test-utils/fixtures';
import { apiErrors, renderJourney, seedDraft } from '../../../test-utils/journey';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

const practice = (sap: string, name: string, extra: Record<string, unknown> = {}) => ({
  sap,
  display_name: name,
  account_name: `${name} LLC`,
  address1: '1 Main St',
  address2: '',
  address3: '',
  city: 'Albany',
  state: 'NY',
  postal_code: '12207',
  distance: 1.2,
  programs: {},
  preferredActive: false,
  isLenscrafters: false,
  url: null,
  affiliated_now: true,
  ...extra,
});

const list = [
  practice('100200', 'Bright Eyes Optometry', { preferredActive: true }),
  practice('100300', 'Clear View Vision', { city: 'Troy' }),
  practice('100400', 'Closed Optical', { affiliated_now: false }),
];

const patient = {
  id: 'pat-1',
  profile_id: 'p-1',
  name: 'Ana Díaz',
  relation_to_profile: 'SELF',
  address1: '12 Elm St',
  address2: null,
  city: 'Albany',
  state: 'NY',
  postal_code: '12207',
  country: 'US',
  sap: '100200',
  cannot_find: false,
  ecp_not_listed: null,
};

function stubGeolocation(outcome: 'granted' | 'denied') {
  Object.defineProperty(window.navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
        outcome === 'granted'
          ? ok({ coords: { latitude: 42.65, longitude: -73.75 } } as GeolocationPosition)
          : fail({ code: 1 } as GeolocationPositionError),
    },
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

async function fillNewPatient(user: ReturnType<typeof renderJourney>['user']) {
  await user.type(screen.getByLabelText(/Patient’s full name/), 'Luis Díaz');
  await user.selectOptions(screen.getByLabelText(/Who is this patient to you/), 'Someone else');
  await user.type(screen.getByLabelText(/Street address/), '12 elm street');
  await user.type(screen.getByLabelText(/^City/), 'albany');
  await user.selectOptions(screen.getByLabelText(/^State/), 'New York');
  const details = screen.getByRole('form', { name: 'Patient details' });
  await user.type(within(details).getByLabelText(/ZIP code/), '12207');
}

describe('/patient_entry: a new patient and their practice', () => {
  it('finds practices near me (radius 5), filters them, selects one, verifies the address and saves', async () => {
    stubGeolocation('granted');
    seedDraft({
      step: 'practice',
      patientId: undefined,
      patientName: undefined,
      sap: undefined,
      submissionId: undefined,
    });
    const view = renderJourney('/patient_entry', {
      'GET /api/patients/get-patients/me': { body: { result: { patientList: [patient] } } },
      'GET /api/eye-care-professionals/list/by-radius': {
        body: { result: { eyeCareProfessionalList: list } },
      },
      'POST /api/patients/add': {
        status: 201,
        body: {
          result: {
            patient: { ...patient, id: 'pat-2', name: 'Luis Díaz', relation_to_profile: 'OTHER' },
          },
        },
      },
    });
    await heading('Patient details');
    // The location modal opens with the panel: allow searches 5 miles around the visitor.
    const location = await screen.findByRole('dialog', { name: 'Find practices near you' });
    await view.user.click(within(location).getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('3 practices found')).toBeInTheDocument();
    const query = view.called('GET /api/eye-care-professionals/list/by-radius')[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      radius: '5',
      latitude: '42.65',
      longitude: '-73.75',
    });
    expect(screen.getByText('Preferred practice')).toBeInTheDocument();

    await view.user.type(screen.getByLabelText('Filter results'), 'troy');
    expect(screen.getByText('1 practice found')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Select Clear View Vision' }));
    expect(screen.getByRole('button', { name: 'Selected' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await fillNewPatient(view.user);
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    const verify = await screen.findByRole('dialog', { name: 'Check your address' });
    const proceed = within(verify).getByRole('button', { name: 'Continue' });
    expect(proceed).toBeDisabled();
    expect(within(verify).getByText('12 Elm St')).toBeInTheDocument();
    await view.user.click(within(verify).getByRole('radio', { name: 'Recommended address' }));
    await view.user.click(proceed);

    await heading('Purchase details');
    expect(view.called('POST /api/patients/add')[0]?.body).toMatchObject({
      name: 'Luis Díaz',
      relation_to_profile: 'OTHER',
      address1: '12 Elm St',
      city: 'Albany',
      state: 'NY',
      postal_code: '12207',
      sap: '100300',
    });
  });

  it('declining location leads to the ZIP search; a radius change searches again', async () => {
    seedDraft({ step: 'practice', patientId: undefined, sap: undefined });
    const view = renderJourney('/patient_entry', {
      'GET /api/patients/get-patients/me': { body: { result: { patientList: [] } } },
      'GET /api/eye-care-professionals/list/by-radius': {
        body: { result: { eyeCareProfessionalList: list.slice(0, 1) } },
      },
    });
    await heading('Patient details');
    const location = await screen.findByRole('dialog', { name: 'Find practices near you' });
    await view.user.click(
      within(location).getByRole('button', { name: 'Search by ZIP code instead' }),
    );
    const search = screen.getByRole('search', { name: 'Search for practices' });
    await view.user.type(within(search).getByLabelText('ZIP code'), '1220');
    await view.user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(
      await within(search).findByText(
        'Enter a ZIP code for the U.S. or a postal code (A1A 1A1) for Canada.',
      ),
    ).toBeInTheDocument();
    await view.user.type(within(search).getByLabelText('ZIP code'), '7');
    await view.user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 practice found')).toBeInTheDocument();
    await view.user.selectOptions(within(search).getByLabelText('Distance'), 'Within 25 miles');
    await waitFor(() =>
      expect(view.called('GET /api/eye-care-professionals/list/by-radius')).toHaveLength(2),
    );
    expect(
      view.called('GET /api/eye-care-professionals/list/by-radius')[1]?.query.get('radius'),
    ).toBe('25');
    expect(
      view
        .called('GET /api/eye-care-professionals/list/by-radius')[1]
        ?.query.get('eye_care_professional_postal_code'),
    ).toBe('12207');
  });

  it('keeps a new patient’s details and the chosen practice over a reload (issue 12 item 10)', async () => {
    stubGeolocation('granted');
    seedDraft({ step: 'practice', patientId: undefined, sap: undefined, submissionId: undefined });
    const routes = {
      'GET /api/patients/get-patients/me': { body: { result: { patientList: [patient] } } },
      'GET /api/eye-care-professionals/list/by-radius': {
        body: { result: { eyeCareProfessionalList: list } },
      },
    };
    const first = renderJourney('/patient_entry', routes);
    await heading('Patient details');
    const location = await screen.findByRole('dialog', { name: 'Find practices near you' });
    await first.user.click(within(location).getByRole('button', { name: 'Use my location' }));
    await first.user.click(await screen.findByRole('button', { name: 'Select Clear View Vision' }));
    await fillNewPatient(first.user);
    first.unmount();

    const reloaded = renderJourney('/patient_entry', routes);
    await heading('Patient details');
    expect(screen.getByLabelText(/Patient’s full name/)).toHaveValue('Luis Díaz');
    expect(screen.getByLabelText(/Who is this patient to you/)).toHaveValue('OTHER');
    expect(screen.getByLabelText(/^City/)).toHaveValue('albany');
    const details = screen.getByRole('form', { name: 'Patient details' });
    expect(within(details).getByLabelText(/ZIP code/)).toHaveValue('12207');
    expect(screen.getByText('Clear View Vision')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change practice' })).toBeInTheDocument();
    reloaded.unmount();
  });

  it('a geolocation failure shows the error and counts as declined', async () => {
    stubGeolocation('denied');
    seedDraft({ step: 'practice', patientId: undefined, sap: undefined });
    const view = renderJourney('/patient_entry', {
      'GET /api/patients/get-patients/me': { body: { result: { patientList: [] } } },
    });
    await heading('Patient details');
    const location = await screen.findByRole('dialog', { name: 'Find practices near you' });
    await view.user.click(within(location).getByRole('button', { name: 'Use my location' }));
    expect(
      await screen.findByRole('dialog', { name: 'We couldn’t find your location.' }),
    ).toBeInTheDocument();
  });

  it('warns about a non-participating practice and takes "my doctor isn’t listed" with the doctor’s name', async () => {
    stubGeolocation('granted');
    seedDraft({ step: 'practice', patientId: undefined, sap: undefined });
    const view = renderJourney('/patient_entry', {
      'GET /api/patients/get-patients/me': { body: { result: { patientList: [] } } },
      'GET /api/eye-care-professionals/list/by-radius': {
        body: { result: { eyeCareProfessionalList: list } },
      },
    });
    await heading('Patient details');
    await view.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Use my location' }),
    );
    await view.user.click(await screen.findByRole('button', { name: 'Select Closed Optical' }));
    const warning = await screen.findByRole('dialog', { name: 'This practice isn’t taking part' });
    await view.user.click(within(warning).getByRole('button', { name: 'Choose another practice' }));
    expect(screen.queryByRole('button', { name: 'Selected' })).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Can’t find your doctor?' }));
    await view.user.click(await screen.findByRole('button', { name: 'My doctor isn’t listed' }));
    const doctor = await screen.findByRole('dialog', { name: 'Your doctor isn’t listed' });
    await view.user.click(within(doctor).getByRole('button', { name: 'Use this doctor' }));
    expect(await within(doctor).findAllByText('This field is required.')).toHaveLength(2);
    await view.user.type(within(doctor).getByLabelText(/Doctor’s first name/), 'Rosa');
    await view.user.type(within(doctor).getByLabelText(/Doctor’s last name/), 'Luna');
    await view.user.click(within(doctor).getByRole('button', { name: 'Use this doctor' }));
    expect(await screen.findByText('Doctor not listed: Dr. Rosa Luna')).toBeInTheDocument();
  });
});

describe('/patient_entry with an existing patient', () => {
  it('asks before saving changed details, and shows server errors on their fields', async () => {
    seedDraft({
      step: 'practice',
      patientId: 'pat-1',
      patientName: 'Ana Díaz',
      sap: '100200',
      submissionId: undefined,
    });
    const view = renderJourney('/patient_entry', {
      'GET /api/patients/get-patients/me': { body: { result: { patientList: [patient] } } },
      'GET /api/eye-care-professionals/get-by-sap/100200': {
        body: { result: { eyeCareProfessional: { ...list[0], status: 'active' } } },
      },
      'POST /api/patients/update': {
        status: 400,
        body: apiErrors({
          name: 'address1',
          code: 'VALIDATION',
          message: 'Include both the street number and the street name.',
        }),
      },
    });
    await heading('Patient details');
    expect(await screen.findByText('Bright Eyes Optometry')).toBeInTheDocument();
    expect(screen.getByLabelText(/Patient’s full name/)).toHaveValue('Ana Díaz');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument(); // a practice is chosen: no location prompt

    await view.user.clear(screen.getByLabelText(/Street address/));
    await view.user.type(screen.getByLabelText(/Street address/), '14 Elm St');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Save changes to Ana Díaz?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Include both the street number and the street name.'),
    ).toBeInTheDocument();
    expect(view.called('POST /api/patients/update')[0]?.body).toMatchObject({
      id: 'pat-1',
      address1: '14 Elm St',
      sap: '100200',
    });
  });

  it('goes straight on when nothing changed', async () => {
    seedDraft({ step: 'practice', patientId: 'pat-1', sap: '100200', submissionId: undefined });
    const view = renderJourney('/patient_entry', {
      'GET /api/patients/get-patients/me': { body: { result: { patientList: [patient] } } },
      'GET /api/eye-care-professionals/get-by-sap/100200': {
        body: { result: { eyeCareProfessional: { ...list[0], status: 'active' } } },
      },
    });
    await screen.findByText('Bright Eyes Optometry');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('Purchase details');
    expect(view.called('POST /api/patients/update')).toHaveLength(0);
  });
});

describe('/patient_entry for an admin acting for the patient', () => {
  it('offers the plain Doctor Not Listed link instead of the help tip', async () => {
    seedDraft({ step: 'practice', patientId: undefined, sap: undefined });
    const session = {
      token: tokenExpiringIn(3600, { act: { sub: 'admin-1' } }),
      profile: { id: 'p-1', first_name: 'Ana' },
    };
    const view = renderJourney(
      '/patient_entry',
      { 'GET /api/patients/get-patients/me': { body: { result: { patientList: [] } } } },
      { session },
    );
    await heading('Patient details');
    await view.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Search by ZIP code instead',
      }),
    );
    expect(
      screen.queryByRole('button', { name: 'Can’t find your doctor?' }),
    ).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Doctor Not Listed' }));
    expect(
      await screen.findByRole('dialog', { name: 'Your doctor isn’t listed' }),
    ).toBeInTheDocument();
  });
});
