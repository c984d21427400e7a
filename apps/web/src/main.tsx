import './mantine-global-styles';
import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { apiClientAtom } from './api/api.state';
import { App } from './App';
import { createAppApiClient, type Navigator } from './bootstrap/app-services';
import { createI18n } from './i18n/i18n';
import { chosenLanguageAtom, initialLanguage, languageAtom } from './language/language.state';

const store = createStore();
// Until the router exists, navigation from outside React is a full page load.
const navigator: Navigator = { navigate: (to) => window.location.assign(to) };
store.set(apiClientAtom, createAppApiClient(store, navigator));

// The language before the app state arrives: ?lang=, a stored choice, else the browser's.
const browserLanguage = window.navigator.language.slice(0, 2).toLowerCase() === 'es' ? 'es' : 'en';
const language = initialLanguage({
  query: new URLSearchParams(window.location.search).get('lang'),
  chosen: store.get(chosenLanguageAtom),
  profile: undefined,
  appState: browserLanguage,
});
store.set(languageAtom, language);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App store={store} i18n={createI18n(language)} navigator={navigator} />
  </StrictMode>,
);
