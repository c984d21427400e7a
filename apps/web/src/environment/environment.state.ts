import { atom } from 'jotai';
import { channelOf, detectIframe, type Channel } from './environment';

/** Whether the app is framed; fixed for the page's life. */
export const inIframeAtom = atom<boolean>(typeof window !== 'undefined' && detectIframe());

/** `m` or `def`, kept current by the shell as the viewport changes. */
export const channelAtom = atom<Channel>(
  typeof window !== 'undefined' ? channelOf(window.innerWidth) : 'def',
);

/** The page's host name, for the host rules of spec 000 §2 (tests set it). */
export const hostnameAtom = atom<string>(
  typeof window !== 'undefined' ? window.location.hostname : 'localhost',
);
