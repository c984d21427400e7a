// @ts-check
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

/**
 * True when a request path (with or without its query) belongs to the API: the prefix itself or
 * anything below it, so `/api/app` and `/dev` match but `/api-docs-page` or `/devices` do not.
 * @param {string} url
 */
export function isApiPath(url) {
  const path = url.split('?', 1)[0] ?? '';
  return API_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The back office is its own entry (admin.html); its API and queue board are proxied. */
/** @param {string} url */
export function isAdminPagePath(url) {
  const path = url.split('?', 1)[0] ?? '';
  return (path === '/admin' || path.startsWith('/admin/')) && !isApiPath(path);
}
