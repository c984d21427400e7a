import { screen, waitFor, within } from '@testing-library/react';
import { tokenWith } from '../../test-utils/fixtures';
import { renderAdmin, staffToken } from './testing/render-admin';
import {
  ADMIN_TOKEN_KEY,
  PATIENT_TOKEN_KEY,
  adminTokenAtom,
  patientTokenAtom,
} from './session/admin-session';
import { patientApp } from './session/navigation';

const entry = {
  submissionId: 'b1c2d3e4-0000-4000-8000-000000000001',
  status: 'pending',
  entryType: 'site',
  purchaseDate: '2025-08-01',
  confirmedAt: '2025-08-15T12:00:00.000Z',
  confirmationCode: 'ABCDEFGHJKLMNP',
  sap: '1000001',
  practiceName: 'Bright Eyes',
  totalReward: 65,
  supplyLength: 6,
  cardState: null,
  profileId: 'p-1',
  patientId: 'pat-1',
  patientName: 'Rosa Díaz',
  email: 'rosa@example.com',
  profileName: 'Rosa Díaz',
  impersonatorId: null,
  eventCount: 4,
  lastRevision: 3,
  updatedAt: '2025-08-15T12:00:00.000Z',
};

const history = [
  {
    revision: 0,
    type: 'PurchaseDateEntered',
    recordedAt: '2025-08-15T11:00:00.000Z',
    actorId: 'p-1',
    actorName: 'Pat Lens',
    impersonatorId: 'admin-7',
    impersonatorName: 'Avery Staff',
    comment: 'Patient called in',
    summary: { purchaseDate: '2025-08-01' },
  },
  {
    revision: 1,
    type: 'SubmissionConfirmed',
    recordedAt: '2025-08-15T12:00:00.000Z',
    actorId: 'p-1',
    actorName: 'Pat Lens',
    impersonatorId: null,
    impersonatorName: null,
    comment: null,
    summary: { confirmationCode: 'ABCDEFGHJKLMNP' },
  },
];

describe('back office sign-in and access', () => {
  it('sends a signed-out visitor to the sign-in page', async () => {
    renderAdmin('/entries', {}, { role: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Back office sign-in' }),
    ).toBeInTheDocument();
  });

  it('lets only staff in, and opens the admin session with the new token', async () => {
    const patient = tokenWith({
      sub: 'p-1',
      role: 'patient',
      exp: Math.floor(Date.now() / 1000) + 3600,
    });
    const admin = staffToken('admin', 'admin-1');
    let next = patient;
    const view = renderAdmin(
      '/login',
      {
        'POST /api/profiles/login': () => ({ body: { result: { profile: { token: next } } } }),
        'POST /admin/api/session': { body: { result: { role: 'admin' } } },
        'GET /admin/api/entries': {
          body: { result: { entries: [], total: 0, page: 1, pageSize: 25 } },
        },
      },
      { role: null },
    );
    await view.user.type(await screen.findByLabelText(/E-mail/), 'pat@example.com');
    await view.user.type(screen.getByLabelText(/^Password/), 'Secret-2025');
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in is for staff only.');
    expect(view.store.get(adminTokenAtom)).toBeNull();
    expect(view.called('POST /admin/api/session')).toHaveLength(0);

    next = admin;
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Entries' })).toBeInTheDocument();
    expect(view.called('POST /admin/api/session')[0]!.headers['profile-token']).toBe(admin);
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBe(admin);
  });

  it('lets the password be shown and hidden again by keyboard alone', async () => {
    const view = renderAdmin('/login', {}, { role: null });
    const password = await screen.findByLabelText(/^Password/);
    await view.user.click(await screen.findByLabelText(/E-mail/));
    await view.user.tab();
    expect(password).toHaveFocus();
    await view.user.keyboard('Secret-2025');
    await view.user.tab();
    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).toHaveFocus();
    expect(password).toHaveAttribute('type', 'password');
    await view.user.keyboard('{Enter}');
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    await view.user.keyboard(' ');
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows each role its own menu, and tells it when a page is not its', async () => {
    renderAdmin('/entries', {}, { role: 'finance' });
    const menu = await screen.findByRole('navigation', { name: 'Back office menu' });
    expect(within(menu).getByRole('link', { name: /Finance/ })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: /Entries/ })).toBeNull();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Not available' }),
    ).toBeInTheDocument();
  });

  it('opens in Spanish', async () => {
    renderAdmin(
      '/entries',
      {
        'GET /admin/api/entries': {
          body: { result: { entries: [], total: 0, page: 1, pageSize: 25 } },
        },
      },
      { language: 'es' },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Compras registradas' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Ninguna compra coincide.')).toBeInTheDocument();
  });
});

