import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../helpers/match-media';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildRoutes } from '../../src/client/app/router';
import { converterRegistry } from '../../src/client/lib/converter-registry';
import { gameRegistry } from '../../src/client/lib/game-registry';
import { createGameRegistry } from '../../src/engine/game-registry';
import { priceOf } from '../../src/engine/price';
import { formatEuro } from '../../src/shared/format-euro';
import fixtureFile from '../fixtures/games/fixture-quest.json';
import { okReply, stubApi } from '../helpers/stub-api';
import { renderRouteAt } from '../helpers/render-route';

// A ninth game that exists only as a file: the registry, the router and the generic page must
// give it a working calculator with no code written for it.
const registry = createGameRegistry({ 'fixture-quest.json': fixtureFile });
const fixture = registry.byId('fixture-quest')!;
const config = { ...fixture.defaults, updatedAt: null };

beforeAll(async () => {
  await import('../../src/client/app/GameRoute');
}, 60_000);
afterEach(() => vi.unstubAllGlobals());

describe('a game added as one file', { timeout: 30_000 }, () => {
  it('gets a page at its route that loads its config and prices it with the engine', async () => {
    const calls = stubApi(({ path }) => okReply(path === `/${fixture.api}` ? config : []));
    stubMatchMedia({ reduceMotion: true });
    // Already routed when the fixture itself was dropped into schemas/games (the ninth-game check).
    const games = gameRegistry.byId(fixture.id) ? gameRegistry.games : [...gameRegistry.games, fixture];
    const routes = buildRoutes(games, converterRegistry.converters);
    renderRouteAt(fixture.route, routes);

    expect(await screen.findByRole('heading', { level: 1, name: fixture.meta.title })).toBeTruthy();
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Level' }), { target: { value: '40' } });
    await userEvent.click(screen.getByRole('checkbox', { name: /founder pack/i }));
    await userEvent.click(screen.getByRole('button', { name: 'Calculate Now' }));

    expect(calls.map((c) => c.url)).toContain(`/api/${fixture.api}`);
    const expected = priceOf(fixture, config, { level: 40, founder: true });
    expect(expected.price).toBe(0.25 * 40 + 25);
    expect(screen.getByTestId('estimated-value').textContent).toBe(formatEuro(expected.price));
    expect(screen.getByTestId('market-value').textContent).toBe(formatEuro(expected.price * 0.5));
  });
});
