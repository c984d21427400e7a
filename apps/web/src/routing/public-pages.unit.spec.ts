import { PUBLIC_PAGES } from '../../e2e/support/public-pages';
import { pageRoutes } from '../Router';
import { type RouteMeta } from './route-meta';

// The first-load weight spec (e2e/first-load-weight.e2e.spec.ts) opens every public page: its
// list must follow the router, or a new public page would go unmeasured.
describe('the public pages the first-load weight spec measures', () => {
  it('are exactly the routes the router marks public', () => {
    const publicRoutes = pageRoutes
      .filter((route) => (route.handle as RouteMeta).public)
      .map((route) => route.path);
    expect([...PUBLIC_PAGES.map((page) => page.route)].sort()).toEqual(publicRoutes.sort());
  });
});
