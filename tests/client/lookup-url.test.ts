import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalLookupQuery, readLookupQuery, withLookup } from '../../src/client/features/wasted-time/lookup-url';
import { GROUP_PARAM, parseGroup } from '../../src/client/features/wasted-time/account-group';
import { DEFAULT_REGION } from '../../src/shared/api/lol-regions';

const canonical = (query: string) => canonicalLookupQuery(new URLSearchParams(query)).toString();
/** What the page looks up for an address: the player, in the default region when it names none. */
const lookedUp = (query: string) => {
  const sent = readLookupQuery(new URLSearchParams(query));
  return sent && { ...sent, region: sent.region ?? DEFAULT_REGION };
};

/** Lookup addresses as typed, shared and tagged: the page's parameters in any order and spelling, and strangers. */
const anyQuery = fc
  .array(
    fc.tuple(
      fc.constantFrom('player', 'region', GROUP_PARAM, 'utm_source', 'x'),
      fc.oneof(
        fc.constantFrom(
          'Held Out#EUW7',
          '  Held Out#EUW7 ',
          'NoHashHere',
          '',
          'euw',
          'EUNE',
          'euw1',
          'kr',
          'mars',
          '12-345',
          '3-3-0-7',
          '1-2-3-4-5-6',
        ),
        fc.string({ maxLength: 12 }),
      ),
    ),
    { maxLength: 6 },
  )
  .map((entries) => new URLSearchParams(entries).toString());

describe('canonical lookup addresses', () => {
  it('keep the player, its region as the platform code and the list as read, in that order, and nothing else', () => {
    expect(canonical('utm_source=x&accounts=345-12-12&region=EUW&player=%20Held%20Out%23EUW7')).toBe(
      'player=Held+Out%23EUW7&region=euw1&accounts=345-12',
    );
    expect(canonical('player=Held+Out%23EUW7')).toBe('player=Held+Out%23EUW7&region=euw1');
    expect(canonical('region=kr&ref=a')).toBe('');
  });

  it('are what the page writes after a search, whatever the address held before', () => {
    const after = withLookup(new URLSearchParams('accounts=7&utm_source=x'), { gameName: 'Held Out', tagLine: 'EUW7', region: 'kr' });
    expect(after.toString()).toBe(canonical(after.toString()));
    expect(after.toString()).toBe('player=Held+Out%23EUW7&region=kr&accounts=7');
  });

  it('are canonical once, and name the same player, region and list as the address they replace', () => {
    fc.assert(
      fc.property(anyQuery, (query) => {
        const once = canonical(query);
        expect(canonical(once)).toBe(once);
        expect(lookedUp(once)).toEqual(lookedUp(query));
        expect(parseGroup(new URLSearchParams(once).get(GROUP_PARAM))).toEqual(parseGroup(new URLSearchParams(query).get(GROUP_PARAM)));
      }),
      { numRuns: 300 },
    );
  });
});
