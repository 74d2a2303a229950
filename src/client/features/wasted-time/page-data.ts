import { apiRequest } from '../../lib/api-client';
import { bannerPaths, type WasteBanner } from '../../../shared/api/banners';
import { wastedTimePaths, type LeaderboardReply } from '../../../shared/api/wasted-time';

export interface WastedTimePageData {
  /** Global page 1, so the page (and its server render) shows the leaderboard at once. */
  leaderboard: LeaderboardReply | null;
  wasteBanner: WasteBanner | null;
}

export const firstBoardKey = wastedTimePaths.leaderboard(1);

/**
 * The route's loader: the first leaderboard page and the waste banner. A failed part is null
 * (the page then loads it itself and shows its error), so the page always renders.
 */
export async function wastedTimeLoader(): Promise<WastedTimePageData> {
  const [leaderboard, wasteBanner] = await Promise.all([
    apiRequest<LeaderboardReply>(firstBoardKey).catch(() => null),
    apiRequest<WasteBanner>(bannerPaths.public.waste).catch(() => null),
  ]);
  return { leaderboard, wasteBanner };
}
