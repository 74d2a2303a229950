import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { AppShellLayout } from './shell/AppShellLayout';
import { RouteError } from './RouteError';
import { BlankPage } from './BlankPage';
import { converterRegistry } from '../lib/converter-registry';
import type { ConverterDefinition } from '../../engine/converter-types';
import { gameRegistry } from '../lib/game-registry';
import type { GameDefinition } from '../../engine/game-types';
import { loadGamePage } from './game-page-data';
import { paths } from '../../shared/paths';
import { loadBlogList, loadBlogPost } from '../features/blog/blog-data';
import { loadSiteLinks } from '../lib/site-links';
import { pageFormState } from '../../shared/page-form';

type PageModule = () => Promise<{ default: React.ComponentType }>;

const page = (load: PageModule): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const operatorPage = (path: string, load: PageModule): RouteObject => ({
  path,
  errorElement: <RouteError />,
  HydrateFallback: BlankPage,
  ...page(load),
});

/** Paths rendered in the browser only (the server sends the bare shell): the operator's pages. */
export const CLIENT_ONLY_PATHS: readonly string[] = [paths.dashboard];

/**
 * Every game and converter file gets its page, with no code per game or converter. Public pages get
 * their data from a `loader` that the server runs too (src/client/entry-server.tsx); the page hands
 * `useLoaderData()` to SWR as fallback data. Loaders sit beside `lazy`, not inside it, so data and
 * code load side by side.
 */
export const buildRoutes = (games: readonly GameDefinition[], converters: readonly ConverterDefinition[]): RouteObject[] => [
  {
    element: <AppShellLayout />,
    errorElement: <RouteError />,
    // The site's outbound links, for the footer and the pages' extras: read with the first page, kept for the visit.
    loader: loadSiteLinks,
    shouldRevalidate: () => false,
    // Only used when no server rendered the page (the Vite dev server): the server's HTML is hydrated otherwise.
    HydrateFallback: BlankPage,
    children: [
      // One route per game file (one of them is the home page).
      ...games.map((game) => ({
        path: game.route,
        loader: ({ request }: LoaderFunctionArgs) => loadGamePage(game, request),
        lazy: async () => {
          const { GameRoute } = await import('./GameRoute');
          return { element: <GameRoute game={game} /> };
        },
      })),
      {
        path: paths.skin,
        lazy: async () => {
          const [page, route] = await Promise.all([import('../features/skins/DetailPage'), import('./SkinRoute')]);
          return { Component: route.SkinRoute, loader: page.loader };
        },
      },
      // A literal segment: ranked above '/lol-skins/:category' whatever the order here.
      { path: paths.skinCollection, lazy: async () => ({ Component: (await import('./CollectionRoute')).CollectionRoute }) },
      {
        path: paths.sharedCollection,
        lazy: async () => {
          const { SharedCollectionRoute, loader } = await import('./SharedCollectionRoute');
          return { Component: SharedCollectionRoute, loader };
        },
      },
      ...[paths.skins, paths.skinCategory, paths.skinCategoryValue].map((path) => ({
        path,
        lazy: () => import('../features/skins/BrowsePage').then((m) => ({ Component: m.default, loader: m.loader })),
      })),
      // A refused form post renders the page again with what to say (decision 0040); otherwise nothing to load.
      { path: paths.login, loader: ({ context }) => pageFormState(context), ...page(() => import('../features/operator/LoginPage')) },
      {
        path: paths.wastedTime,
        lazy: async () => {
          const { default: Component, loader, shouldRevalidate } = await import('../features/wasted-time/WastedTimePage');
          return { Component, loader, shouldRevalidate };
        },
      },
      ...converters.map((converter) => ({
        path: converter.route,
        lazy: async () => {
          const { ConverterPage } = await import('../features/converters/ConverterPage');
          return { element: <ConverterPage converter={converter} /> };
        },
      })),
      { path: paths.blog, loader: loadBlogList, ...page(() => import('../features/blog/BlogListPage')) },
      // An unknown slug is a 404 route error: the not-found page, inside the site frame.
      { path: paths.blogPost, loader: loadBlogPost, errorElement: <RouteError />, ...page(() => import('../features/blog/BlogPostPage')) },
      // The server answers an unknown path with this page and status 404.
      { path: '*', loader: () => data(null, { status: 404 }), ...page(() => import('../features/not-found/NotFoundPage')) },
    ],
  },
  // The dashboard brings its own header (logo, Logout), so it sits outside the site frame.
  operatorPage(paths.dashboard, () => import('../features/operator/DashboardPage')),
  operatorPage(paths.dashboardActivity, () => import('../features/operator/ActivityPage')),
  operatorPage(paths.dashboardPrices, () => import('../features/operator/DashboardPage')),
  operatorPage(paths.dashboardSkins, () => import('../features/operator/skins/SkinListPage')),
  operatorPage(paths.dashboardSkin, () => import('../features/operator/skins/SkinEditPage')),
  operatorPage(paths.dashboardGames, () => import('./GameFilesRoute')),
];

export const routes = buildRoutes(gameRegistry.games, converterRegistry.converters);
