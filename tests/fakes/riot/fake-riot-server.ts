import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeWindows } from './fake-rate-windows';
import { recordedFor, type FakeMatch, type FakePlayer } from './fake-riot-data';

/** A scripted reply for the next requests whose path matches. */
export interface Fault {
  path?: RegExp;
  status: number;
  headers?: Record<string, string>;
  body?: string;
  delayMs?: number;
  times?: number;
}

export interface FakeRiotOptions {
  key?: string;
  /** X-App-Rate-Limit per routing value (Riot's default development key limits by default). */
  appLimit?: string;
  methodLimit?: string;
  /** Delay of every reply (slow upstream). */
  delayMs?: number;
}

export interface FakeRiot {
  /** For RIOT_API_BASE_URL: `http://127.0.0.1:<port>/{route}`. */
  baseUrl: string;
  key: string;
  addPlayer(player: FakePlayer, matches: FakeMatch[]): void;
  /**
   * The player finishes these games (newest first): Riot lists them first. As Riot does today, the
   * summoner's revisionDate does not move (it follows name, level and icon changes only).
   */
  playGames(puuid: string, games: FakeMatch[]): void;
  inject(fault: Fault): void;
  /** Every request's path (route value first) and, at the same index, when it arrived (epoch ms). */
  stats: { requests: string[]; at: number[]; served: number; limited: Record<string, number> };
  resetStats(): void;
  close(): Promise<void>;
}

// The fake's own copy of Riot's routing, so the client's table is checked against an independent one.
const CLUSTER: Record<string, string> = {
  na1: 'americas',
  br1: 'americas',
  la1: 'americas',
  la2: 'americas',
  euw1: 'europe',
  eun1: 'europe',
  tr1: 'europe',
  ru: 'europe',
  me1: 'europe',
  jp1: 'asia',
  kr: 'asia',
  oc1: 'sea',
  sg2: 'sea',
  tw2: 'sea',
  vn2: 'sea',
};

const accountOf = (p: FakePlayer) => ({ puuid: p.puuid, gameName: p.gameName, tagLine: p.tagLine });
const status = (code: number, message: string) => JSON.stringify({ status: { message, status_code: code } });

