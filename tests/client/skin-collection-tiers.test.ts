import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countsByTier, decodeCollection, encodeCollection, tierOfRarity } from '../../src/client/lib/skin-collection-tiers';

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
  it('round-trips a collection through its link form', () => {
    const owned = fc.dictionary(
      fc.integer({ min: 1, max: 999_999 }).map(String),
      fc.constantFrom('Epic', 'Legendary', 'Mythic', 'Ultimate', ''),
    );
    fc.assert(
      fc.property(owned, (o) => {
        expect(decodeCollection(encodeCollection(o))).toEqual(o);
      }),
    );
  });
  it('ignores junk in a link', () => {
    expect(decodeCollection('1001~Epic.<script>.12~Mythic~x.abc~Epic')).toEqual({ 1001: 'Epic' });
  });
});
