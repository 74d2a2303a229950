import { redirect, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { callApi, errorText } from '../../lib/api-client';
import { riotIdProblem, splitRiotId } from '../../lib/riot-id';
import { wasteBanner as wasteBannerCall, type WasteBanner } from '../../../shared/api/banners';
import { DEFAULT_REGION, type RegionCode } from '../../../shared/api/lol-regions';
import {
  accountGroup,
  fetchAccount,
  leaderboard as leaderboardCall,
  type FetchReply,
  type LeaderboardReply,
} from '../../../shared/api/wasted-time';
import { GROUP_PARAM, groupValue, parseGroup } from './account-group';
import { canonicalLookupQuery, readLookupQuery } from './lookup-url';
import type { InitialGroup } from './use-account-group';

/** The lookup a link names (`?player=Name%23Tag&region=euw1`): what was asked, and the account or why not. */
export interface SentLookup {
  riotId: string;
  region: RegionCode;
  /** The account as stored, with its lookup (done, or counting in the background). */
  reply: FetchReply | null;
  /** The sentence of a refusal (an invalid Riot ID, no such player, too many lookups). */
  refusal: string | null;
}

export interface WastedTimePageData {
  /** Global page 1, so the page (and its server render) shows the leaderboard at once. */
  leaderboard: LeaderboardReply | null;
  wasteBanner: WasteBanner | null;
  group: InitialGroup;
  /** The player of the link, looked up as the form's Search would. */
  lookup: SentLookup | null;
}

/** Looks the link's player up: the stored result when fresh, else the account with its lookup counting. */
async function lookUp(riotId: string, region: RegionCode): Promise<SentLookup> {
  const problem = riotIdProblem(riotId);
  if (problem) return { riotId, region, reply: null, refusal: problem };
  try {
    return { riotId, region, reply: await callApi(fetchAccount, { body: { ...splitRiotId(riotId)!, region } }), refusal: null };
  } catch (error) {
    return { riotId, region, reply: null, refusal: errorText(error) };
  }
}

/**
 * A failed part is null (the page then loads it itself and shows its error), so the page always
 * renders. An address that is not canonical is redirected to the one that is (301), before any lookup.
 */
export async function wastedTimeLoader({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<WastedTimePageData> {
  const { pathname, search, searchParams: params } = new URL(request.url);
  const canonical = canonicalLookupQuery(params).toString();
  if (canonical !== search.slice(1)) throw redirect(`${pathname}${canonical ? `?${canonical}` : ''}`, 301);
  const ids = parseGroup(params.get(GROUP_PARAM));
  const sent = readLookupQuery(params);
  const [leaderboard, wasteBanner, reply, lookup] = await Promise.all([
    callApi(leaderboardCall, { params: { page: 1 } }).catch(() => null),
    callApi(wasteBannerCall).catch(() => null),
    ids.length ? callApi(accountGroup, { params: { ids: groupValue(ids) } }).catch(() => null) : null,
    sent ? lookUp(sent.riotId, sent.region ?? DEFAULT_REGION) : null,
  ]);
  return { leaderboard, wasteBanner, group: { ids, reply }, lookup };
}

/**
 * The page keeps its own state once shown: it writes the player and the list of accounts into its
 * own address (replacing the entry), which must not run the loader again (a second lookup, the
 * leaderboard reloaded). Arriving from another page, or a link followed, loads as usual.
 */
export function shouldRevalidateWastedTime({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.pathname === nextUrl.pathname && !formMethod) return false;
  return defaultShouldRevalidate;
}
