import { screen, within } from '@testing-library/react';
import { DRAFT_STORAGE_KEY } from '../../features/draft/purchase-draft';
import { renderJourney, seedDraft } from '../../../test-utils/journey';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const patients = [
  { id: 'pat-1', name: 'Ana Díaz', relation_to_profile: 'SELF', sap: '100200' },
  { id: 'pat-2', name: 'Luis Díaz', relation_to_profile: 'PARENT', sap: null },
];
const list = {
  'GET /api/patients/get-patients/me': { body: { result: { patientList: patients } } },
};

beforeEach(() => localStorage.clear());

describe('/patient_select', () => {
  it('starts a new entry for the chosen patient, with their practice', async () => {
    seedDraft(); // an older incomplete entry is replaced by the new one
    const view = renderJourney('/patient_select', list);
    await heading('Who is this purchase for?');
    expect(
      screen.getByRole('region', { name: 'You have an unfinished entry' }),
    ).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(
      within(items[1] as HTMLElement).getByText('My child (I’m their parent)'),
    ).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Choose Ana Díaz' }));
    await heading('Patient details');
    expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}')).toMatchObject({
      step: 'practice',
      patientId: 'pat-1',
      patientName: 'Ana Díaz',
      sap: '100200',
    });
    expect(
      JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}').submissionId,
    ).toBeUndefined();
  });

  it('adds a new patient', async () => {
    const view = renderJourney('/patient_select', {
      'GET /api/patients/get-patients/me': { body: { result: { patientList: [] } } },
    });
    expect(await screen.findByText(/You haven’t added anyone yet/)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Add a new patient' }));
    await heading('Patient details');
    expect(screen.getByLabelText(/Patient’s full name/)).toHaveValue('');
  });

  it('says when the list cannot load, and tries again', async () => {
    let calls = 0;
    const view = renderJourney('/patient_select', {
      'GET /api/patients/get-patients/me': () =>
        ++calls === 1
          ? {
              status: 503,
              body: {
                errors: [
                  {
                    name: 'body',
                    code: 'SERVICE_UNAVAILABLE',
                    message: 'The service is unavailable.',
                  },
                ],
              },
            }
          : list['GET /api/patients/get-patients/me'],
    });
    // An outage is said in the app's own words (the web server answers it too).
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Lens Rewards is unavailable right now. Please try again in a few minutes.',
    );
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Choose Luis Díaz' })).toBeInTheDocument();
  });
});

describe('/patient_select/edit', () => {
  it('edits a patient on /patient_entry/:id', async () => {
    const view = renderJourney('/patient_select/edit', list);
    await heading('Your patients');
    await view.user.click(await screen.findByRole('button', { name: 'Edit Luis Díaz' }));
    await heading('Edit patient details');
    expect(view.router.state.location.pathname).toBe('/patient_entry/pat-2');
    expect(await screen.findByDisplayValue('Luis Díaz')).toBeInTheDocument();
  });
});
