import type { RegionCode } from '../../../shared/api/lol-regions';
import type { BucketStore } from '../http/bucket-store';
import { systemClock, type Clock } from '../http/clock';
import { attemptOutcome, createHttpClient, type AttemptEvent } from '../http/http-client';
import type { UpstreamOutcome } from '../../operations/site-metrics';
import { createRateLimiter, type Budget } from '../http/rate-limiter';
import {
  AccountDto,
  ActiveRegionDto,
  ChampionMasteriesDto,
  checker,
  LeagueEntryDto,
  MatchDto,
  MatchIdsDto,
  SummonerDto,
  type ChampionMasteryDto,
} from './riot-dtos';
import { matchCluster, platformHost, routeUrl, type AccountCluster } from './routing';
import { Type } from 'typebox';

export const DEFAULT_RIOT_BASE_URL = 'https://{route}.api.riotgames.com';

export interface RiotClientOptions {
  apiKey: string;
  /** `{route}` is replaced by the platform or regional value. */
  baseUrl?: string;
  /** The regional cluster asked for accounts (any finds any player): the one nearest the server. */
  accountCluster?: AccountCluster;
  buckets: BucketStore;
  clock?: Clock;
  timeoutMs?: number;
  /** First wait before a 5xx or a timeout is retried (the HTTP client's default when absent). */
  backoffMs?: number;
  /** Called for every HTTP attempt (request counting in benches, logs). */
  onAttempt?: (event: AttemptEvent) => void;
  /** Every HTTP attempt by route (Riot's method name, never the URL: it holds player ids) and outcome, for /metrics. */
  onRequest?: (route: string, outcome: UpstreamOutcome) => void;
  /** The budget Riot's count headers leave in a bucket (see RateLimiterOptions.onBudget). */
  onBudget?: (scope: string, bucket: string, remaining: number) => void;
}

export interface MatchIdsQuery {
  start?: number;
  /** At most 100 (Riot's limit). */
  count?: number;
  /** Only matches started at or after this time (epoch seconds). */
  startTime?: number;
}

/**
 * Riot's API for the lookup; every method answers null (or []) for "not found", throws UpstreamError otherwise.
 * Every caller uses this one client, so every call draws on the one shared budget; background work
 * takes a view of it with a smaller share (`background`), visitors use it as it is.
 */
export interface RiotClient {
  accountByRiotId(gameName: string, tagLine: string): Promise<AccountDto | null>;
  /** The current Riot ID of a puuid (a renamed player is found again by it). */
  accountByPuuid(puuid: string): Promise<AccountDto | null>;
  /** The platform a puuid plays League on now, e.g. `euw1` (a transferred player is found again by it). */
  activeRegion(puuid: string): Promise<string | null>;
  summonerByPuuid(region: RegionCode, puuid: string): Promise<SummonerDto | null>;
  leagueEntriesByPuuid(region: RegionCode, puuid: string): Promise<LeagueEntryDto[]>;
  /** Every champion the player has played in the region, with its mastery ([] for none). */
  championMasteries(region: RegionCode, puuid: string): Promise<ChampionMasteryDto[]>;
  matchIds(region: RegionCode, puuid: string, query: MatchIdsQuery): Promise<string[]>;
  match(region: RegionCode, matchId: string): Promise<MatchDto | null>;
  /**
   * The same client drawing on at most `budget.share` of each limit window (BudgetDeferredError
   * when that share is not free within `budget.maxWaitMs`): for work no visitor is waiting for.
   */
  background(budget: Budget): RiotClient;
}

const parse = {
  account: checker(AccountDto),
  region: checker(ActiveRegionDto),
  summoner: checker(SummonerDto),
  league: checker(Type.Array(LeagueEntryDto)),
  masteries: checker(ChampionMasteriesDto),
  ids: checker(MatchIdsDto),
  match: checker(MatchDto),
};

const enc = encodeURIComponent;

export function createRiotClient(options: RiotClientOptions): RiotClient {
  const clock = options.clock ?? systemClock;
  const base = options.baseUrl ?? DEFAULT_RIOT_BASE_URL;
  const cluster = options.accountCluster ?? 'europe';
  const http = createHttpClient({
    upstream: 'Riot API',
    headers: { 'X-Riot-Token': options.apiKey },
    timeoutMs: options.timeoutMs ?? 10_000,
    backoffMs: options.backoffMs,
    clock,
    limiter: createRateLimiter({ store: options.buckets, clock, namespace: 'riot', onBudget: options.onBudget }),
    onAttempt: (event) => {
      options.onAttempt?.(event);
      options.onRequest?.(event.limit?.method ?? 'unknown', attemptOutcome(event.status));
    },
  });

  const get = <T>(budget: Budget | undefined, route: string, method: string, path: string, parse: (body: unknown) => T) =>
    http.getJson({ url: `${routeUrl(base, route)}${path}`, limit: { scope: route, method }, parse, budget });

  const view = (budget?: Budget): RiotClient => ({
    accountByRiotId: (gameName, tagLine) => {
      const path = `/riot/account/v1/accounts/by-riot-id/${enc(gameName)}/${enc(tagLine)}`;
      return get(budget, cluster, 'account-v1.getByRiotId', path, parse.account);
    },
    accountByPuuid: (puuid) =>
      get(budget, cluster, 'account-v1.getByPuuid', `/riot/account/v1/accounts/by-puuid/${enc(puuid)}`, parse.account),
    activeRegion: async (puuid) => {
      const path = `/riot/account/v1/region/by-game/lol/by-puuid/${enc(puuid)}`;
      return (await get(budget, cluster, 'account-v1.getActiveRegion', path, parse.region))?.region.toLowerCase() ?? null;
    },
    summonerByPuuid: (region, puuid) =>
      get(budget, platformHost(region), 'summoner-v4.getByPUUID', `/lol/summoner/v4/summoners/by-puuid/${enc(puuid)}`, parse.summoner),
    leagueEntriesByPuuid: async (region, puuid) => {
      const path = `/lol/league/v4/entries/by-puuid/${enc(puuid)}`;
      return (await get(budget, platformHost(region), 'league-v4.getLeagueEntriesByPUUID', path, parse.league)) ?? [];
    },
    championMasteries: async (region, puuid) => {
      const path = `/lol/champion-mastery/v4/champion-masteries/by-puuid/${enc(puuid)}`;
      // Without the view's budget: this call draws on the whole budget in every view.
      const masteries = await get(
        undefined,
        platformHost(region),
        'champion-mastery-v4.getAllChampionMasteriesByPUUID',
        path,
        parse.masteries,
      );
      return masteries ?? [];
    },
    matchIds: async (region, puuid, query) => {
      const params = new URLSearchParams({ start: String(query.start ?? 0), count: String(Math.min(100, query.count ?? 100)) });
      if (query.startTime !== undefined) params.set('startTime', String(query.startTime));
      const path = `/lol/match/v5/matches/by-puuid/${enc(puuid)}/ids?${params}`;
      return (await get(budget, matchCluster(region), 'match-v5.getMatchIdsByPUUID', path, parse.ids)) ?? [];
    },
    match: (region, matchId) =>
      get(budget, matchCluster(region), 'match-v5.getMatch', `/lol/match/v5/matches/${enc(matchId)}`, parse.match),
    background: (budget) => view(budget),
  });
  return view();
}
