import type { AccountDetails } from '../../../shared/api/wasted-time';
import { formatDay } from '../../lib/display-format';
import { plural } from '../../../shared/counts';
import { grouped, hoursOf } from './time-figures';

/** Days with one decimal, rounded down so nobody is credited time they did not play: 489 minutes is '0.3 days'. */
export function oneDecimalDays(minutes: number): string {
  const tenths = Math.floor((minutes * 10) / 1440);
  return `${(tenths / 10).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} days`;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/** '5 minutes ago', '1 day ago'; under a minute (or a clock a little ahead) 'just now'. */
export function timeAgo(iso: string, now: number): string {
  const ago = now - Date.parse(iso);
  for (const [unit, ms] of UNITS) if (ago >= ms) return relative.format(-Math.floor(ago / ms), unit);
  return 'just now';
}

/**
 * 'next refresh due in 5 hours' (the background refresh looks for new games then); 'next refresh
 * due now' once it is past; null when none is planned (the first lookup still running).
 */
export function nextRefreshText(nextRefreshAt: string | null, now: number): string | null {
  if (!nextRefreshAt) return null;
  const wait = Date.parse(nextRefreshAt) - now;
  for (const [unit, ms] of UNITS) if (wait >= ms) return `next refresh due ${relative.format(Math.floor(wait / ms), unit)}`;
  return 'next refresh due now';
}

/** 'Counted since {date} · {N} matches counted · refreshed {relative time}'. */
export function coverageText(account: Pick<AccountDetails, 'countedSince' | 'matchesCounted' | 'updatedAt'>, now: number): string {
  const since = account.countedSince ? `Counted since ${formatDay(account.countedSince)}` : 'No matches counted yet';
  const refreshed = account.updatedAt ? `refreshed ${timeAgo(account.updatedAt, now)}` : 'refreshing now';
  return `${since} · ${plural(account.matchesCounted, 'match', 'matches')} counted · ${refreshed}`;
}

/** 'includes {M} matches Riot no longer lists'; null when there are none. */
export const beyondRiotText = (m: number): string | null =>
  m > 0 ? `includes ${plural(m, 'match', 'matches')} Riot no longer lists` : null;

export interface Standing {
  /** Share of the other compared players with a smaller Overall total; null with nobody to compare. */
  percentile: number | null;
  /** The other compared players (those with counted matches). */
  compared: number;
  /** Of those, the ones with a larger total. */
  ahead: number;
}

/**
 * Among the players looked up here (never all League players), in words that stay true at the edges
 * (alone, ahead of everyone, tied, behind everyone); otherwise a whole percent rounded down. `group`
 * names a region's players; null before any match is counted.
 */
export function standingText({ percentile, compared, ahead }: Standing, counted: boolean, group?: string): string | null {
  if (!counted) return null;
  const who = (n: number) => (group ? `${group} ${n === 1 ? 'player' : 'players'}` : n === 1 ? 'player' : 'players');
  if (compared < 1) return `The only ${who(1)} looked up here so far`;
  if (percentile === null) return null;
  const others = compared === 1 ? `the other ${who(1)}` : `all ${grouped(compared)} other ${who(compared)}`;
  if (ahead === 0 && percentile >= 100) return `More time than ${others} looked up here`;
  if (ahead === 0) return `Tied for the most time of the ${grouped(compared + 1)} ${who(compared + 1)} looked up here`;
  if (ahead === compared) return `Less time than ${others} looked up here`;
  return `More time than ${Math.floor(percentile)}% of the ${grouped(compared)} ${who(compared)} looked up here`;
}

/**
 * A shared lookup's link preview: 'Held Out#EUW7 has spent 489 minutes on League' (Overall, as the
 * card), and the hours, days and matches behind it. Null before any match is counted: a preview
 * saying '0 minutes' would be false.
 */
export function lookupShareMeta(
  account: Pick<AccountDetails, 'gameName' | 'tagLine' | 'totalTimeSpent' | 'matchesCounted'> | null,
  counting: boolean,
): { title: string; description: string } | null {
  if (!account || account.matchesCounted === 0) return null;
  const minutes = account.totalTimeSpent;
  const soFar = counting ? ' so far' : '';
  return {
    title: `${account.gameName}#${account.tagLine} has spent ${plural(minutes, 'minute')} on League${soFar}`,
    description: `${plural(hoursOf(minutes), 'hour')} · ${oneDecimalDays(minutes)} over ${plural(account.matchesCounted, 'match', 'matches')} counted${soFar}. Look up your own Riot ID and see where you stand.`,
  };
}
