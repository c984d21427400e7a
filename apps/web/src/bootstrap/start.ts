import { type Language } from '@lens/domain';
import { type createStore } from 'jotai';
import { isApiFailure } from '../api/api-failure';
import { apiClientAtom } from '../api/api.state';
import { setAppStateAtom, nowAtom } from '../app-state/app-state.state';
import { fetchAppState } from '../app-state/load-app-state';
import { channelAtom } from '../environment/environment.state';
import { chosenLanguageAtom, initialLanguage, languageAtom } from '../language/language.state';
import { fetchMyProfile } from '../session/profile-api';
import {
  logoutAtom,
  runProfileCallAtom,
  sessionExpiresAtAtom,
  tokenAtom,
} from '../session/session.state';

type Store = ReturnType<typeof createStore>;

export type StartOutcome =
  | { kind: 'ready'; maintenance: boolean }
  /** The stored session's profile could not load: the browser goes to the site URL. */
  | { kind: 'leave'; to: string };

/**
 * Everything before the first page: the app state (and with it the server's clock), the session
 * (spec 001 §4: "the session is loaded through a profile action at startup") and the language.
 * Fails only when the app state cannot load.
 */
export async function startApp(store: Store, location: { search: string }): Promise<StartOutcome> {
  const api = store.get(apiClientAtom);
  const appState = await fetchAppState(api, location.search, store.get(channelAtom));
  store.set(setAppStateAtom, appState);

  let profileLanguage: Language | undefined;
  if (store.get(tokenAtom)) {
    const expiresAt = store.get(sessionExpiresAtAtom);
    if (expiresAt === null || expiresAt <= store.get(nowAtom)) {
      // A token already past its time (by the server's clock) is simply forgotten.
      store.set(logoutAtom);
    } else {
      try {
        const profile = await store.set(runProfileCallAtom, () => fetchMyProfile(api));
        profileLanguage = profile.language;
      } catch (error) {
        // A session ended elsewhere (sign-out, a password reset) is forgotten like an expired
        // one, so a reset link opened in this browser still reaches its page.
        if (!(isApiFailure(error) && error.hasCode('SESSION_ENDED')))
          return { kind: 'leave', to: appState.siteURL };
      }
    }
  }

  store.set(
    languageAtom,
    initialLanguage({
      query: new URLSearchParams(location.search).get('lang'),
      chosen: store.get(chosenLanguageAtom),
      profile: profileLanguage,
      appState: appState.userLanguage,
    }),
  );
  return { kind: 'ready', maintenance: appState.phase === 'maintenance' };
}
