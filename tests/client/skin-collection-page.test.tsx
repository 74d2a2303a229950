import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { buildRoutes } from '../../src/client/app/router';
import { converterRegistry } from '../../src/client/lib/converter-registry';
import { gameRegistry } from '../../src/client/lib/game-registry';
import { clearCollection, replaceCollection } from '../../src/client/lib/skin-collection';
import { formatEuro } from '../../src/shared/format-euro';
import { priceOf } from '../../src/engine/price';
import { visitorForm } from '../../src/engine/visitor-form';
import type { CollectionReply } from '../../src/shared/api/skin-collection';
import { paths } from '../../src/shared/paths';
import { stubMatchMedia } from '../helpers/match-media';
import { okReply, stubApi } from '../helpers/stub-api';
import { renderRouteAt } from '../helpers/render-route';

const league = gameRegistry.games.find((g) => g.page?.skinCollection)!;
const config = { ...league.defaults, updatedAt: null };
const routes = buildRoutes(gameRegistry.games, converterRegistry.converters);

const reply: CollectionReply = {
  summary: {
    skins: 3,
    chromas: 1,
    rp: { total: 3170, skins: 2, derived: 0, derivedSkins: 0 },
    otherCurrencies: [{ currency: 'Mythic Essence', skins: 1, amount: 125 }],
    unpriced: 0,
    availability: [
      { group: 'buyable', skins: 1, rp: 1350 },
      { group: 'legacy', skins: 1, rp: 1820 },
      { group: 'limited', skins: 1, rp: 0 },
      { group: 'unknown', skins: 0, rp: 0 },
    ],
    rarities: [
      { rarity: 'Epic', skins: 1, rp: 1350 },
      { rarity: 'Legendary', skins: 1, rp: 1820 },
      { rarity: 'Mythic', skins: 1, rp: 0 },
    ],
    champions: [{ champion: 'Annie', skins: 3 }],
  },
  items: [],
  total: 3,
  page: 1,
  limit: 12,
  unknown: [],
};

// The route's modules are loaded lazily; load them once before the timed waits.
beforeAll(async () => {
  await Promise.all([import('../../src/client/app/CollectionRoute'), import('../../src/client/app/CollectionValue')]);
}, 60_000);
afterEach(() => {
  vi.unstubAllGlobals();
  // The store keeps what it read; clearing it empties both.
  clearCollection();
});

describe('the My Skin Collection route', { timeout: 30_000 }, () => {
  it('is its own route, not a skin category', () => {
    const matched = matchRoutes(routes, paths.skinCollection)!;
    expect(matched.at(-1)!.route.path).toBe(paths.skinCollection);
    expect(matchRoutes(routes, '/lol-skins/rarity')!.at(-1)!.route.path).toBe(paths.skinCategory);
  });

  it("sends the browser's ids, shows the summary and values the skin tiers with the calculator's engine", async () => {
    replaceCollection({ 1003: 'Legendary', 1010: 'Mythic', 1011: 'Epic', 1014: 'Chroma' });
    const calls = stubApi(({ path }) => {
      if (path === '/skins/collection') return okReply(reply);
      if (path === `/${league.api}`) return okReply(config);
      return undefined;
    });
    stubMatchMedia({ reduceMotion: true });
    renderRouteAt(paths.skinCollection);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Skin Collection' })).toBeTruthy();
    expect((await screen.findByTestId('total-rp', {}, { timeout: 10_000 })).textContent).toBe('3,170 RP');
    expect(screen.getByText('1 skin priced in Mythic Essence: 125 Mythic Essence')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Legacy: 1 skin · 1,820 RP' })).toBeTruthy();

    const sent = calls.find((c) => c.path === '/skins/collection')!;
    expect(sent.method).toBe('POST');
    expect((sent.body as { ids: number[] }).ids).toEqual([1003, 1010, 1011, 1014]);

    const form = visitorForm(league, config);
    const skins = { ...(form.formData.skins as object), ultimate: 0, mythic: 1, legendary: 1, epic: 1, chroma: 1, normal: 0 };
    const expected = priceOf(league, config, { ...form.formData, skins }).price;
    expect(expected).toBeGreaterThan(0);
    expect((await screen.findByTestId('euro-value', {}, { timeout: 10_000 })).textContent).toBe(formatEuro(expected));
    const link = screen.getByRole('link', { name: 'Value my account' }).getAttribute('href')!;
    expect(new URLSearchParams(link.split('?')[1]).get('skins.mythic')).toBe('1');
    expect(link.startsWith(`${league.route}?`)).toBe(true);
  });

  it('says the collection is empty, and asks the server nothing', async () => {
    const calls = stubApi(() => undefined);
    stubMatchMedia({ reduceMotion: true });
    renderRouteAt(paths.skinCollection);
    expect(await screen.findByText(/Your collection is empty\./, {}, { timeout: 10_000 })).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/skins'))).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export CSV' }).hasAttribute('disabled')).toBe(true);
  });
});
