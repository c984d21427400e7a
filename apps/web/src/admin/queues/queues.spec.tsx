import { screen, within } from '@testing-library/react';
import { renderAdmin } from '../testing/render-admin';

const failedApproval = {
  queue: 'approval',
  id: 'assess-submission.e-1',
  name: 'assess-submission',
  failedReason: 'Connection terminated unexpectedly',
  attemptsMade: 10,
  attempts: 10,
  addedAt: '2025-08-15T12:00:00.000Z',
  failedAt: '2025-08-15T12:18:00.000Z',
  data: { submissionId: 'aaaabbbb-1111-2222-3333-444455556666', eventId: 'e-1' },
};

describe('admin: failed jobs on the queues page', () => {
  it('lists failed jobs with their entry and reason, and retries one', async () => {
    let failed = [failedApproval];
    const view = renderAdmin(
      '/queues',
      {
        'GET /admin/api/jobs/failed': () => ({ body: { result: { jobs: failed } } }),
        'POST /admin/api/jobs/approval/assess-submission.e-1/retry': () => {
          failed = [];
          return { status: 202, body: { result: { retried: true } } };
        },
      },
      { role: 'admin' },
    );
    expect(await screen.findByText('Connection terminated unexpectedly')).toBeInTheDocument();
    const table = screen.getAllByRole('region', { name: 'Failed jobs' }).at(-1)!;
    expect(within(table).getByText('10 of 10')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'aaaabbbb' })).toHaveAttribute(
      'href',
      '/entries/aaaabbbb-1111-2222-3333-444455556666',
    );
    await view.user.click(
      within(table).getByRole('button', { name: 'Retry assess-submission for aaaabbbb' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The job assess-submission runs again.',
    );
    expect(await screen.findByText('No job has failed.')).toBeInTheDocument();
    expect(view.called('POST /admin/api/jobs/approval/assess-submission.e-1/retry')).toHaveLength(
      1,
    );
  });

  it('retries every failed job of the chosen queue at once, in Spanish too', async () => {
    const view = renderAdmin(
      '/queues',
      {
        'GET /admin/api/jobs/failed': ({ url }) => ({
          body: {
            result: { jobs: url.searchParams.get('queue') === 'email' ? [] : [failedApproval] },
          },
        }),
        'POST /admin/api/jobs/failed/retry': { status: 202, body: { result: { retried: 1 } } },
      },
      { role: 'admin', language: 'es' },
    );
    await view.user.click(await screen.findByRole('radio', { name: 'Correo' }));
    expect(await screen.findByText('Ningún trabajo ha fallado.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('radio', { name: 'Aprobación' }));
    await view.user.click(await screen.findByRole('button', { name: 'Reintentar todos (1)' }));
    expect(await screen.findByText('Trabajos ejecutados de nuevo: 1.')).toBeInTheDocument();
    expect(view.called('POST /admin/api/jobs/failed/retry').map((call) => call.body)).toEqual([
      { queue: 'approval' },
    ]);
  });

  it('says why the list could not be loaded, with a way to try again', async () => {
    renderAdmin(
      '/queues',
      {
        'GET /admin/api/jobs/failed': {
          status: 503,
          body: {
            errors: [
              {
                name: 'body',
                code: 'SERVICE_UNAVAILABLE',
                message: 'The service is briefly unavailable. Please try again in a moment.',
              },
            ],
          },
        },
      },
      { role: 'admin' },
    );
    // The back office says an outage in its own words (the web server answers it too).
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is unavailable right now. Try again in a few minutes.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
