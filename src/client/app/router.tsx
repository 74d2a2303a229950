import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppShellLayout } from './shell/AppShellLayout';
import { RouteError } from './RouteError';
import { converterRegistry } from '../lib/converter-registry';
import type { ConverterDefinition } from '../../engine/converter-types';
import { gameRegistry } from '../lib/game-registry';
import type { GameDefinition } from '../../engine/game-types';
import { preloadGameConfig } from '../features/calculator/config-request';
import { paths } from '../../shared/paths';

/** Lazy route module: each page is its own chunk, loaded when first visited. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * The site's routes from the registries: every game file gets its calculator page and every
 * converter file its converter page, with no code per game or converter. Tests pass extra (fixture) games.
 */
export const buildRoutes = (games: readonly GameDefinition[], converters: readonly ConverterDefinition[]): RouteObject[] => [
  {
    element: <AppShellLayout />,
    errorElement: <RouteError />,
    children: [
      // One route per game file (one of them is the home page); the config request starts with the page's chunk.
      ...games.map((game) => ({
        path: game.route,
        lazy: async () => {
          preloadGameConfig(game);
          const { GameRoute } = await import('./GameRoute');
          return { element: <GameRoute game={game} /> };
        },
      })),
      { path: paths.login, ...page(() => import('../features/operator/LoginPage')) },
      // One route per converter file, which hands its converter to the page as games do.
      ...converters.map((converter) => ({
        path: converter.route,
        lazy: async () => {
          const { ConverterPage } = await import('../features/converters/ConverterPage');
          return { element: <ConverterPage converter={converter} /> };
        },
      })),
      { path: '*', ...page(() => import('../features/not-found/NotFoundPage')) },
    ],
  },
  // The dashboard brings its own header (logo, Logout), so it sits outside the site frame.
  { path: paths.dashboard, errorElement: <RouteError />, ...page(() => import('../features/operator/DashboardPage')) },
];

export const routes = buildRoutes(gameRegistry.games, converterRegistry.converters);

export const createRouter = () => createBrowserRouter(routes);
