import type { MatchDto } from '../upstream/riot/riot-dtos';

/** 'Since 2023' counts matches started from this instant (UTC). */
export const RECENT_SINCE_MS = Date.UTC(2023, 0, 1);
/** How far back Riot's match history reaches: about two years, and about its newest 1,000 matches. */
export const RIOT_KEEPS_MS = 730 * 24 * 60 * 60 * 1000;
export const RIOT_KEEPS_MATCHES = 1000;

/**
 * Of a player's counted matches, those Riot no longer lists: the ones older than its window, and
 * past its newest ~1,000 the ones within it. They stay counted here; the page says how many.
 */
export const beyondRiot = (counted: number, countedWithinWindow: number): number =>
  Math.max(0, counted - Math.min(RIOT_KEEPS_MATCHES, countedWithinWindow));

/** No League game lasts this long; a longer figure is a broken record, not playing time. */
export const MAX_PLAUSIBLE_SECONDS = 6 * 60 * 60;

export type SkipReason = 'no-participant' | 'zero-duration' | 'implausible';

/** What one stored match contributes. `missing` = listed by Riot but its record 404s. */
export type MatchRecord =
  | { status: 'counted'; seconds: number; startedAt: number | null; queueId: number | null }
  | { status: 'skipped'; reason: SkipReason; seconds: 0; startedAt: number | null; queueId: number | null }
  | { status: 'missing'; seconds: 0; startedAt: null; queueId: null };

export const MISSING: MatchRecord = { status: 'missing', seconds: 0, startedAt: null, queueId: null };

/**
 * A participant's own time in one match: their `timePlayed` (seconds). Only when it is absent,
 * `gameDuration` — milliseconds in records without `gameEndTimestamp` (before patch 11.20),
 * seconds otherwise. Rounded; not yet judged plausible (recordOf does that).
 */
export function secondsPlayed(info: MatchDto['info'], participant: MatchDto['info']['participants'][number]): number {
  let seconds = participant.timePlayed;
  if (seconds === undefined || !Number.isFinite(seconds)) {
    const duration = info.gameDuration ?? 0;
    seconds = info.gameEndTimestamp === undefined ? duration / 1000 : duration;
  }
  return Math.round(seconds);
}

/** When a match started (epoch ms), as the totals date it; null when the record has no time. */
export const startOf = (info: MatchDto['info']): number | null => info.gameStartTimestamp || info.gameCreation || null;

/**
 * What one stored match contributes to a player: `seconds` null when the record does not name
 * them; records of zero length or implausibly long are skipped.
 */
export function recordOf(seconds: number | null, startedAt: number | null, queueId: number | null): MatchRecord {
  const skip = (reason: SkipReason): MatchRecord => ({ status: 'skipped', reason, seconds: 0, startedAt, queueId });
  if (seconds === null) return skip('no-participant');
  if (seconds <= 0) return skip('zero-duration');
  if (seconds > MAX_PLAUSIBLE_SECONDS) return skip('implausible');
  return { status: 'counted', seconds, startedAt, queueId };
}

export function matchRecord(match: MatchDto, puuid: string): MatchRecord {
  const { info } = match;
  const player = info.participants.find((p) => p.puuid === puuid);
  return recordOf(player ? secondsPlayed(info, player) : null, startOf(info), info.queueId ?? null);
}

export interface Totals {
  /** Minutes of every counted match ('Overall'). */
  totalMinutes: number;
  /** Minutes of counted matches started from 2023-01-01 ('Since 2023'). */
  recentMinutes: number;
  /** Start of the oldest counted match (epoch ms); null when none has a start time. */
  countedSince: number | null;
  counted: number;
  missing: number;
  skipped: number;
  /** Minutes per queue, most played first. */
  perQueue: { queueId: number; minutes: number }[];
}

const minutes = (seconds: number) => Math.floor(seconds / 60);

/** Sums stored match records; seconds are added up before rounding down to minutes, once. */
export function totals(records: readonly Pick<MatchRecord, 'status' | 'seconds' | 'startedAt' | 'queueId'>[]): Totals {
  let all = 0;
  let recent = 0;
  let countedSince: number | null = null;
  const counts = { counted: 0, missing: 0, skipped: 0 };
  const byQueue = new Map<number, number>();
  for (const record of records) {
    counts[record.status]++;
    if (record.status !== 'counted') continue;
    all += record.seconds;
    if (record.startedAt !== null && record.startedAt >= RECENT_SINCE_MS) recent += record.seconds;
    if (record.startedAt !== null && (countedSince === null || record.startedAt < countedSince)) countedSince = record.startedAt;
    const queue = record.queueId ?? 0;
    byQueue.set(queue, (byQueue.get(queue) ?? 0) + record.seconds);
  }
  const perQueue = apportion(byQueue, minutes(all)).sort((a, b) => b.minutes - a.minutes || a.queueId - b.queueId);
  return { totalMinutes: minutes(all), recentMinutes: minutes(recent), countedSince, ...counts, perQueue };
}

/**
 * Whole minutes per queue that add up to 'Overall' (largest remainder): rounding each queue down
 * alone (8.97 → 8) made the list sum short.
 */
function apportion(byQueue: ReadonlyMap<number, number>, total: number): { queueId: number; minutes: number }[] {
  const shares = [...byQueue].map(([queueId, seconds]) => ({ queueId, minutes: minutes(seconds), rest: seconds % 60 }));
  let left = total - shares.reduce((n, s) => n + s.minutes, 0);
  for (const share of [...shares].sort((a, b) => b.rest - a.rest || a.queueId - b.queueId)) {
    if (left <= 0) break;
    share.minutes++;
    left--;
  }
  return shares.map(({ queueId, minutes }) => ({ queueId, minutes }));
}
