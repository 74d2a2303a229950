import type { LoaderFunctionArgs } from 'react-router';
import { callApi } from '../../lib/api-client';
import { wasteBanner as wasteBannerCall, type WasteBanner } from '../../../shared/api/banners';
import { accountGroup, leaderboard as leaderboardCall, type LeaderboardReply } from '../../../shared/api/wasted-time';
import { GROUP_PARAM, groupValue, parseGroup } from './account-group';
import type { InitialGroup } from './use-account-group';

export interface WastedTimePageData {
  /** Global page 1, so the page (and its server render) shows the leaderboard at once. */
  leaderboard: LeaderboardReply | null;
  wasteBanner: WasteBanner | null;
  /** A shared list of accounts (`?accounts=12-345`), rendered with the page. */
  group: InitialGroup;
}

/**
 * The route's loader: the first leaderboard page, the waste banner and a shared list of accounts.
 * A failed part is null (the page then loads it itself and shows its error), so the page always renders.
 */
export async function wastedTimeLoader({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<WastedTimePageData> {
  const ids = parseGroup(new URL(request.url).searchParams.get(GROUP_PARAM));
  const [leaderboard, wasteBanner, reply] = await Promise.all([
    callApi(leaderboardCall, { params: { page: 1 } }).catch(() => null),
    callApi(wasteBannerCall).catch(() => null),
    ids.length ? callApi(accountGroup, { params: { ids: groupValue(ids) } }).catch(() => null) : null,
  ]);
  return { leaderboard, wasteBanner, group: { ids, reply } };
}
