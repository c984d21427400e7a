/**
 * Full-page navigations out of the single-page app (the affiliate exit, a tracked link, a
 * practice's scheduler). One place, so tests can watch them instead of jsdom failing to navigate.
 */
export function leaveTo(url: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.location.replace(url);
  else window.location.assign(url);
}
