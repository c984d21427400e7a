import { dayOf } from '@lens/domain';
import { atom } from 'jotai';
import { SESSION_TICK_MS } from '../config/constants';
import { type AppState } from './app-state';

/** The app state loaded at start (`GET /api/app`); null until then. */
export const appStateAtom = atom<AppState | null>(null);

/** Where the server's clock stood when the app state arrived, against the browser's clock. */
const clockAnchorAtom = atom<{ serverMs: number; clientMs: number } | null>(null);

export const setAppStateAtom = atom(null, (_get, set, state: AppState) => {
  set(appStateAtom, state);
  set(clockAnchorAtom, { serverMs: Date.parse(state.now), clientMs: Date.now() });
});

const tickAtom = atom(0);
// Ticks while anything reads the clock (spec 000 §9: session tick 1 s).
tickAtom.onMount = (setTick) => {
  const timer = setInterval(() => setTick((n) => n + 1), SESSION_TICK_MS);
  return () => clearInterval(timer);
};

/**
 * The UI's "now" in epoch ms: the server's `now` moved on by the time elapsed since it arrived,
 * so a server pinned in the past (APP_NOW) is in the past here too. Updates every second.
 */
export const nowAtom = atom((get) => {
  get(tickAtom);
  const anchor = get(clockAnchorAtom);
  const clientNow = Date.now();
  return anchor ? anchor.serverMs + (clientNow - anchor.clientMs) : clientNow;
});

/**
 * The UI's calendar day (UTC) on the app's clock. It changes once a day, so what shows only the
 * day (the footer's offer and year) renders once a day, not at every tick of the clock.
 */
export const todayAtom = atom((get) => dayOf(get(nowAtom)));

export const phaseAtom = atom((get) => get(appStateAtom)?.phase ?? 'active');

/** Whether the server can send text messages (an SMS provider, or the dev inbox). */
export const smsAvailableAtom = atom((get) => get(appStateAtom)?.sms ?? false);
