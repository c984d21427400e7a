import { MantineProvider } from '@mantine/core';
import { type i18n } from 'i18next';
import { Provider as JotaiProvider, type createStore, useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createHashRouter, type RouteObject } from 'react-router-dom';
import { theme } from '../theme';
import { adminRoutes } from './admin-routes';
import { adminLanguageAtom } from './session/admin-session';
import { AppClock } from './ui/AppClock';

type Store = ReturnType<typeof createStore>;

/** Keeps i18next and `<html lang>` on the chosen language. */
function LanguageSync({ i18n }: { i18n: i18n }) {
  const language = useAtomValue(adminLanguageAtom) === 'es' ? 'es' : 'en';
  useEffect(() => {
    void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [i18n, language]);
  return null;
}

/** State, texts and theme around the back office (the tests render pages inside these too). */
export function AdminProviders({
  store,
  i18n,
  env = 'default',
  children,
}: {
  store: Store;
  i18n: i18n;
  env?: 'default' | 'test';
  children: ReactNode;
}) {
  return (
    <JotaiProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
          <LanguageSync i18n={i18n} />
          <AppClock>{children}</AppClock>
        </MantineProvider>
      </I18nextProvider>
    </JotaiProvider>
  );
}

export function AdminApp({
  store,
  i18n,
  routes = adminRoutes,
}: {
  store: Store;
  i18n: i18n;
  routes?: RouteObject[];
}) {
  const [router] = useState(() => createHashRouter(routes));
  return (
    <AdminProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AdminProviders>
  );
}
