import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppShellLayout } from './AppShellLayout';
import { RouteError } from './RouteError';

/** Lazy route module: each page is its own chunk, loaded when first visited. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <AppShellLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', ...page(() => import('../features/home/HomePage')) },
      { path: '*', ...page(() => import('../features/not-found/NotFoundPage')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
