import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppShellLayout } from './AppShellLayout';
import { RouteError } from './RouteError';
import { converterRegistry } from '../lib/converter-registry';
import { gameRegistry } from '../lib/game-registry';
import { preloadGameConfig } from '../features/calculator/config-request';

/** Lazy route module: each page is its own chunk, loaded when first visited. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <AppShellLayout />,
    errorElement: <RouteError />,
    children: [
      // One route per game file ('/' is League); the config request starts with the page's chunk.
      ...gameRegistry.games.map((game) => ({
        path: game.route,
        lazy: async () => {
          preloadGameConfig(game);
          const { GameRoute } = await import('./GameRoute');
          return { element: <GameRoute game={game} /> };
        },
      })),
      { path: '/login', ...page(() => import('../features/operator/LoginPage')) },
      ...converterRegistry.map((c) => ({ path: c.route, ...page(() => import('../features/converters/ConverterPage')) })),
      { path: '*', ...page(() => import('../features/not-found/NotFoundPage')) },
    ],
  },
  // The dashboard brings its own header (logo, Logout), so it sits outside the site frame.
  { path: '/dashboard', errorElement: <RouteError />, ...page(() => import('../features/operator/DashboardPage')) },
];

export const createRouter = () => createBrowserRouter(routes);
