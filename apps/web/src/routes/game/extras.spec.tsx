import { waitFor, within } from '@testing-library/react';
import { tokenExpiringIn } from '../../../test-utils/fixtures';
import { renderApp } from '../../../test-utils/render';
import { freshBrowser, heading, main } from '../../testing/page-queries';
import { failure, ok, stubApi } from '../../testing/stub-api';

const session = { token: tokenExpiringIn(3600), profile: { id: 'p-1', first_name: 'Ana' } };

beforeEach(freshBrowser);

describe('/game', () => {
  it('spends a play, shows the prize, then has none left', async () => {
    const play = { playId: 'g-1', prize: 'lens_case', playedAt: '2025-07-15T14:00:00.000Z' };
    const { api, called } = stubApi({
      'GET /api/extras/game': () => ok({ plays_remaining: 1, plays: [] }),
      'POST /api/extras/game/plays': () => ok({ play, plays_remaining: 0, plays: [play] }),
    });
    const { user } = renderApp('/game', { api, session });
    await heading('Instant win game');
    expect(await main().findByText('You have 1 play left.')).toBeInTheDocument();
    expect(main().getByText('You haven’t played yet.')).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: 'Reveal my card' }));
    expect(await main().findByText(/You won a free lens case!/)).toBeInTheDocument();
    expect(
      main().getByText('You have no plays left. Enter a purchase to earn another play.'),
    ).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Reveal my card' })).toBeDisabled();
    expect(main().getByText('On July 15, 2025: a free lens case')).toBeInTheDocument();
    expect(called('POST', '/api/extras/game/plays')).toHaveLength(1);
  });

  it('shows the server’s refusal, in Spanish', async () => {
    const { api } = stubApi({
      'GET /api/extras/game': () => ok({ plays_remaining: 2, plays: [] }),
      'POST /api/extras/game/plays': () =>
        failure(409, 'NO_PLAYS_LEFT', 'body', 'No te quedan jugadas.'),
    });
    const { user } = renderApp('/game', { api, session, language: 'es' });
    await heading('Juego de premio instantáneo');
    await user.click(await main().findByRole('button', { name: 'Descubrir mi tarjeta' }));
    expect(await main().findByRole('alert')).toHaveTextContent('No te quedan jugadas.');
  });

  it('is for signed-in profiles only', async () => {
    const { router } = renderApp('/game');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('/inky', () => {
  it('asks five lens-care questions and scores them', async () => {
    const { user } = renderApp('/inky', { session });
    await heading('Bonus page: Inky');
    await user.click(main().getByRole('button', { name: 'False' }));
    expect(main().getByText('That’s right!')).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: 'Next question' }));
    for (const answer of ['True', 'True', 'True', 'False']) {
      await user.click(main().getByRole('button', { name: answer }));
      await user.click(main().getByRole('button', { name: 'Next question' }));
    }
    expect(
      main().getByRole('heading', { level: 2, name: 'You got 4 out of 5 right.' }),
    ).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: 'Play again' }));
    expect(main().getByText('Question 1 of 5')).toBeInTheDocument();
  });
});

describe('/janky', () => {
  it('lists what the app knows and checks the connection', async () => {
    const { api } = stubApi({ 'GET /api/app': () => ok({}) });
    const { user } = renderApp('/janky', { api, session });
    await heading('Bonus page: Janky');
    const table = within(main().getByRole('table', { name: 'What your browser shows' }));
    expect(table.getByRole('row', { name: /Program phase Running/ })).toBeInTheDocument();
    expect(
      table.getByRole('row', { name: /Inside another site No, on its own/ }),
    ).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: 'Check the connection' }));
    expect(await main().findByText(/Connected: the server answered in \d+ ms/)).toBeInTheDocument();
  });

  it('fails on request: the error is reported and the browser lands on /error', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, called } = stubApi({
      'POST /api/client-error': () => ({ status: 202, body: { result: { reported: true } } }),
    });
    const { user, router } = renderApp('/janky', { api, session });
    await heading('Bonus page: Janky');
    await user.click(main().getByRole('button', { name: 'Make this page fail' }));
    await heading('Something went wrong');
    expect(router.state.location.pathname).toBe('/error');
    await waitFor(() => expect(called('POST', '/api/client-error')).toHaveLength(1));
    expect((called('POST', '/api/client-error')[0]?.body as { stack: string }).stack).toMatch(
      /made to fail on purpose/,
    );
    jest.restoreAllMocks();
  });
});
