import { RP, type Skin } from '../../../shared/api/skins';

/**
 * Null when the skin has no price. A cost stored before currencies were (no currency) is RP, as the
 * catalogue reads it too (skin-text.ts priceValue); only 'RP' amounts go into the RP total.
 */
export const costCurrency = (skin: Pick<Skin, 'cost' | 'cost_currency'>): string | null =>
  skin.cost === null ? null : (skin.cost_currency ?? RP);
