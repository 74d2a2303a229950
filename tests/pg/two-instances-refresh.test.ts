import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { createDatabase } from './cluster';
import { startInstances, type Instance } from '../helpers/server-process';
import { lookUp } from './http-client';
import { REFRESH_JOB } from '../../src/server/wasted-time/names';
import { startFakeRiot, type FakeRiot } from '../fakes/riot/fake-riot-server';
import { generatedMatch, generatedPlayer } from '../fakes/riot/fake-riot-data';

/**
 * The background refresh on two real instances sharing one PostgreSQL: every due player is
 * refreshed once (one recurring row, claimed by one runner at a time), never by both.
 */
let a: Instance;
let b: Instance;
let drop: () => Promise<void>;
let admin: pg.Client;
let riot: FakeRiot;
const players = Array.from({ length: 6 }, (_, i) => generatedPlayer(70 + i, 5, Date.now() - 86_400_000));

beforeAll(async () => {
  const target = await createDatabase(inject('pgAdminUrl'), 'refresh');
  drop = target.drop;
  riot = await startFakeRiot({ appLimit: '20:1,100:10' });
  for (const { player, matches } of players) riot.addPlayer(player, matches);
  // Due after a minute (the test makes them due at once); a generous share so the pass is quick.
  [a, b] = (await startInstances(['A', 'B'], {
    DATABASE_URL: target.url,
    DATABASE_POOL_SIZE: '4',
    RIOT_API_KEY: riot.key,
    RIOT_API_BASE_URL: riot.baseUrl,
    WASTED_TIME_REFRESH_INTERVAL: '60',
    WASTED_TIME_REFRESH_SHARE: '0.9',
  })) as [Instance, Instance];
  admin = new pg.Client({ connectionString: target.url });
  await admin.connect();
}, 180_000);

afterAll(async () => {
  await admin?.end();
  await a?.kill();
  await b?.kill();
  await drop?.();
  await riot?.close();
});

async function until<T>(what: string, probe: () => Promise<T | null>, withinMs: number): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('background refresh on two instances and one PostgreSQL', () => {
  it(
    'refreshes each due player once: one summoner, league and ids request each, every new game read once',
    { timeout: 150_000 },
    async () => {
      for (const [i, { player }] of players.entries())
        await lookUp((i % 2 ? a : b).url, { gameName: player.gameName, tagLine: player.tagLine, region: 'euw1' });
      await until(
        'the six lookups',
        async () => {
          const { rows } = await admin.query(
            'select count(*)::int as n from lol_accounts where matches_counted = 5 and refreshed_at is not null',
          );
          return rows[0].n === players.length ? true : null;
        },
        60_000,
      );

      // Every player has played two more games, and every one is due.
      const fresh = new Map<string, string[]>();
      for (const [i, { player }] of players.entries()) {
        const games = [0, 1].map((k) =>
          generatedMatch(`EUW1_${5_000_000_000 + i * 10 + k}`, player.puuid, Date.now() - (k + 1) * 600_000, 1500, 420, 'euw1'),
        );
        riot.playGames(player.puuid, games); // revisionDate stays, as Riot's does
        fresh.set(
          player.puuid,
          games.map((m) => m.metadata.matchId),
        );
      }
      riot.resetStats();
      await admin.query(
        // Times are epoch ms (migration 0015).
        `update lol_accounts set refreshed_at = $1, next_refresh_at = 0`,
        [Date.now() - 2 * 24 * 60 * 60 * 1000],
      );

      await until(
        'the refresh of all six',
        async () => {
          const { rows } = await admin.query(
            'select count(*)::int as n from lol_accounts where matches_counted = 7 and refresh_failures = 0',
          );
          const { rows: stale } = await admin.query('select count(*)::int as n from lol_accounts where refreshed_at < $1', [
            Date.now() - 24 * 60 * 60 * 1000,
          ]);
          return rows[0].n === players.length && stale[0].n === 0 ? true : null;
        },
        90_000,
      );

      const requests = riot.stats.requests;
      for (const { player } of players) {
        const mine = requests.filter((r) => r.includes(player.puuid));
        expect(
          mine.filter((r) => r.includes('/summoners/by-puuid/')),
          player.gameName,
        ).toHaveLength(1);
        expect(
          mine.filter((r) => r.includes('/entries/by-puuid/')),
          player.gameName,
        ).toHaveLength(1);
        expect(
          mine.filter((r) => r.includes('/ids?')),
          player.gameName,
        ).toHaveLength(1);
        for (const id of fresh.get(player.puuid)!)
          expect(
            requests.filter((r) => r.endsWith(`/matches/${id}`)),
            id,
          ).toHaveLength(1);
      }
      expect(requests.some((r) => r.includes('/accounts/by-riot-id/'))).toBe(false);
      expect(riot.stats.limited).toEqual({});
      // One refresh row for the whole site, started by whichever instance scheduled it first.
      const { rows } = await admin.query('select count(*)::int as n from jobs where name = $1', [REFRESH_JOB]);
      expect(rows[0].n).toBe(1);
      // The standing counts followed the new totals on both instances' writes.
      const { rows: counted } = await admin.query(`select coalesce(sum(players), 0)::int as n from lol_standing where scope = '*'`);
      expect(counted[0].n).toBe(players.length);
    },
  );
});
