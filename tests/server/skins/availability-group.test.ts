import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { availabilityGroup } from '../../../src/server/skins/collection/availability-group';

const skin = (availability: string | null, distribution: string | null = null, legacy = false) => ({ availability, distribution, legacy });

describe("'Still buyable', 'Legacy' or 'Limited' (decision 0028)", () => {
  it('follows the catalogue availability when it is known, whatever the other fields say', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), fc.boolean(), (distribution, legacy) => {
        expect(availabilityGroup(skin('Available', distribution, legacy))).toBe('buyable');
        expect(availabilityGroup(skin('Upcoming', distribution, legacy))).toBe('buyable');
        expect(availabilityGroup(skin('Legacy', distribution, legacy))).toBe('legacy');
        for (const word of ['Limited', 'Rare', 'Removed']) expect(availabilityGroup(skin(word, distribution, legacy))).toBe('limited');
      }),
    );
  });

  it('without an availability: a distribution means limited, else the legacy flag, else unknown', () => {
    expect(availabilityGroup(skin(null, '10th Anniversary Reward', true))).toBe('limited');
    expect(availabilityGroup(skin(null, null, true))).toBe('legacy');
    expect(availabilityGroup(skin(null, null, false))).toBe('unknown');
  });

  it('never guesses from a word it does not know', () => {
    expect(availabilityGroup(skin('Vaulted', null, true))).toBe('unknown');
  });
});
