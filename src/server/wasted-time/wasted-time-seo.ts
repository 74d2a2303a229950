import type { Db } from '../db/database';
import type { ShareCardSource, SitemapSection } from '../feature';
import { paths } from '../../shared/paths';
import { accountsDetails } from './repository';

/** The query a shared list of players travels in (`?accounts=12-345`, the page's own). */
const GROUP_PARAM = 'accounts';

/** The time-wasted page, with its leaderboard; lastmod unknown (it changes with every lookup). */
export const wastedTimeSitemap: SitemapSection = {
  name: 'wasted-time',
  entries: async () => [{ path: paths.wastedTime, lastmod: null, title: 'League of Legends Time Wasted' }],
};

const hoursText = (minutes: number) => `${Math.round(minutes / 60).toLocaleString('en-IE')} hours`;

/** A shared result's share image: the first player's total time, as stored (no Riot request), and the others' names. */
export function wastedTimeShareCard(db: Db): ShareCardSource {
  return async (path, query) => {
    if (path !== paths.wastedTime) return null;
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
