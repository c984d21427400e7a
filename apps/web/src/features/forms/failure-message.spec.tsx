import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test-utils/render';
import { ApiFailure } from '../../api/api-failure';
import { useFailureText } from './failure-message';

/** What the web server (or the API) answers in an outage; its own text is not what shows. */
const outage = new ApiFailure(503, [
  { name: 'body', code: 'SERVICE_UNAVAILABLE', message: 'An unexpected error occurred.' },
]);

function Shown({ error }: { error: unknown }) {
  const { message, formLevel } = useFailureText();
  return (
    <>
      <p>{message(error)}</p>
      <p>{formLevel(error, ['email'])}</p>
    </>
  );
}

describe('the text of a failed call', () => {
  it.each([
    ['en', 'Lens Rewards is unavailable right now. Please try again in a few minutes.'],
    ['es', 'Lens Rewards no está disponible en este momento. Inténtalo de nuevo en unos minutos.'],
  ] as const)('translates SERVICE_UNAVAILABLE itself (%s)', async (language, text) => {
    renderWithProviders(<Shown error={outage} />, { language });
    expect(await screen.findAllByText(text)).toHaveLength(2);
  });

  it('keeps the server’s own message for other codes', async () => {
    const failure = new ApiFailure(409, [
      { name: 'body', code: 'CONFLICT', message: 'Someone changed this entry.' },
    ]);
    renderWithProviders(<Shown error={failure} />);
    expect(await screen.findAllByText('Someone changed this entry.')).toHaveLength(2);
  });
});
