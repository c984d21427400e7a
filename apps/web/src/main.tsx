import './mantine-global-styles';
import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { apiClientAtom } from './api/api.state';
import { App } from './App';
import { createAppApiClient, type Navigator } from './bootstrap/app-services';
import { startApp } from './bootstrap/start';
import { createI18n } from './i18n/i18n';
import { loadShellTexts } from './i18n/shell-texts';
import { chosenLanguageAtom, initialLanguage, languageAtom } from './language/language.state';
import { pageRoutes } from './Router';
import { preloadPage } from './routing/preload-page';
import { tokenAtom } from './session/session.state';

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
const i18n = createI18n(language);

// What the first page needs starts loading at once, side by side: the app state (and session),
// this language's texts and the page's own code.
const started = startApp(store, window.location);
started.catch(() => undefined); // Bootstrap handles a failure (it offers to try again)
const texts = loadShellTexts(i18n, language);
preloadPage(pageRoutes, window.location.pathname, store.get(tokenAtom) !== null);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App store={store} i18n={i18n} navigator={navigator} started={started} />
    </StrictMode>,
  );
texts.then(render, (error: unknown) => {
  console.error(`the ${language} texts did not load`, error);
  render(); // the start then loads them again, or offers to try again
});
