import type { RJSFSchema } from '@rjsf/utils';
import type { GameDefinition } from '../../../engine/game-types';
import { priceOf } from '../../../engine/price';
import { visitorForm } from '../../../engine/visitor-form';
import type { ServedConfig } from '../../../shared/api/calculators';
import { formatEuro } from '../../../shared/format-euro';
import { acceptShared, decodeShareQuery } from './share-query';

export interface ShareMeta {
  title: string;
  description: string;
}

/**
 * A shared result's preview text: the figures the page shows for the link's inputs, so a chat
 * preview says the sender's figures. Null without inputs, or with inputs worth nothing.
 */
export function sharedResultMeta(game: GameDefinition, config: ServedConfig, search: string): ShareMeta | null {
  if (search.replace(/^\?/, '') === '') return null;
  const form = visitorForm(game, config);
  const shared = decodeShareQuery(form.schema as RJSFSchema, search, form.formData, acceptShared);
  if (!shared) return null;
  const { price, market } = priceOf(game, config, shared);
  if (price <= 0) return null;
  const real = formatEuro(price);
  const marketValue = formatEuro(market);
  return {
    title: `${game.name} account: Estimated Real Value ${real}, Market Value ${marketValue}`,
    description: `A ${game.name} account valued at ${real} (Estimated Real Value) and ${marketValue} (Market Value). Fill in yours to see what it is worth.`,
  };
}
