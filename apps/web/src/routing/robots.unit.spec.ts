import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageRoutes } from '../Router';
import { type RouteMeta } from './route-meta';

// public/robots.txt keeps crawlers off every page behind sign-in and lets them reach every
// public page; it must follow the router as routes come and go.
const robots = readFileSync(path.join(__dirname, '../../public/robots.txt'), 'utf8');
const disallowed = robots
  .split('\n')
  .map((line) => /^Disallow:\s*(\S+)/.exec(line)?.[1])
  .filter((prefix): prefix is string => prefix !== undefined);

/** A robots.txt rule matches a path it is a prefix of. */
const blocked = (routePath: string) => disallowed.some((prefix) => routePath.startsWith(prefix));

const routes = pageRoutes.map((route) => ({
  path: route.path ?? '',
  public: (route.handle as RouteMeta).public,
}));

describe('robots.txt', () => {
  it('disallows every signed-in route, the back office and the API', () => {
    const open = routes.filter((route) => !route.public && !blocked(route.path));
    expect(open.map((route) => route.path)).toEqual([]);
    for (const path of ['/admin', '/admin/support', '/api/app', '/dev/inbox'])
      expect(blocked(path)).toBe(true);
  });

  it('allows every public route', () => {
    const closed = routes.filter((route) => route.public && blocked(route.path));
    expect(closed.map((route) => route.path)).toEqual([]);
  });
});
