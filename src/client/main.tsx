import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type DataRouter, type RouteObject } from 'react-router';
import '@mantine/core/styles.css';
// Mantine's theme variables and responsive classes, rendered at build time (build/vite/theme-variables.ts).
import 'virtual:theme-variables.css';
import 'react-toastify/dist/ReactToastify.css';
import { HydratedMark } from './app/HydratedMark';
import { Providers } from './app/providers';
import { SiteOriginProvider } from './lib/site-origin';
import { routes } from './app/router';

/** Loads the lazy route modules of the current URL, so the first render matches the server's HTML. */
async function resolveLazyRoutes(all: RouteObject[]): Promise<void> {
  const matches = matchRoutes(all, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

// The same tree as the server entry's. A page rendered here alone (the dashboard sits outside the
// site frame, which holds the mark) is React's from its first commit, so the mark can sit at the root.
const app = (router: DataRouter, markAtRoot: boolean) => (
  <StrictMode>
    <SiteOriginProvider origin={window.location.origin}>
      <Providers>
        <RouterProvider router={router} />
        {markAtRoot && <HydratedMark />}
      </Providers>
    </SiteOriginProvider>
  </StrictMode>
);

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  if (container.firstElementChild) {
    // Server-rendered: the router starts from the server's loader data (window.__staticRouterHydrationData).
    await resolveLazyRoutes(routes);
    // The route modules were just evaluated in one task; the router and hydration start in the next,
    // so the two are not one long task on a slow phone.
    await new Promise((resolve) => setTimeout(resolve, 0));
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page (the page is already painted; a click waits at most a slice).
    startTransition(() => {
      hydrateRoot(container, app(createBrowserRouter(routes), false));
    });
  } else {
    // The bare shell (the dashboard, or the Vite dev server): React renders the page's own head tags.
    document.querySelectorAll('[data-default-head]').forEach((el) => el.remove());
    createRoot(container).render(app(createBrowserRouter(routes), true));
  }
}

void start();
