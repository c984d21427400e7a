import { MOBILE_MAX_WIDTH } from '../config/constants';

/** The app runs inside a host page's iframe (spec 000 §1): cookies then need SameSite=None. */
export function detectIframe(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true; // a cross-origin parent denies access to window.top
  }
}

export type Channel = 'm' | 'def';

/** Channel `m` for a viewport under 768 px wide, else `def` (spec 000 §3). */
export function channelOf(width: number): Channel {
  return width < MOBILE_MAX_WIDTH ? 'm' : 'def';
}
