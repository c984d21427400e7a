import { screen, waitFor, within } from '@testing-library/react';
import { renderAdmin } from '../testing/render-admin';

const ID = 'e1c2d3e4-0000-4000-8000-000000000001';

const summary = (status: 'open' | 'answered' | 'closed' = 'open') => ({
  id: ID,
  reference: 'K7QX-3HMD',
  status,
  contact: { firstName: 'Ana', lastName: 'Núñez', email: 'ana@example.com', phone: null },
  contactType: 'patient',
  reason: 'reward_card',
  language: 'es',
  replies: status === 'answered' ? 1 : 0,
  created: '2025-09-15T15:00:00.000Z',
  answeredAt: null,
  closedAt: null,
});

const detail = (status: 'open' | 'answered' | 'closed' = 'open') => ({
  escalation: {
    ...summary(status),
    form: {
      comments: 'My card has not arrived.',
      patient_first_name: 'Luis',
      patient_last_initial: 'N',
    },
  },
  history: [
    {
      revision: 0,
      type: 'EscalationSubmitted',
      recordedAt: '2025-09-15T15:00:00.000Z',
      actorId: null,
      actorName: null,
      message: null,
    },
    ...(status === 'answered'
      ? [
          {
            revision: 1,
            type: 'EscalationReplied',
            recordedAt: '2025-09-15T16:00:00.000Z',
            actorId: 'support-1',
            actorName: 'Sam Staff',
            message: 'Tu tarjeta salió el lunes.',
          },
        ]
      : []),
  ],
});

describe('support inbox (issue 17 item 2)', () => {
  it('lists open requests by default, and filters by status in the address', async () => {
    const view = renderAdmin('/inbox', {
      'GET /admin/api/escalations': ({ url }) => ({
        body: {
          result: {
            escalations: url.searchParams.get('status') === 'open' ? [summary()] : [],
            total: url.searchParams.get('status') === 'open' ? 1 : 0,
            page: 1,
            pageSize: 25,
          },
        },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Support inbox' })).toBeVisible();
    const row = (await screen.findByRole('link', { name: 'K7QX-3HMD' })).closest('tr')!;
    expect(within(row).getByText('Reward card')).toBeInTheDocument();
    expect(within(row).getByText('Spanish')).toBeInTheDocument();
    expect(within(row).getByText('ana@example.com')).toBeInTheDocument();

    await view.user.click(screen.getByRole('radio', { name: 'Answered' }));
    expect(await screen.findByText('No requests here.')).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?status=answered');
    expect(view.called('GET /admin/api/escalations').map((c) => c.query.get('status'))).toEqual([
      'open',
      'answered',
    ]);
  });

  it('shows the request and its history, replies (the request becomes answered) and closes', async () => {
    let state: 'open' | 'answered' | 'closed' = 'open';
    const view = renderAdmin(`/inbox/${ID}`, {
      [`GET /admin/api/escalations/${ID}`]: () => ({ body: { result: detail(state) } }),
      [`POST /admin/api/escalations/${ID}/reply`]: () => {
        state = 'answered';
        return { body: { result: detail(state) } };
      },
      [`POST /admin/api/escalations/${ID}/close`]: () => {
        state = 'closed';
        return { body: { result: detail(state) } };
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Request K7QX-3HMD' }),
    ).toBeVisible();
    expect(screen.getByText('My card has not arrived.')).toBeInTheDocument();
    expect(screen.getByText('Received; acknowledgement e-mailed')).toBeInTheDocument();

    const send = screen.getByRole('button', { name: 'Send the reply' });
    await view.user.click(send);
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(view.called(`POST /admin/api/escalations/${ID}/reply`)).toHaveLength(0);

    expect(screen.getByText(/E-mailed to ana@example.com in Spanish/)).toBeInTheDocument();
    await view.user.type(screen.getByLabelText(/Your reply/), 'Tu tarjeta salió el lunes.');
    await view.user.click(send);
    expect(
      await screen.findByText('The reply is on its way to ana@example.com.'),
    ).toBeInTheDocument();
    expect(view.called(`POST /admin/api/escalations/${ID}/reply`)[0]?.body).toEqual({
      message: 'Tu tarjeta salió el lunes.',
    });
    expect(await screen.findByText('Replied by e-mail')).toBeInTheDocument();
    expect(screen.getByText(/Sam Staff/)).toBeInTheDocument();

    // Closing is asked once (issue 29): No keeps it open, Yes closes it.
    await view.user.click(screen.getByRole('button', { name: 'Close the request' }));
    const ask = screen.getByRole('group', { name: 'Close the request' });
    expect(within(ask).getByText(/It will take no more replies/)).toBeInTheDocument();
    await view.user.click(within(ask).getByRole('button', { name: 'No, keep it open' }));
    expect(view.called(`POST /admin/api/escalations/${ID}/close`)).toHaveLength(0);
    await view.user.click(screen.getByRole('button', { name: 'Close the request' }));
    await view.user.click(screen.getByRole('button', { name: 'Yes, close it' }));
    expect(await screen.findByText('The request is closed.')).toBeInTheDocument();
    expect(view.called(`POST /admin/api/escalations/${ID}/close`)).toHaveLength(1);
    await waitFor(() =>
      expect(
        screen.getByText('This request is closed: it takes no more replies.'),
      ).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Send the reply' })).not.toBeInTheDocument();
  });

  it('is in the menu for support, and not open to finance', async () => {
    renderAdmin('/inbox', {}, { role: 'finance' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not available' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Support inbox' })).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    renderAdmin(
      '/inbox',
      {
        'GET /admin/api/escalations': {
          body: { result: { escalations: [summary()], total: 1, page: 1, pageSize: 25 } },
        },
      },
      { language: 'es' },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bandeja de ayuda' }),
    ).toBeVisible();
    expect(await screen.findByText('Tarjeta de recompensa')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Respondidas' })).toBeInTheDocument();
  });
});