export async function startFakeRiot(options: FakeRiotOptions = {}): Promise<FakeRiot> {
  const key = options.key ?? 'RGAPI-fake-key';
  const appLimit = options.appLimit ?? '20:1,100:120';
  const methodLimit = options.methodLimit ?? '2000:10';
  const players = new Map<string, FakePlayer>();
  const matches = new Map<string, FakeMatch>();
  const faults: Fault[] = [];
  const appWindows = new Map<string, FakeWindows>();
  const methodWindows = new Map<string, FakeWindows>();
  const stats: FakeRiot['stats'] = { requests: [], at: [], served: 0, limited: {} };
  const window = (map: Map<string, FakeWindows>, name: string, spec: string) =>
    map.get(name) ?? map.set(name, new FakeWindows(spec)).get(name)!;

  function route(routeName: string, rest: string, query: URLSearchParams): { code: number; body: string; method: string } {
    const byPuuid = (p: string) => [...players.values()].find((x) => x.puuid === p);
    let m: RegExpExecArray | null;
    if ((m = /^\/riot\/account\/v1\/accounts\/by-riot-id\/([^/]+)\/([^/]+)$/.exec(rest))) {
      if (!['americas', 'asia', 'europe'].includes(routeName)) return { code: 404, body: status(404, 'Not found'), method: 'account' };
      const [name, tag] = [decodeURIComponent(m[1]!).toLowerCase(), decodeURIComponent(m[2]!).toLowerCase()];
      const p = [...players.values()].find((x) => x.gameName.toLowerCase() === name && x.tagLine.toLowerCase() === tag);
      return p
        ? { code: 200, body: JSON.stringify(accountOf(p)), method: 'account' }
        : { code: 404, body: status(404, 'Data not found - No results found for player with riot id'), method: 'account' };
    }
    if ((m = /^\/riot\/account\/v1\/(accounts|region\/by-game\/lol)\/by-puuid\/([^/]+)$/.exec(rest))) {
      const method = m[1] === 'accounts' ? 'account-by-puuid' : 'active-region';
      const p = byPuuid(decodeURIComponent(m[2]!));
      if (!['americas', 'asia', 'europe'].includes(routeName) || !p)
        return { code: 404, body: status(404, 'Data not found - No results found for player with puuid'), method };
      const body = method === 'active-region' ? { puuid: p.puuid, game: 'lol', region: p.platform } : accountOf(p);
      return { code: 200, body: JSON.stringify(body), method };
    }
    if ((m = /^\/lol\/(summoner\/v4\/summoners|league\/v4\/entries)\/by-puuid\/([^/]+)$/.exec(rest))) {
      const p = byPuuid(decodeURIComponent(m[2]!));
      const method = m[1]!.startsWith('summoner') ? 'summoner' : 'league';
      if (!p || p.platform !== routeName) return { code: 404, body: status(404, 'Data not found - summoner not found'), method };
      if (method === 'league')
        return {
          code: 200,
          body: JSON.stringify(
            p.league.map((e) => ({
              leagueId: 'x',
              puuid: p.puuid,
              ...e,
              veteran: false,
              inactive: false,
              freshBlood: false,
              hotStreak: false,
            })),
          ),
          method,
        };
      return {
        code: 200,
        body: JSON.stringify({
          puuid: p.puuid,
          profileIconId: p.profileIconId,
          revisionDate: p.revisionDate,
          summonerLevel: p.summonerLevel,
        }),
        method,
      };
    }
    if ((m = /^\/lol\/champion-mastery\/v4\/champion-masteries\/by-puuid\/([^/]+)$/.exec(rest))) {
      const p = byPuuid(decodeURIComponent(m[1]!));
      const method = 'masteries';
      if (!p || p.platform !== routeName) return { code: 404, body: status(404, 'Data not found - summoner not found'), method };
      return { code: 200, body: JSON.stringify(p.masteries ?? []), method };
    }
    if ((m = /^\/lol\/match\/v5\/matches\/by-puuid\/([^/]+)\/ids$/.exec(rest))) {
      const p = byPuuid(decodeURIComponent(m[1]!));
      const start = Number(query.get('start') ?? 0);
      const count = Number(query.get('count') ?? 20);
      if (!Number.isInteger(count) || count < 0 || count > 100)
        return { code: 400, body: status(400, 'Bad Request - count must be <= 100'), method: 'ids' };
      if (!p || CLUSTER[p.platform] !== routeName) return { code: 200, body: '[]', method: 'ids' };
      const startTime = query.has('startTime') ? Number(query.get('startTime')) * 1000 : -Infinity;
      const ids = p.matchIds.filter((id) => (matches.get(id)?.info.gameStartTimestamp ?? 0) >= startTime);
      return { code: 200, body: JSON.stringify(ids.slice(start, start + count)), method: 'ids' };
    }
    if ((m = /^\/lol\/match\/v5\/matches\/([^/]+)$/.exec(rest))) {
      const id = decodeURIComponent(m[1]!);
      const match = matches.get(id);
      const owner = [...players.values()].find((p) => p.matchIds.includes(id));
      if (!match || !owner || owner.missing?.has(id) || CLUSTER[owner.platform] !== routeName)
        return { code: 404, body: status(404, 'Data not found - match file not found'), method: 'match' };
      return { code: 200, body: JSON.stringify(recordedFor(match, owner.puuid)), method: 'match' };
    }
    return { code: 404, body: status(404, 'Not found'), method: 'unknown' };
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const [, routeName = '', ...restParts] = url.pathname.split('/');
    const rest = `/${restParts.join('/')}`;
    stats.requests.push(`${routeName}${rest}${url.search}`);
    stats.at.push(Date.now());
    const send = (code: number, body: string, headers: Record<string, string> = {}, delayMs = options.delayMs ?? 0) =>
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(code, { 'Content-Type': 'application/json;charset=utf-8', ...headers });
        res.end(body);
      }, delayMs);
    if (req.headers['x-riot-token'] !== key)
      return send(req.headers['x-riot-token'] ? 403 : 401, status(req.headers['x-riot-token'] ? 403 : 401, 'Forbidden'));
    const fault = faults.find((f) => !f.path || f.path.test(rest));
    if (fault) {
      if (fault.times !== undefined && --fault.times <= 0) faults.splice(faults.indexOf(fault), 1);
      if (fault.status === 429)
        stats.limited[fault.headers?.['X-Rate-Limit-Type'] ?? 'none'] =
          (stats.limited[fault.headers?.['X-Rate-Limit-Type'] ?? 'none'] ?? 0) + 1;
      return send(fault.status, fault.body ?? status(fault.status, 'Injected'), fault.headers, fault.delayMs);
    }
    const result = route(routeName, rest, url.searchParams);
    const now = Date.now();
    const app = window(appWindows, routeName, appLimit);
    const method = window(methodWindows, `${routeName}:${result.method}`, methodLimit);
    const appWait = app.take(now);
    const methodWait = appWait === null ? method.take(now) : null;
    const headers = {
      'X-App-Rate-Limit': appLimit,
      'X-App-Rate-Limit-Count': app.counts(),
      'X-Method-Rate-Limit': methodLimit,
      'X-Method-Rate-Limit-Count': method.counts(),
    };
    if (appWait !== null || methodWait !== null) {
      const type = appWait !== null ? 'application' : 'method';
      stats.limited[type] = (stats.limited[type] ?? 0) + 1;
      return send(429, status(429, 'Rate limit exceeded'), {
        ...headers,
        'Retry-After': String(appWait ?? methodWait),
        'X-Rate-Limit-Type': type,
      });
    }
    stats.served++;
    send(result.code, result.body, headers);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    baseUrl: `http://127.0.0.1:${port}/{route}`,
    key,
    stats,
    addPlayer(player, list) {
      players.set(player.puuid, player);
      for (const match of list) matches.set(match.metadata.matchId, match);
    },
    playGames(puuid, games) {
      const player = players.get(puuid);
      if (!player) throw new Error(`the fake knows no player ${puuid}`);
      for (const game of games) matches.set(game.metadata.matchId, game);
      player.matchIds = [...games.map((g) => g.metadata.matchId), ...player.matchIds];
    },
    inject: (fault) => {
      faults.push(fault);
    },
    resetStats() {
      stats.requests = [];
      stats.at = [];
      stats.served = 0;
      stats.limited = {};
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
