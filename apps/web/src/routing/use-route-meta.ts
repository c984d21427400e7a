import { useMatches } from 'react-router-dom';
import { isRouteMeta, type RouteMeta } from './route-meta';

/** Every matched record's meta, outermost first. */
export function useRouteRecords(): RouteMeta[] {
  return useMatches()
    .map((match) => match.handle)
    .filter(isRouteMeta);
}

/** The meta of the page showing (the deepest matched record), if any. */
export function useRouteMeta(): RouteMeta | undefined {
  return useRouteRecords().at(-1);
}
