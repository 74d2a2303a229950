import type { RegionCode } from '../../../shared/api/lol-regions';

/** Regional clusters that serve account-v1 (each finds every player) and match-v5. */
export type AccountCluster = 'americas' | 'asia' | 'europe';
export type MatchCluster = AccountCluster | 'sea';

/**
 * The host of a region's platform APIs (summoner-v4, league-v4). Riot names Russia `ru` (the
 * site's value is `ru1`); Philippines and Thailand were merged into Singapore on 2025-01-08.
 */
export function platformHost(region: RegionCode): string {
  if (region === 'ru1') return 'ru';
  if (region === 'ph2' || region === 'th2') return 'sg2';
  return region;
}

const MATCH_CLUSTER: Record<RegionCode, MatchCluster> = {
  na1: 'americas',
  br1: 'americas',
  la1: 'americas',
  la2: 'americas',
  euw1: 'europe',
  eun1: 'europe',
  tr1: 'europe',
  ru1: 'europe',
  me1: 'europe',
  jp1: 'asia',
  kr: 'asia',
  oc1: 'sea',
  sg2: 'sea',
  ph2: 'sea',
  th2: 'sea',
  tw2: 'sea',
  vn2: 'sea',
};

export const matchCluster = (region: RegionCode): MatchCluster => MATCH_CLUSTER[region];

/** Fills `{route}` of the configured base URL, e.g. `https://{route}.api.riotgames.com`. */
export const routeUrl = (baseUrl: string, route: string): string => baseUrl.replace('{route}', route).replace(/\/+$/, '');

/**
 * The site's region for a platform value as Riot names it (account-v1's active region):
 * `ru` is the site's `ru1`; a platform the site does not list gives null.
 */
export function regionOfPlatform(platform: string): RegionCode | null {
  const value = platform.toLowerCase();
  if (value === 'ru') return 'ru1';
  return (Object.keys(MATCH_CLUSTER) as RegionCode[]).find((code) => code === value) ?? null;
}
