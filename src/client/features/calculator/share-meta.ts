import type { RJSFSchema } from '@rjsf/utils';
import type { GameDefinition } from '../../../engine/game-types';
import { priceOf } from '../../../engine/price';
import { visitorForm } from '../../../engine/visitor-form';
import type { ServedConfig } from '../../../shared/api/calculators';
import { formatEuro } from '../../../shared/format-euro';
import { acceptShared, decodeShareQuery } from './share-query';

/** What a link preview says of a shared result. */
export interface ShareMeta {
  title: string;
  description: string;
}

/**
 * A shared calculator result's preview text: the Estimated Real Value and the Market Value the
 * page shows for the link's inputs (the same decoding and engine as the form), so a preview in a
 * chat says the sender's figures rather than the page's generic title. Null without inputs, or
 * with inputs worth nothing (the page then shows no result either).
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
