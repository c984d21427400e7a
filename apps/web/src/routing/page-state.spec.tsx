import { Anchor, Title } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { type ComponentType } from 'react';
import { Link, type RouteObject } from 'react-router-dom';
import { renderRoutes } from '../../test-utils/render';
import { RootLayout } from '../shell/RootLayout';
import { type RouteMeta } from './route-meta';

const meta = (page: RouteMeta['page'], styleClasses: string[] = []): RouteMeta => ({
  page,
  group: 'faq',
  public: true,
  phases: 'any',
  maintenance: true,
  styleClasses,
});

describe('page state on the body (spec 001 §2)', () => {
  it('names the page, adds its style classes, and marks the body while the page is being left', async () => {
    let finishLoading: (page: { Component: ComponentType }) => void = () => undefined;
    const routes: RouteObject[] = [
      {
        element: <RootLayout />,
        children: [
          {
            path: '/faq',
            handle: meta('faq', ['theme-calm']),
            element: (
              <>
                <Title order={1}>FAQ page</Title>
                <Anchor component={Link} to="/terms-and-conditions">
                  Terms
                </Anchor>
              </>
            ),
          },
          {
            path: '/terms-and-conditions',
            handle: meta('terms'),
            lazy: () => new Promise((resolve) => (finishLoading = resolve)),
          },
        ],
      },
    ];
    const { user } = renderRoutes(routes, '/faq');
    await screen.findByRole('heading', { level: 1, name: 'FAQ page' });
    await waitFor(() => expect(document.body).toHaveClass('page-faq', 'theme-calm'));

    await user.click(screen.getByRole('link', { name: 'Terms' }));
    await waitFor(() => expect(document.body).toHaveClass('page-leaving'));
    expect(document.body).toHaveClass('page-faq');

    finishLoading({ Component: () => <Title order={1}>Terms page</Title> });
    await screen.findByRole('heading', { level: 1, name: 'Terms page' });
    await waitFor(() => expect(document.body).toHaveClass('page-terms'));
    expect(document.body).not.toHaveClass('page-leaving', 'page-faq', 'theme-calm');
    expect(document.body.dataset['page']).toBe('terms');
  });
});
