import { RP } from '../../../shared/api/skin-collection';
import type { Skin } from '../../../shared/api/skins';

/** The currency of a skin's price, null when it has none. */
export const costCurrency = (skin: Pick<Skin, 'cost'>): string | null => (skin.cost === null ? null : RP);
