import '../mantine-global-styles';
import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp } from './AdminApp';
import { createAdminI18n } from './i18n/admin-i18n';
import { createAdminApi, adminApiAtom } from './session/admin-api';
import { adminLanguageAtom, adminTokenAtom } from './session/admin-session';

// The back office (/admin, its own entry: the patient bundle never carries it). Hash routes.
const store = createStore();
const language = store.get(adminLanguageAtom) === 'es' ? 'es' : 'en';
store.set(
  adminApiAtom,
  createAdminApi({
    getToken: () => store.get(adminTokenAtom),
    getLanguage: () => (store.get(adminLanguageAtom) === 'es' ? 'es' : 'en'),
    // The session is over (expired, or signed out elsewhere): back to sign-in, saying so.
    onUnauthorized: () => {
      store.set(adminTokenAtom, null);
      window.location.hash = '#/login?expired=1';
    },
  }),
);

const root = document.getElementById('root');
if (!root) throw new Error('admin.html has no #root');
createRoot(root).render(
  <StrictMode>
    <AdminApp store={store} i18n={createAdminI18n(language)} />
  </StrictMode>,
);
