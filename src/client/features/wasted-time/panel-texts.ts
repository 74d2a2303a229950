import type { AccountDetails } from '../../../shared/api/wasted-time';
import { formatDay } from '../../lib/display-format';
import { grouped, plural } from './time-figures';

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

/**
 * 'More time than {p}% of the {n} players looked up here': a whole percent, rounded down, of the
 * players this site has looked up (never of all League players); `group` names a region's players.
 */
export function standingText(percentile: number | null, compared: number, group?: string): string | null {
  if (percentile === null || compared < 1) return null;
  const players = group ? `${group} ${compared === 1 ? 'player' : 'players'}` : compared === 1 ? 'player' : 'players';
  return `More time than ${Math.floor(percentile)}% of the ${grouped(compared)} ${players} looked up here`;
}
