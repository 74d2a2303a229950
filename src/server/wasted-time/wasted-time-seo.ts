import type { Db } from '../db/database';
import type { ShareCardSource, SitemapSection } from '../feature';
import { paths } from '../../shared/paths';
import { DEFAULT_REGION, REGIONS, regionLabel } from '../../shared/api/lol-regions';
import { accountsDetails, findAccountByRiotId, storedDetails } from './repository';

/** The query a shared list of players travels in (`?accounts=12-345`, the page's own). */
const GROUP_PARAM = 'accounts';
/** A shared lookup's query (`?player=Held%20Out%23EUW7&region=euw1`, the page's own; decision 0040). */
const PLAYER_PARAM = 'player';
const REGION_PARAM = 'region';

/** The time-wasted page, with its leaderboard; lastmod unknown (it changes with every lookup). */
export const wastedTimeSitemap: SitemapSection = {
  name: 'wasted-time',
  entries: async () => [{ path: paths.wastedTime, lastmod: null, title: 'League of Legends Time Wasted' }],
};

const hoursText = (minutes: number) => `${Math.round(minutes / 60).toLocaleString('en-IE')} hours`;
const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
/** Hours and days as the page's card words them: both rounded down, days with one decimal ('8 hours · 0.3 days'). */
const hoursAndDays = (minutes: number) =>
  `${count(Math.floor(minutes / 60), 'hour', 'hours')} · ${(Math.floor((minutes * 10) / 1440) / 10).toLocaleString('en-US', { minimumFractionDigits: 1 })} days`;

/** The stored player a lookup link names (Riot ID and region, as the page reads them), without asking Riot; null when none. */
async function linkedPlayer(db: Db, query: URLSearchParams) {
  const riotId = query.get(PLAYER_PARAM)?.trim() ?? '';
  const hash = riotId.lastIndexOf('#');
  if (hash < 1 || hash === riotId.length - 1) return null;
  const regionText = (query.get(REGION_PARAM) ?? '').trim().toLowerCase();
  const region = REGIONS.find((r) => r.value === regionText || r.label.toLowerCase() === regionText)?.value ?? DEFAULT_REGION;
  const row = await findAccountByRiotId(db, region, riotId.slice(0, hash), riotId.slice(hash + 1));
  return row ? storedDetails(row) : null;
}

/**
 * A shared result's share image, from storage (no Riot request). A lookup link: the player, their
 * Overall minutes (the preview's title says the same), hours and days, and matches counted. A list
 * link: the first player's total time and the others' names.
 */
export function wastedTimeShareCard(db: Db): ShareCardSource {
  return async (path, query) => {
    if (path !== paths.wastedTime) return null;
    const player = query.has(PLAYER_PARAM) ? await linkedPlayer(db, query) : null;
    if (player && player.matchesCounted > 0)
      return {
        kicker: 'Time wasted on League of Legends',
        title: `${player.gameName}#${player.tagLine}`,
        value: count(player.totalTimeSpent, 'minute', 'minutes'),
        lines: [
          hoursAndDays(player.totalTimeSpent),
          `${count(player.matchesCounted, 'match', 'matches')} counted · ${regionLabel(player.region)}`,
        ],
      };
    const ids = (query.get(GROUP_PARAM) ?? '')
      .split('-')
      .filter((part) => /^[1-9]\d{0,9}$/.test(part))
      .map(Number)
      .slice(0, 5);
    const accounts = ids.length > 0 && new Set(ids).size === ids.length ? await accountsDetails(db, ids) : null;
    if (!accounts) return { kicker: 'League of Legends', title: 'Time Wasted on League' };
    const [first, ...others] = accounts;
    return {
      kicker: 'Time wasted on League of Legends',
      title: `${first!.gameName}#${first!.tagLine}`,
      value: hoursText(first!.totalTimeSpent),
      lines: [
        `${first!.matchesCounted.toLocaleString('en-IE')} matches counted`,
        ...others.map((a) => `${a.gameName}#${a.tagLine}: ${hoursText(a.totalTimeSpent)}`),
      ],
    };
  };
}
