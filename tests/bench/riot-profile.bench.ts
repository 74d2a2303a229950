import type { BenchRow, BenchSuite } from './harness';
import { median } from './harness';
import { lookupHarness, type LookupHarness } from '../helpers/lookup-harness';
import { generatedPlayer, type FakePlayer } from '../fakes/riot/fake-riot-data';
import { patternOf } from '../../src/shared/api/endpoint';
import { riotProfile } from '../../src/shared/api/riot-profile';

const NOW = Date.UTC(2026, 10, 1);
const PLAYERS = 5;

/**
 * Riot requests per POST /api/riot-profile, on the real app (buildApp, its routes, the shared
 * limiter with buckets in SQLite) against the fake Riot: for accounts nobody stored, stored
 * players looked up minutes ago, the same Riot IDs again, and stored players refreshed long ago.
 */
async function requestCounts(h: LookupHarness): Promise<BenchRow[]> {
  let address = 0;
  let limited = 0;
  const players = (from: number): FakePlayer[] =>
    Array.from({ length: PLAYERS }, (_, i) => {
      const { player, matches } = generatedPlayer(from + i, 20, NOW);
      h.fake.addPlayer(player, matches);
      return player;
    });
  const body = (p: FakePlayer) => ({ gameName: p.gameName, tagLine: p.tagLine, region: 'euw1' });
  /** Riot requests one profile costs. */
  const cost = async (p: FakePlayer): Promise<number> => {
    h.fake.resetStats();
    const res = await h.t.app.inject({
      method: 'POST',
      url: `/api${patternOf(riotProfile)}`,
      payload: body(p),
      remoteAddress: `10.9.${Math.floor(address / 200)}.${address++ % 200}`,
    });
    if (res.statusCode !== 200) throw new Error(`riot-profile answered ${res.statusCode}: ${res.body}`);
    limited += Object.values(h.fake.stats.limited).reduce((a, b) => a + b, 0);
    return h.fake.stats.requests.length;
  };
  const costs = async (list: FakePlayer[]) => {
    const counts: number[] = [];
    for (const p of list) counts.push(await cost(p));
    return counts;
  };

  const unknown = players(500);
  const notStored = await costs(unknown);
  const repeated = await costs(unknown);

  const looked = players(600);
  for (const p of looked) await h.fetchLookup(body(p));
  await h.drain();
  const fresh = await costs(looked);

  const stale = players(700);
  for (const p of stale) await h.fetchLookup(body(p));
  await h.drain();
  await h.t.db
    .updateTable('lol_accounts')
    .set({ refreshed_at: Date.now() - 3_600_000 })
    .where(
      'puuid',
      'in',
      stale.map((p) => p.puuid),
    )
    .execute();
  const refreshed = await costs(stale);

  const note = (counts: number[]) => `median of ${counts.length}, max ${Math.max(...counts)}`;
  return [
    { name: 'Riot requests per profile: account not stored', value: Math.max(...notStored), unit: 'req', budget: 4, note: note(notStored) },
    { name: 'Riot requests per profile: stored, refreshed < 5 min', value: Math.max(...fresh), unit: 'req', budget: 1, note: note(fresh) },
    {
      name: 'Riot requests per profile: same Riot ID again',
      value: Math.max(...repeated),
      unit: 'req',
      budget: 0,
      note: `${note(repeated)}; kept 5 minutes per puuid`,
    },
    {
      name: 'Riot requests per profile: stored, refreshed long ago',
      value: median(refreshed),
      unit: 'req',
      budget: 3,
      note: `${note(refreshed)}; summoner, league, masteries`,
    },
    { name: 'Riot 429s during these profiles', value: limited, unit: '429s', budget: 0 },
  ];
}

const suite: BenchSuite = {
  title: 'Calculator fill from a Riot ID: Riot requests per profile (real app, fake Riot)',
  async run() {
    // Riot's development-key limits: the requests queue behind the shared budget rather than meet a 429.
    const h = await lookupHarness({ appLimit: '20:1,100:120' }, {}, {});
    try {
      return await requestCounts(h);
    } finally {
      await h.close();
    }
  },
};

export default suite;
