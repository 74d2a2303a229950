import { RP, type Skin } from '../../../shared/api/skins';

/**
 * The currency of a skin's price, null when it has none. Only 'RP' amounts are summed into the
 * collection's RP total; a cost kept from before currencies were stored (no currency) is RP, as
 * the catalogue reads it too (skin-text.ts priceValue).
 */
export const costCurrency = (skin: Pick<Skin, 'cost' | 'cost_currency'>): string | null =>
  skin.cost === null ? null : (skin.cost_currency ?? RP);
