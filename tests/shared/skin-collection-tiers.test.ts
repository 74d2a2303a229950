import { describe, expect, it } from 'vitest';
import { countsByTier, tierOfRarity } from '../../src/shared/skin-collection-tiers';

describe('collection → calculator tiers', () => {
  it('maps each rarity to one calculator tier', () => {
    expect(['Ultimate', 'Transcendent', 'Exalted', 'Mythic', 'Legendary', 'Epic', 'Rare', ''].map(tierOfRarity)).toEqual([
      'ultimate',
      'mythic',
      'mythic',
      'mythic',
      'legendary',
      'epic',
      'normal',
      'normal',
    ]);
  });
  it('counts owned skins per tier, chromas apart', () => {
    expect(countsByTier({ 1: 'Epic', 2: 'Epic', 3: 'Ultimate', 4: '', 5: 'Mythic' }, 3)).toEqual({
      ultimate: 1,
      mythic: 1,
      legendary: 0,
      epic: 2,
      chroma: 3,
      normal: 1,
    });
  });
});
