import { type createStore } from 'jotai';
import { pendingRequestsAtom } from '../api/api.state';
import { createApiClient, type ApiClient } from '../api/client';
import { languageAtom } from '../language/language.state';
import { logoutAtom, tokenAtom } from '../session/session.state';

type Store = ReturnType<typeof createStore>;

/** Where the app navigates from outside React (the router's navigate once it exists). */
export interface Navigator {
  navigate: (to: string) => void;
}

/**
 * The API client bound to the app's store: the token and language from their atoms, 401 logs
 * the session out (the guard then leaves any signed-in page), 429 shows /limiter.
 */
export function createAppApiClient(
  store: Store,
  navigator: Navigator,
  fetchImpl?: typeof fetch,
): ApiClient {
  return createApiClient({
    fetch: fetchImpl,
    getToken: () => store.get(tokenAtom),
    getLanguage: () => store.get(languageAtom),
    onUnauthorized: () => store.set(logoutAtom),
    onRateLimited: () => navigator.navigate('/limiter'),
    onLoadingChange: (delta) =>
      store.set(pendingRequestsAtom, (count) => Math.max(0, count + delta)),
  });
}
