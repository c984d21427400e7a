import { render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { ApiFailure } from '../../api/api-failure';
import { AdminProviders } from '../AdminApp';
import { createAdminI18n } from '../i18n/admin-i18n';
import { adminLanguageAtom } from '../session/admin-session';
import { useErrorText } from './error-text';

function Shown({ error }: { error: unknown }) {
  return <p>{useErrorText()(error)}</p>;
}

describe('back office error text', () => {
  it.each([
    ['en', 'The service is unavailable right now. Try again in a few minutes.'],
    ['es', 'El servicio no está disponible en este momento. Vuelve a intentarlo en unos minutos.'],
  ] as const)('translates SERVICE_UNAVAILABLE itself (%s)', async (language, text) => {
    const outage = new ApiFailure(503, [
      { name: 'body', code: 'SERVICE_UNAVAILABLE', message: 'An unexpected error occurred.' },
    ]);
    const store = createStore();
    store.set(adminLanguageAtom, language);
    render(
      <AdminProviders store={store} i18n={createAdminI18n(language)} env="test">
        <Shown error={outage} />
      </AdminProviders>,
    );
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
