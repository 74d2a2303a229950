import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { SWRConfig } from 'swr';
import { Providers } from '../../src/client/app/providers';
import { routes as siteRoutes } from '../../src/client/app/router';

/**
 * The site's routes (or `routes`, e.g. built with an extra game) at `path`, with a fresh SWR cache
 * so no test sees another's replies; returns the router.
 */
export function renderRouteAt(path: string, routes: RouteObject[] = siteRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </Providers>,
  );
  return router;
}
