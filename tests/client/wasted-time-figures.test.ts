import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { plural } from '../../src/shared/counts';
import {
  animesOf,
  daysOf,
  hoursOf,
  languagesOf,
  rowNumber,
  sameTimeLines,
  winRate,
  workoutsOf,
} from '../../src/client/features/wasted-time/time-figures';
import { riotIdProblem, splitRiotId } from '../../src/client/lib/riot-id';
import { formatDay } from '../../src/client/lib/display-format';
import { LOOKUP_MESSAGES } from '../../src/shared/api/wasted-time';

describe('time figures (decision 0017)', () => {
  it('turns minutes into hours, days and equivalents as the spec says', () => {
    expect([hoursOf(1775), daysOf(1775)]).toEqual([29, 1]);
    expect([hoursOf(59), daysOf(1439), daysOf(1440)]).toEqual([0, 0, 1]);
    expect(languagesOf(45_000)).toBe('1.50');
    expect(languagesOf(1775)).toBe('0.06');
    expect([workoutsOf(1775), animesOf(1775)]).toEqual([39, 5]);
  });

  it("'In the same time you could have...' uses the singular for one and the plural otherwise", () => {
    expect(sameTimeLines(0)).toEqual(['Learned 0.00 languages', 'Done 0 workouts', 'Watched 0 anime']);
    expect(sameTimeLines(45)).toEqual(['Learned 0.00 languages', 'Done 1 workout', 'Watched 0 anime']);
    expect(sameTimeLines(300)).toEqual(['Learned 0.01 languages', 'Done 6 workouts', 'Watched 1 anime']);
    expect(sameTimeLines(30_000)).toEqual(['Learned 1.00 languages', 'Done 666 workouts', 'Watched 100 anime']);
    expect(sameTimeLines(1_000_000)[1]).toBe('Done 22,222 workouts');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), (minutes) => {
        const [, workouts, anime] = sameTimeLines(minutes);
        expect(workouts).toBe(
          workoutsOf(minutes) === 1 ? 'Done 1 workout' : `Done ${workoutsOf(minutes).toLocaleString('en-US')} workouts`,
        );
        expect(anime).toBe(`Watched ${animesOf(minutes).toLocaleString('en-US')} anime`);
        expect(sameTimeLines(minutes).join(' ')).not.toMatch(/\b1 workouts|animes/);
      }),
    );
  });

  it('win rate rounds to a whole percent and is 0 without games', () => {
    expect(winRate(60, 50)).toBe(55);
    expect(winRate(1, 2)).toBe(33);
    expect(winRate(0, 0)).toBe(0);
  });

  it('row numbers continue across pages', () => {
    expect(rowNumber(1, 0)).toBe(1);
    expect(rowNumber(3, 9)).toBe(30);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 9 }),
        (page, i) => rowNumber(page, i) === (page - 1) * 10 + i + 1,
      ),
    );
  });

  it('writes dates as day, full month name, year', () => {
    expect(formatDay('2026-11-22T23:30:00Z')).toBe('22 November 2026');
    expect(plural(1, 'day')).toBe('1 day');
    expect(plural(1234, 'minute')).toBe('1,234 minutes');
  });
});

describe('Riot ID input', () => {
  it("answers 'Invalid Riot Id' without '#', and splits at the last '#'", () => {
    expect(riotIdProblem('NoHash')).toBe(LOOKUP_MESSAGES.invalidRiotId);
    expect(riotIdProblem('')).toBe(LOOKUP_MESSAGES.invalidRiotId);
    expect(splitRiotId('Faker#KR1')).toEqual({ gameName: 'Faker', tagLine: 'KR1' });
    expect(riotIdProblem('Faker#KR1')).toBeNull();
  });

  it('says which part is wrong, and takes letters of any script', () => {
    expect(riotIdProblem('ab#EUW')).toBe(LOOKUP_MESSAGES.gameName);
    expect(riotIdProblem('Player#E')).toBe(LOOKUP_MESSAGES.tagLine);
    expect(riotIdProblem('불꽃 소환사#KR1')).toBeNull();
    expect(riotIdProblem('Ünïcödé#ÄÖÜ')).toBeNull();
  });
});
