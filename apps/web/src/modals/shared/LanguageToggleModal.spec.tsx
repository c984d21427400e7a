import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test-utils/render';
import { LANGUAGE_STORAGE_KEY } from '../../config/constants';
import { languageAtom } from '../../language/language.state';

beforeEach(() => localStorage.clear());

describe('language toggle', () => {
  it('enables confirm only when the choice differs, then shows the app in Spanish', async () => {
    const { user, store } = renderApp('/reward_estimator');
    await screen.findByRole('heading', { level: 1, name: 'Reward estimator' });

    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your language' });
    const confirm = within(dialog).getByRole('button', { name: 'Change language' });
    expect(within(dialog).getByRole('radio', { name: 'English' })).toBeChecked();
    expect(confirm).toBeDisabled();

    await user.click(within(dialog).getByRole('radio', { name: 'Español' }));
    expect(confirm).toBeEnabled();
    await user.click(within(dialog).getByRole('radio', { name: 'English' }));
    expect(confirm).toBeDisabled();

    await user.click(within(dialog).getByRole('radio', { name: 'Español' }));
    await user.click(confirm);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Calculadora de recompensas' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Idioma: español' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.get(languageAtom)).toBe('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'es'));
    expect(document.title).toBe('Calculadora de recompensas | Lens Rewards');
  });

  it('cancel keeps the language', async () => {
    const { user, store } = renderApp('/reward_estimator', { language: 'es' });
    await user.click(await screen.findByRole('button', { name: 'Idioma: español' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elige tu idioma' });
    await user.click(within(dialog).getByRole('radio', { name: 'English' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(store.get(languageAtom)).toBe('es');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Calculadora de recompensas' }),
    ).toBeInTheDocument();
  });
});
