import { callApi } from '../../lib/api-client';
import { wasteBanner as wasteBannerCall, type WasteBanner } from '../../../shared/api/banners';
import { leaderboard as leaderboardCall, type LeaderboardReply } from '../../../shared/api/wasted-time';

export interface WastedTimePageData {
  /** Global page 1, so the page (and its server render) shows the leaderboard at once. */
  leaderboard: LeaderboardReply | null;
  wasteBanner: WasteBanner | null;
}

/**
 * The route's loader: the first leaderboard page and the waste banner. A failed part is null
 * (the page then loads it itself and shows its error), so the page always renders.
 */
export async function wastedTimeLoader(): Promise<WastedTimePageData> {
  const [leaderboard, wasteBanner] = await Promise.all([
    callApi(leaderboardCall, { params: { page: 1 } }).catch(() => null),
    callApi(wasteBannerCall).catch(() => null),
  ]);
  return { leaderboard, wasteBanner };
}
