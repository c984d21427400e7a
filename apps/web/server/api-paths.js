// @ts-check
import { posix } from 'node:path';

// The paths the API answers: the dev server (vite.config.ts) and the production web server
// (server/web-server.js) forward exactly these to API_URL. Everything else is the web app.

/** @type {readonly string[]} */
export const API_PATH_PREFIXES = [
  '/api',
  '/admin/api',
  '/admin/queues',
  '/redirect_to_affiliate',
  '/uploads',
  '/dev',
];

/** Development helpers (e-mail and SMS inboxes): never in production, only from this machine. */
export const DEV_PATH_PREFIXES = ['/dev', '/api/dev'];

/** @param {string} text */
const decodeOnce = (text) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * A request path as any server behind us might read it, for deciding what a path is: percent
 * escapes decoded (until nothing changes, so `%2564` is caught too), backslashes as slashes,
 * lower case (the API once routed without regard to case), repeated slashes collapsed and dot
 * segments resolved. Never what is forwarded: only what checks compare.
 * @param {string} url
 */
export function normalisedPath(url) {
  let current = url.split(/[?#]/, 1)[0] ?? '';
  for (let round = 0; round < 4; round += 1) {
    const decoded = decodeOnce(current);
    if (decoded === current) break;
    current = decoded;
  }
  const resolved = posix.normalize(`/${current.replace(/\\/g, '/')}`);
  return resolved.toLowerCase();
}

/**
 * @param {string} url
 * @param {readonly string[]} prefixes
 */
const under = (url, prefixes) => {
  const path = url.split('?', 1)[0] ?? '';
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
};

/**
 * True when a request path (with or without its query) belongs to the API: the prefix itself or
 * anything below it, so `/api/app` and `/dev` match but `/api-docs-page` or `/devices` do not.
 * @param {string} url
 */
export const isApiPath = (url) => under(url, API_PATH_PREFIXES);

/**
 * A dev helper's path however it is written (`/api/Dev/mail`, `/api//dev/mail`,
 * `/api/%64ev/mail`, `/x/../dev/inbox`): compared normalised, since what reaches the API is
 * routed by whatever reading it makes of them.
 * @param {string} url
 */
export const isDevPath = (url) => under(normalisedPath(url), DEV_PATH_PREFIXES);

/** @param {string | undefined} address */
export const isLoopback = (address) =>
  !!address && (address === '::1' || /^(::ffff:)?127\./.test(address));

/**
 * Whether the web server forwards a request: the dev inboxes show every e-mail and SMS code, so
 * only outside production, and only to a peer on this machine (the socket's, never a header's).
 * @param {string} url
 * @param {{ production: boolean, peer: string | undefined }} context
 */
export const forwardable = (url, { production, peer }) =>
  !isDevPath(url) || (!production && isLoopback(peer));

/**
 * Anything of the back office, however the path is written: its pages, its API and queue
 * board, its entry file (`admin.html`, `/public/build/admin.html` and its compressed copies)
 * and its entry chunk. Nobody may frame any of it.
 * @param {string} url
 */
export function isBackOfficePath(url) {
  const path = normalisedPath(url);
  return (
    path === '/admin' ||
    path.startsWith('/admin/') ||
    /(^|\/)admin\.html(\.br|\.gz)?$/.test(path) ||
    path.startsWith('/public/build/assets/admin-')
  );
}

/** The back office is its own entry (admin.html); its API and queue board are proxied. */
/** @param {string} url */
export function isAdminPagePath(url) {
  const path = url.split('?', 1)[0] ?? '';
  return (path === '/admin' || path.startsWith('/admin/')) && !isApiPath(path);
}