describe('support: entries', () => {
  it('searches with the address’s filters and lists what it finds', async () => {
    const view = renderAdmin('/entries?q=rosa&status=pending', {
      'GET /admin/api/entries': {
        body: { result: { entries: [entry], total: 1, page: 1, pageSize: 25 } },
      },
    });
    expect(await screen.findByRole('link', { name: 'ABCDEFGHJKLMNP' })).toBeInTheDocument();
    const query = view.called('GET /admin/api/entries')[0]!.query;
    expect(Object.fromEntries(query)).toEqual({ q: 'rosa', status: 'pending', page: '1' });
    expect(screen.getByText('Rosa Díaz')).toBeInTheDocument();
    expect(screen.getByText('1 found')).toBeInTheDocument();
  });

  it('opens #/entries?id= straight on the entry', async () => {
    renderAdmin(`/entries?id=${entry.submissionId}`, {
      [`GET /admin/api/entries/${entry.submissionId}`]: {
        body: { result: { entry, submission: null, history } },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Entry b1c2d3e4' }),
    ).toBeInTheDocument();
  });

  it('shows the history with who acted for the patient, a past state, and replays', async () => {
    const view = renderAdmin(`/entries/${entry.submissionId}`, {
      [`GET /admin/api/entries/${entry.submissionId}`]: {
        body: { result: { entry, submission: null, history } },
      },
      [`GET /admin/api/entries/${entry.submissionId}/state`]: {
        body: {
          result: {
            revision: 0,
            type: 'PurchaseDateEntered',
            recordedAt: history[0]!.recordedAt,
            state: { kind: 'entry', status: '' },
          },
        },
      },
      [`POST /admin/api/entries/${entry.submissionId}/replay`]: {
        body: {
          result: {
            status: 'done',
            commandId: 4,
            jobs: [{ queue: 'approval', name: 'assess-submission', jobId: 'x' }],
          },
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'History' });
    // People by name, never by profile id (issue 29).
    expect(within(table).getByText('Avery Staff acting for the patient')).toBeInTheDocument();
    expect(within(table).getAllByText('Pat Lens')).toHaveLength(2);
    expect(within(table).queryByText(/admin-7|p-1/)).not.toBeInTheDocument();
    expect(within(table).getByText('Reason: Patient called in')).toBeInTheDocument();
    await view.user.click(
      within(table).getByRole('button', { name: 'View the entry after this event (0)' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'The entry after event 0: PurchaseDateEntered',
    });
    expect(within(dialog).getByText('In progress')).toBeInTheDocument();
    expect(
      Object.fromEntries(
        view.called(`GET /admin/api/entries/${entry.submissionId}/state`)[0]!.query,
      ),
    ).toEqual({ revision: '0' });
    await view.user.click(within(dialog).getByRole('button', { name: /close/i }));
    await view.user.click(screen.getByRole('button', { name: 'Replay this entry' }));
    expect(
      await screen.findByText('Replayed. Jobs asked for again: assess-submission.'),
    ).toBeInTheDocument();
  });

  it('shows the receipt photo with the staff token, and zooms in and out of it', async () => {
    const fetchPhoto = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(new Blob(['jpeg']), { status: 200 }));
    const createObjectURL = jest.fn(() => 'blob:receipt');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const submission = {
      rewards: null,
      card: null,
      receipt_image_url: 'x',
      product_image_url: null,
    };
    const view = renderAdmin(`/entries/${entry.submissionId}`, {
      [`GET /admin/api/entries/${entry.submissionId}`]: {
        body: { result: { entry, submission, history } },
      },
    });
    const photos = await screen.findByRole('region', { name: 'Photos' });
    expect(within(photos).getByText('None uploaded.')).toBeInTheDocument();
    const open = await within(photos).findByRole('button', {
      name: 'Receipt photo: Open and zoom',
    });
    const [url, init] = fetchPhoto.mock.calls[0]!;
    expect(String(url)).toBe(`/admin/api/entries/${entry.submissionId}/photos/receipt`);
    expect((init?.headers as Record<string, string>)['profile-token']).toBe(
      view.store.get(adminTokenAtom),
    );
    await view.user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Receipt photo' });
    expect(within(dialog).getByRole('img', { name: 'Receipt photo' })).toHaveAttribute(
      'src',
      'blob:receipt',
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(within(dialog).getByText('Zoom: 150 %')).toBeInTheDocument();
    const area = within(dialog).getByRole('region', { name: /Receipt photo: scroll/ });
    area.focus();
    await view.user.keyboard('-');
    expect(within(dialog).getByText('Zoom: 100 %')).toBeInTheDocument();
    await view.user.keyboard('0');
    expect(within(dialog).getByRole('button', { name: 'Fit to the window' })).toBeDisabled();
    fetchPhoto.mockRestore();
  });

  it('shows the server’s reason when a comment is refused', async () => {
    const view = renderAdmin(`/entries/${entry.submissionId}`, {
      [`GET /admin/api/entries/${entry.submissionId}`]: {
        body: { result: { entry, submission: null, history } },
      },
      [`POST /admin/api/contest/entry/${entry.submissionId}/comments`]: {
        status: 409,
        body: {
          errors: [{ name: 'body', code: 'CONFLICT', message: 'Changed at the same time.' }],
        },
      },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await view.user.type(screen.getByLabelText(/Comment/), 'Checked the receipt.');
    await view.user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Changed at the same time.')).toBeInTheDocument();
  });
});

describe('patient tools: acting for a patient', () => {
  const detail = {
    profile: {
      profileId: 'p-1',
      email: 'rosa@example.com',
      firstName: 'Rosa',
      lastName: 'Díaz',
      language: 'es',
      registeredAt: '2025-08-01T10:00:00.000Z',
      role: 'patient',
      patients: 1,
      entries: 1,
    },
    patients: [],
    entries: [entry],
  };

  it('needs a reason, then hands the patient app the impersonation token', async () => {
    const open = jest.spyOn(patientApp, 'open').mockImplementation(() => undefined);
    const acting = tokenWith({
      sub: 'p-1',
      role: 'patient',
      act: { sub: 'support-1', comment: 'by phone' },
    });
    const view = renderAdmin('/patients/p-1', {
      'GET /admin/api/profiles/p-1': { body: { result: detail } },
      'POST /admin/api/impersonation': {
        status: 201,
        body: { result: { token: acting, profileId: 'p-1', firstName: 'Rosa' } },
      },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Act for this patient' }));
    const dialog = await screen.findByRole('dialog', { name: 'Act for Rosa Díaz' });
    await view.user.click(
      within(dialog).getByRole('button', { name: 'Start acting for the patient' }),
    );
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(view.called('POST /admin/api/impersonation')).toHaveLength(0);
    await view.user.type(within(dialog).getByLabelText(/Reason/), 'by phone');
    await view.user.click(
      within(dialog).getByRole('button', { name: 'Start acting for the patient' }),
    );
    await waitFor(() => expect(open).toHaveBeenCalledWith('/dashboard'));
    expect(view.called('POST /admin/api/impersonation')[0]!.body).toEqual({
      profile_id: 'p-1',
      comment: 'by phone',
    });
    expect(window.localStorage.getItem(PATIENT_TOKEN_KEY)).toBe(acting);
  });

  it('ends it: the impersonation token goes back for the admin’s own', async () => {
    const acting = tokenWith({
      sub: 'p-1',
      role: 'patient',
      exp: Math.floor(Date.now() / 1000) + 600,
      act: { sub: 'support-1', comment: 'x' },
    });
    const own = staffToken('support', 'support-1');
    const view = renderAdmin('/entries', {
      'GET /admin/api/entries': {
        body: { result: { entries: [], total: 0, page: 1, pageSize: 25 } },
      },
      'POST /admin/api/impersonation/end': {
        body: { result: { token: own, profileId: 'support-1', role: 'support' } },
      },
      'POST /admin/api/session': { body: { result: {} } },
    });
    view.store.set(patientTokenAtom, acting);
    await view.user.click(await screen.findByRole('link', { name: 'End acting for the patient' }));
    expect(await screen.findByText(/You are back in your own session./)).toBeInTheDocument();
    expect(view.called('POST /admin/api/impersonation/end')[0]!.headers['profile-token']).toBe(
      acting,
    );
    expect(view.store.get(adminTokenAtom)).toBe(own);
    expect(view.store.get(patientTokenAtom)).toBeNull();
  });
});
