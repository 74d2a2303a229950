import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { matchRecord, RECENT_SINCE_MS, totals, MISSING, type MatchRecord } from '../../../src/server/wasted-time/time-totals';
import type { MatchDto } from '../../../src/server/upstream/riot/riot-dtos';
import { recordedMatches } from '../../fakes/riot/fake-riot-data';

const recorded = recordedMatches() as unknown as Map<string, MatchDto>;
const firstPlayer = (id: string) => recorded.get(id)!.info.participants[0]!.puuid;

describe('matchRecord on the recorded replies', () => {
  it("counts the player's own timePlayed", () => {
    // Hand-read from the files: participant 0's timePlayed, queue, start.
    expect(matchRecord(recorded.get('EUW1_6869252626')!, firstPlayer('EUW1_6869252626'))).toEqual({
      status: 'counted',
      seconds: 2146,
      startedAt: 1711250547428,
      queueId: 420,
    });
    expect(matchRecord(recorded.get('JP1_456819992')!, firstPlayer('JP1_456819992'))).toEqual({
      status: 'counted',
      seconds: 238,
      startedAt: 1721437687339,
      queueId: 1810,
    });
  });

  it('skips the empty Abort_Unexpected record and matches without the player', () => {
    expect(matchRecord(recorded.get('EUW1_6834713231')!, 'anyone')).toMatchObject({ status: 'skipped', reason: 'no-participant' });
    expect(matchRecord(recorded.get('KR_6604607115')!, 'not-in-this-game')).toMatchObject({ status: 'skipped', reason: 'no-participant' });
  });

  it('sums the five EUW1 records of one player by hand: 1567 + 2121 + 2146 + 1333 s (the aborted one adds nothing)', () => {
    const ids = ['EUW1_5765650307', 'EUW1_6834713231', 'EUW1_6852390800', 'EUW1_6869252626', 'EUW1_7261321891'];
    const records = ids.map((id) => {
      const match = recorded.get(id)!;
      const participants = match.info.participants.map((p, i) => (i === 0 ? { ...p, puuid: 'me' } : p));
      return matchRecord({ ...match, info: { ...match.info, participants } }, 'me');
    });
    const sum = totals(records);
    expect(sum.totalMinutes).toBe(Math.floor((1567 + 2121 + 2146 + 1333) / 60)); // 119
    // EUW1_5765650307 started 2022-03-06: not 'Since 2023'.
    expect(sum.recentMinutes).toBe(Math.floor((2121 + 2146 + 1333) / 60)); // 93
    expect(sum).toMatchObject({ counted: 4, skipped: 1, missing: 0, countedSince: 1646602426041 });
    // 35 + 35 + 26 + 22 = 118 rounded down one by one; the lost minute goes to 420 (2146 s, 46 s over its 35 minutes).
    expect(sum.perQueue).toEqual([
      { queueId: 420, minutes: 36 },
      { queueId: 440, minutes: 35 },
      { queueId: 700, minutes: 26 },
      { queueId: 480, minutes: 22 },
    ]);
  });
});

describe('matchRecord fallbacks', () => {
  const base = (info: Partial<MatchDto['info']>, timePlayed?: number): MatchDto => ({
    metadata: { matchId: 'X_1' },
    info: {
      gameStartTimestamp: RECENT_SINCE_MS + 1,
      queueId: 450,
      participants: [{ puuid: 'me', ...(timePlayed === undefined ? {} : { timePlayed }) }],
      ...info,
    },
  });

  it('uses gameDuration in seconds when timePlayed is absent', () => {
    expect(matchRecord(base({ gameDuration: 1200, gameEndTimestamp: 5 }), 'me')).toMatchObject({ status: 'counted', seconds: 1200 });
  });

  it('reads gameDuration as milliseconds in old records without gameEndTimestamp', () => {
    expect(matchRecord(base({ gameDuration: 1_200_000 }), 'me')).toMatchObject({ status: 'counted', seconds: 1200 });
  });

  it('skips zero and implausible lengths', () => {
    expect(matchRecord(base({ gameDuration: 0, gameEndTimestamp: 5 }), 'me')).toMatchObject({ status: 'skipped', reason: 'zero-duration' });
    expect(matchRecord(base({}, 90_000), 'me')).toMatchObject({ status: 'skipped', reason: 'implausible' });
  });
});

describe('totals', () => {
  it('counts a missing match as missing, never as zero minutes of a counted one', () => {
    const sum = totals([MISSING, { status: 'counted', seconds: 600, startedAt: RECENT_SINCE_MS, queueId: 420 }]);
    expect(sum).toMatchObject({ totalMinutes: 10, recentMinutes: 10, counted: 1, missing: 1 });
  });

  it('equals the naive sum, Overall >= Since 2023, queues add up to Overall exactly (property)', () => {
    const record = fc.oneof(
      fc.record({
        status: fc.constant('counted' as const),
        seconds: fc.integer({ min: 1, max: 21_600 }),
        startedAt: fc.option(fc.integer({ min: 1.3e12, max: 1.8e12 })),
        queueId: fc.option(fc.constantFrom(420, 440, 450)),
      }),
      fc.constant(MISSING),
    ) as fc.Arbitrary<MatchRecord>;
    fc.assert(
      fc.property(fc.array(record, { maxLength: 300 }), (records) => {
        const sum = totals(records);
        const counted = records.filter((r) => r.status === 'counted');
        expect(sum.totalMinutes).toBe(Math.floor(counted.reduce((s, r) => s + r.seconds, 0) / 60));
        expect(sum.recentMinutes).toBeLessThanOrEqual(sum.totalMinutes);
        const queueMinutes = sum.perQueue.reduce((s, q) => s + q.minutes, 0);
        // The list adds up to the total shown ('Overall'), and each queue is its exact minutes rounded down or up.
        expect(queueMinutes).toBe(sum.totalMinutes);
        for (const q of sum.perQueue) {
          const seconds = counted.filter((r) => (r.queueId ?? 0) === q.queueId).reduce((s, r) => s + r.seconds, 0);
          expect(q.minutes === Math.floor(seconds / 60) || q.minutes === Math.ceil(seconds / 60)).toBe(true);
        }
        expect(sum.counted + sum.missing).toBe(records.length);
      }),
    );
  });
});
