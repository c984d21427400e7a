import { render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { act } from 'react';
import { useTranslation } from 'react-i18next';
import { AppProviders } from '../bootstrap/AppProviders';
import { chooseLanguageAtom } from '../language/language.state';
import { createI18n } from './i18n';
import { resources } from './resources';
import { loadShellTexts } from './shell-texts';

function Loading() {
  const { t } = useTranslation();
  return <p>{t('loading')}</p>;
}

describe('the shell texts, one language at a time', () => {
  it('loads a language’s texts once, on demand', async () => {
    const i18n = createI18n('en', { en: resources.en });
    expect(i18n.hasResourceBundle('es', 'common')).toBe(false);
    const first = loadShellTexts(i18n, 'es');
    expect(loadShellTexts(i18n, 'es')).toBe(first);
    await first;
    for (const ns of ['common', 'shell', 'modals', 'pages', 'errors'])
      expect(i18n.getResourceBundle('es', ns)).toEqual(
        resources.es[ns as keyof typeof resources.es],
      );
  });

  it('shows a language chosen later once its texts have loaded', async () => {
    const store = createStore();
    const i18n = createI18n('en', { en: resources.en });
    render(
      <AppProviders store={store} i18n={i18n} env="test">
        <Loading />
      </AppProviders>,
    );
    expect(screen.getByText(resources.en.common.loading)).toBeInTheDocument();
    act(() => store.set(chooseLanguageAtom, 'es'));
    expect(await screen.findByText(resources.es.common.loading)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });
});
