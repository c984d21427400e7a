import { Title } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { Link, type RouteObject } from 'react-router-dom';
import { renderRoutes } from '../../test-utils/render';
import { RootLayout } from '../shell/RootLayout';
import { type RouteMeta } from './route-meta';

const meta = (page: RouteMeta['page'], isPublic: boolean): RouteMeta => ({
  page,
  group: null,
  public: isPublic,
  phases: 'any',
  maintenance: true,
});

/** A page showing its heading and a link to the other page. */
const route = (path: string, handle: RouteMeta, heading: string, link: [string, string]) => ({
  path,
  handle,
  element: (
    <>
      <Title order={1}>{heading}</Title>
      <Link to={link[0]}>{link[1]}</Link>
    </>
  ),
});

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      route('/faq', meta('faq', true), 'FAQ page', ['/dashboard', 'Dashboard']),
      route('/dashboard', meta('dashboard', false), 'Dashboard page', ['/faq', 'FAQ']),
    ],
  },
];

const content = (name: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

describe('what search engines read (SEO)', () => {
  it('describes the page in its language and keeps signed-in pages out of the index', async () => {
    const { user } = renderRoutes(routes, '/faq', { language: 'es' });
    await screen.findByRole('heading', { level: 1, name: 'FAQ page' });
    await waitFor(() => expect(content('description')).toMatch(/^Recibe recompensas/));
    expect(content('robots')).toBeUndefined();

    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard page' });
    await waitFor(() => expect(content('robots')).toBe('noindex'));

    await user.click(screen.getByRole('link', { name: 'FAQ' }));
    await screen.findByRole('heading', { level: 1, name: 'FAQ page' });
    await waitFor(() => expect(content('robots')).toBeUndefined());
  });
});
