import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptInput } from '../../src/engine/accept-input';
import type { CountInput, OptionConfig } from '../../src/engine/game-types';
import { priceOf } from '../../src/engine/price';
import { profileInputs } from '../../src/engine/profile-fill';
import { realRegistry } from '../helpers/game-files';

const league = realRegistry.byId('league-of-legends')!;
const ranks = league.defaults.ranks as OptionConfig[];
const countInput = (key: string) => league.inputs.find((i) => i.key === key) as CountInput;

// Every tier league-v4 names (Riot's LeagueEntryDTO), lowest to highest; EMERALD came in 2023.
const RIOT_TIERS = ['IRON', 'BRONZE', 'SILVER', 'GOLD', 'PLATINUM', 'EMERALD', 'DIAMOND', 'MASTER', 'GRANDMASTER', 'CHALLENGER'];

const profile = (over: Record<string, unknown> = {}) => ({
  level: 245,
  profileIconId: 29,
  rank: { tier: 'GOLD', rank: 'II', lp: 45, wins: 60, losses: 50 },
  championsPlayed: 87,
  masteryScore: 410,
  ...over,
});

describe("League's profile fill (schemas/games/league-of-legends.json)", () => {
  it('fills Level, Rank and Champions from the profile, nothing else', () => {
    expect(profileInputs(league, profile())).toEqual({ level: 245, rank: 'Gold', champion: 87 });
  });

  it.each(RIOT_TIERS)('maps Riot tier %s to a label of the calculator rank list, which prices that rank', (tier) => {
    const { rank } = profileInputs(league, profile({ rank: { tier, rank: 'I', lp: 0, wins: 1, losses: 1 } }));
    const option = ranks.find((o) => o.label === rank);
    expect(option, `${tier} → ${String(rank)}`).toBeDefined();
    expect(option!.label.toUpperCase()).toBe(tier);
    expect(priceOf(league, league.defaults, { rank }).price).toBe(option!.value);
  });

  it("maps each Riot tier to its own label, in the rank list's order", () => {
    const labels = RIOT_TIERS.map((tier) => profileInputs(league, profile({ rank: { tier } })).rank);
    expect(new Set(labels).size).toBe(RIOT_TIERS.length);
    expect(labels).toEqual(ranks.map((o) => o.label).filter((label) => label !== 'Unranked'));
  });

  it("gives 'Unranked' to an unranked profile, a tier Riot may add later, and names that are not tiers", () => {
    for (const rank of [
      null,
      undefined,
      {},
      { tier: null },
      { tier: 'UNRANKED' },
      { tier: 'WOOD' },
      { tier: 'gold' },
      { tier: 'constructor' },
    ])
      expect(profileInputs(league, profile({ rank })).rank, JSON.stringify(rank)).toBe('Unranked');
  });

  it('clamps counts to the form bounds: champions played past 168 give 168, level 0 gives 1', () => {
    expect(profileInputs(league, profile({ championsPlayed: 172, level: 0 }))).toMatchObject({ champion: 168, level: 1 });
    expect(profileInputs(league, profile({ championsPlayed: 0 })).champion).toBe(0);
  });

  it('leaves a count out when the profile has no number for it', () => {
    expect(profileInputs(league, profile({ championsPlayed: undefined, level: '12' }))).toEqual({ rank: 'Gold' });
  });

  it('every filled count is one the form accepts as typed, and equals the profile figure when that is in bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5000, max: 100_000 }), fc.integer({ min: -50, max: 2000 }), (level, played) => {
        const filled = profileInputs(league, profile({ level, championsPlayed: played }));
        for (const [key, figure] of [
          ['level', level],
          ['champion', played],
        ] as const) {
          const input = countInput(key);
          const value = filled[key] as number;
          const accepted = acceptInput({ label: input.label, min: input.min, max: input.max }, String(value), -1);
          expect(accepted).toMatchObject({ accepted: true, value });
          if (figure >= input.min! && figure <= input.max!) expect(value).toBe(figure);
          else expect(value).toBe(figure < input.min! ? input.min : input.max);
        }
      }),
    );
  });

  it('fills nothing for a game whose file declares no profile fill', () => {
    const valorant = realRegistry.byId('valorant')!;
    expect(valorant.profileFill).toBeUndefined();
    expect(profileInputs(valorant, profile())).toEqual({});
  });
});
