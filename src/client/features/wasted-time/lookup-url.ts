import { DEFAULT_REGION, REGIONS, type RegionCode } from '../../../shared/api/lol-regions';
import { GROUP_PARAM, groupValue, parseGroup } from './account-group';

/**
 * A lookup's address (decision 0040): `/wasted-time-lol?player=Held%20Out%23EUW7&region=euw1`.
 * The lookup form sends exactly this as a GET before its script loads, the page writes it after a
 * search or a leaderboard pick, and the server renders the player from it: one format for all three.
 */
export const PLAYER_PARAM = 'player';
export const REGION_PARAM = 'region';

/** The region of a link: the platform code the form sends (`euw1`), or its short name (`euw`, `EUNE`) as people type it. */
function regionParam(text: string | null): RegionCode | null {
  if (!text) return null;
  const lower = text.trim().toLowerCase();
  return REGIONS.find((r) => r.value === lower || r.label.toLowerCase() === lower)?.value ?? null;
}

/** The Riot ID and region a link names; null when it names no player. An unknown region reads as no region (the default). */
export function readLookupQuery(params: URLSearchParams): { riotId: string; region: RegionCode | null } | null {
  const riotId = params.get(PLAYER_PARAM);
  if (riotId === null || riotId.trim() === '') return null;
  return { riotId: riotId.trim(), region: regionParam(params.get(REGION_PARAM)) };
}

/**
 * The one query of every lookup address that shows the same thing (decision 0044): the player as
 * read (trimmed) with its region as the platform code (the default for a missing or unknown one;
 * no region without a player), then the shared list of accounts as read; every other parameter dropped.
 */
export function canonicalLookupQuery(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  const sent = readLookupQuery(params);
  if (sent) {
    next.set(PLAYER_PARAM, sent.riotId);
    next.set(REGION_PARAM, sent.region ?? DEFAULT_REGION);
  }
  const ids = parseGroup(params.get(GROUP_PARAM));
  if (ids.length) next.set(GROUP_PARAM, groupValue(ids));
  return next;
}

/** The query with this player in it, the shared list of accounts kept: canonical, as the page's address must be. */
export function withLookup(params: URLSearchParams, player: { gameName: string; tagLine: string; region: string }): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(PLAYER_PARAM, `${player.gameName}#${player.tagLine}`);
  next.set(REGION_PARAM, player.region);
  return canonicalLookupQuery(next);
}
