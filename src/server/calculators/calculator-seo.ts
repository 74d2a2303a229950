import type { GameRegistry } from '../../engine/game-registry';
import type { GameDefinition, RawInputs } from '../../engine/game-types';
import { priceOf } from '../../engine/price';
import type { ServedConfig } from '../../shared/api/calculators';
import type { ShareCard, ShareCardSource, SitemapSection } from '../feature';

// The calculator pages' own euro format ("€1,234.56"; tests/client/format-euro.test.ts holds theirs to it).
const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

/** Every calculator page; lastmod is the last save of its prices (null while it runs on the file's defaults). */
export function calculatorSitemap(games: GameRegistry, getConfig: (gameId: string) => Promise<ServedConfig>): SitemapSection {
  return {
    name: 'calculators',
    async entries() {
      return Promise.all(
        games.games.map(async (game) => ({ path: game.route, lastmod: (await getConfig(game.id)).updatedAt, title: game.meta.title })),
      );
    },
  };
}

/**
 * A share link's keys (`level`, `skins.epic`, a choice's label) as the form data the page prices; keys
 * it lacks are the engine's zero/default, as on the page. `shown`: what the visitor entered, labelled.
 */
export function inputsOfShareLink(game: GameDefinition, query: URLSearchParams): { inputs: RawInputs; shown: string[] } {
  const inputs: RawInputs = {};
  const shown: string[] = [];
  for (const input of game.inputs) {
    if (input.kind === 'group') {
      const items: Record<string, number> = {};
      for (const item of input.items) {
        const raw = query.get(`${input.key}.${item.key}`);
        if (raw !== null && /^\d{1,9}$/.test(raw)) {
          items[item.key] = Number(raw);
          if (Number(raw) > 0) shown.push(`${item.label} ${input.label.toLowerCase()}: ${raw}`);
        }
      }
      inputs[input.key] = items;
      continue;
    }
    const raw = query.get(input.key);
    if (raw === null) continue;
    if (input.kind === 'count' && /^\d{1,12}$/.test(raw)) {
      inputs[input.key] = Number(raw);
      if (Number(raw) > 0) shown.push(`${input.label}: ${Number(raw).toLocaleString('en-IE')}`);
    } else if (input.kind === 'flag') {
      inputs[input.key] = raw === '1' || raw === 'true';
      if (inputs[input.key]) shown.push(input.label);
    } else if (input.kind === 'choice') {
      inputs[input.key] = raw;
      shown.push(`${input.label}: ${raw}`);
    }
  }
  return { inputs, shown };
}

/**
 * With a share link's inputs, the result the page shows for them (the same engine under the same
 * served config); without inputs, the page's title card.
 */
export function calculatorShareCard(games: GameRegistry, getConfig: (gameId: string) => Promise<ServedConfig>): ShareCardSource {
  return async (path, query): Promise<ShareCard | null> => {
    const game = games.games.find((g) => g.route === path);
    if (!game) return null;
    const { inputs, shown } = inputsOfShareLink(game, query);
    if (shown.length === 0) return { kicker: `${game.name} calculator`, title: game.meta.title };
    const { updatedAt: _updatedAt, ...config } = await getConfig(game.id);
    const result = priceOf(game, config, inputs);
    return {
      kicker: `${game.name} account value`,
      title: 'Estimated Real Value',
      value: euro.format(result.price),
      lines: [`Market Value: ${euro.format(result.market)}`, ...shown.slice(0, 3)],
    };
  };
}
