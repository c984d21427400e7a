import { MantineProvider } from '@mantine/core';
import { type i18n } from 'i18next';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LanguageSync } from '../shell/watchers';
import { theme } from '../theme';

export interface AppProvidersProps {
  store: ReturnType<typeof createStore>;
  i18n: i18n;
  children: ReactNode;
  /** 'test' turns Mantine's transitions and portals off (test-utils/render.tsx). */
  env?: 'default' | 'test';
}

/** State, language and theme: what every page and every test render sits in. */
export function AppProviders({ store, i18n, children, env = 'default' }: AppProvidersProps) {
  return (
    <JotaiProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
          <LanguageSync />
          {children}
        </MantineProvider>
      </I18nextProvider>
    </JotaiProvider>
  );
}
