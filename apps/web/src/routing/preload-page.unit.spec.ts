import { type RouteObject } from 'react-router-dom';
import { preloadPage } from './preload-page';
import { type RouteMeta } from './route-meta';

const meta = (isPublic: boolean): RouteMeta => ({
  page: 'faq',
  group: 'faq',
  public: isPublic,
  phases: 'any',
  maintenance: false,
});

describe('preloading the first page’s code', () => {
  const faq = jest.fn(async () => ({}));
  const dashboard = jest.fn(async () => ({}));
  const routes: RouteObject[] = [
    { path: '/faq/:mode?', handle: meta(true), lazy: faq },
    { path: '/dashboard', handle: meta(false), lazy: dashboard },
  ];
  beforeEach(() => jest.clearAllMocks());

  it('loads a public page’s code for anyone', () => {
    preloadPage(routes, '/faq/all', false);
    expect(faq).toHaveBeenCalledTimes(1);
  });

  it('loads a signed-in page’s code only with a session', () => {
    preloadPage(routes, '/dashboard', false);
    expect(dashboard).not.toHaveBeenCalled();
    preloadPage(routes, '/dashboard', true);
    expect(dashboard).toHaveBeenCalledTimes(1);
  });

  it('does nothing for an address no page has', () => {
    expect(() => preloadPage(routes, '/nowhere', true)).not.toThrow();
    expect(faq).not.toHaveBeenCalled();
  });
});
