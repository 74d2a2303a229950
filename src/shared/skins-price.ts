import { priceOf } from '../engine/price';
import { visitorForm, type VisitorForm } from '../engine/visitor-form';
import type { GameConfig, GameDefinition } from '../engine/game-types';
import { countsByRarity } from './skin-collection-tiers';

/**
 * What skins alone are worth to the calculator: its own engine and `config`, with only the skin
 * counts of `group` filled (every other input at its start value). The collection page, a skin's
 * page and the shared collection's image all value skins this way. `inputs` are what was priced,
 * for a link that opens the calculator with them (`form` holds their start values).
 */
export function skinsPrice(
  game: GameDefinition,
  config: GameConfig,
  group: string,
  rarities: readonly { rarity: string; skins: number }[],
  chromas: number,
): { price: number; inputs: Record<string, unknown>; form: VisitorForm } {
  const form = visitorForm(game, config);
  const start = (form.formData[group] ?? {}) as Record<string, unknown>;
  const inputs = { ...form.formData, [group]: { ...start, ...countsByRarity(rarities, chromas) } };
  return { price: priceOf(game, config, inputs).price, inputs, form };
}
