import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { Providers } from '../../src/client/app/providers';
import { routes } from '../../src/client/app/router';
import { gameRegistry } from '../../src/client/lib/game-registry';
import { configSchema } from '../../src/engine/config-schema';

const league = gameRegistry.byId('league-of-legends')!;
const fortnite = gameRegistry.byId('fortnite')!;

/** The real game files and config schemas, so the editor is tested against what the server sends. */
export const leagueDefaults = league.defaults as unknown as Record<string, unknown>;
const dashboardGame = (game: typeof league) => ({
  id: game.id,
  name: game.name,
  api: game.api,
  dashboardKey: game.dashboardKey,
  configSchema: configSchema(game),
  defaults: game.defaults as unknown as Record<string, unknown>,
});

export const dashboardReply = () => ({
  operator: { username: 'ops' },
  banners: [
    { id: 2, position: 2, hidden: true, imageUrl: '/banners/right.svg', link: 'https://example.com/right', revision: 1 },
    { id: 1, position: 1, hidden: false, imageUrl: '/banners/left.svg', link: 'https://example.com/left', revision: 1 },
  ],
  wasteBanner: { id: 3, position: 1, hidden: true, imageUrl: '/banners/waste.svg', link: 'https://example.com/waste', revision: 1 },
  calculator: {
    ...structuredClone(leagueDefaults),
    level: { label: 'Level', value: 0, multi: 0.1 },
    updatedAt: '2026-11-20T10:00:00.000Z',
    revision: 1,
  },
  fortniteCalculator: { ...structuredClone(fortnite.defaults), updatedAt: null, revision: 1 },
  games: [dashboardGame(league), dashboardGame(fortnite)],
  audit: [],
});

export function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers>
      {/* A fresh SWR cache per render: the operator pages read through SWR, and no test may see another's replies. */}
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </Providers>,
  );
  return router;
}
