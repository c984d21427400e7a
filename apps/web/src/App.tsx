import { type i18n } from 'i18next';
import { type createStore } from 'jotai';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { apiClientAtom } from './api/api.state';
import { reportClientError } from './api/report-client-error';
import { type Navigator } from './bootstrap/app-services';
import { type StartOutcome } from './bootstrap/start';
import { AppProviders } from './bootstrap/AppProviders';
import { Bootstrap } from './bootstrap/Bootstrap';
import { ErrorNotice } from './routing/PageErrorBoundary';

type Store = ReturnType<typeof createStore>;

/** The last line: an error outside the router (the providers, the start) is reported and shown. */
class TopLevelBoundary extends Component<
  { store: Store; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    void reportClientError(
      this.props.store.get(apiClientAtom),
      error,
      info.componentStack ?? 'app',
    );
  }

  override render() {
    return this.state.failed ? <ErrorNotice /> : this.props.children;
  }
}

export function App({
  store,
  i18n,
  navigator,
  started,
}: {
  store: Store;
  i18n: i18n;
  navigator: Navigator;
  /** The start already under way (main.tsx begins it before the first render). */
  started?: Promise<StartOutcome>;
}) {
  return (
    <AppProviders store={store} i18n={i18n}>
      <TopLevelBoundary store={store}>
        <Bootstrap navigator={navigator} started={started} />
      </TopLevelBoundary>
    </AppProviders>
  );
}
