import { describe, expect, it } from 'vitest';
import { fillSummary, listed } from '../../src/client/features/riot-fill/fill-summary';
import { gameRegistry } from '../../src/client/lib/game-registry';

const league = gameRegistry.byId('league-of-legends')!;

describe('what a fill from Riot says it set and left', () => {
  it('lists the filled inputs with their values, flags the champion count as a floor, and names the rest in form order', () => {
    expect(fillSummary(league, { level: 2450, rank: 'Gold', champion: 87 })).toEqual({
      filled: ['Level 2,450', 'Rank Gold', 'Champions 87'],
      lowerBound: 'Champions',
      remaining: ['Skins', 'Ward Skins', 'Icons', 'Blue Essence', 'Riot Points'],
    });
  });

  it('puts an input the form did not take among those left to enter', () => {
    expect(fillSummary(league, { rank: 'Gold' })).toEqual({
      filled: ['Rank Gold'],
      lowerBound: null,
      remaining: ['Level', 'Champions', 'Skins', 'Ward Skins', 'Icons', 'Blue Essence', 'Riot Points'],
    });
  });

  it('joins lists as a sentence does', () => {
    expect([listed([]), listed(['a']), listed(['a', 'b']), listed(['a', 'b', 'c'])]).toEqual(['', 'a', 'a and b', 'a, b and c']);
  });
});
