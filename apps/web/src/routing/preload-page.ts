import { matchRoutes, type RouteObject } from 'react-router-dom';
import { isRouteMeta } from './route-meta';

/**
 * Starts loading the code of the page at `pathname` (its page group, and its page part) while
 * the app state loads, instead of once the router exists: the router's own load of the route
 * then finds the chunks there. Only for a page the visitor may see: a public one, or any page
 * with a session (the guard decides the rest as before).
 */
export function preloadPage(routes: RouteObject[], pathname: string, signedIn: boolean): void {
  const route = matchRoutes(routes, pathname)?.at(-1)?.route;
  if (!route || typeof route.lazy !== 'function' || !isRouteMeta(route.handle)) return;
  if (!route.handle.public && !signedIn) return;
  // A chunk that fails fails again when the router loads it, which shows the retry screen.
  route.lazy().catch(() => undefined);
}
