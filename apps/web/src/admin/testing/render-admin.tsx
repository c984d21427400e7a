import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { stubApi } from '../../../test-utils/journey';
import { appStateFixture, tokenWith } from '../../../test-utils/fixtures';
import { AdminProviders } from '../AdminApp';
import { adminRoutes } from '../admin-routes';
import { createAdminI18n } from '../i18n/admin-i18n';
import { adminApiAtom, createAdminApi } from '../session/admin-api';
import {
  ADMIN_TOKEN_KEY,
  type StaffRole,
  adminLanguageAtom,
  adminTokenAtom,
} from '../session/admin-session';

type Routes = Parameters<typeof stubApi>[0];

/** A staff token (unsigned: the browser never checks signatures) valid for an hour. */
export const staffToken = (role: StaffRole, sub = `${role}-1`) =>
  tokenWith({ sub, role, exp: Math.floor(Date.now() / 1000) + 3600 });

/**
 * The back office at `route` (a hash route's path) with the API stubbed by `routes`
 * (`'GET /admin/api/entries'` → reply), signed in as `role` unless `role` is null.
 */
export function renderAdmin(
  route: string,
  routes: Routes = {},
  options: { role?: StaffRole | null; language?: 'en' | 'es' } = {},
) {
  window.localStorage.clear();
  const store = createStore();
  const role = options.role === undefined ? 'support' : options.role;
  if (role) store.set(adminTokenAtom, staffToken(role));
  store.set(adminLanguageAtom, options.language ?? 'en');
  const stub = stubApi({
    'GET /admin/api/session': { body: { result: { firstName: 'Sam', email: null } } },
    'GET /api/app': { body: { result: appStateFixture() } },
    ...routes,
  });
  store.set(
    adminApiAtom,
    createAdminApi({
      fetch: stub.fetch,
      getToken: () => store.get(adminTokenAtom),
      getLanguage: () => options.language ?? 'en',
      onUnauthorized: () => store.set(adminTokenAtom, null),
    }),
  );
  const router = createMemoryRouter(adminRoutes, { initialEntries: [route] });
  const user = userEvent.setup();
  const view = render(
    <AdminProviders store={store} i18n={createAdminI18n(options.language ?? 'en')} env="test">
      <RouterProvider router={router} />
    </AdminProviders>,
  );
  return { ...view, ...stub, store, router, user };
}

export { ADMIN_TOKEN_KEY };
