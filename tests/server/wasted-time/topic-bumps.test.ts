import { afterEach, describe, expect, it } from 'vitest';
import { lookupHarness, type LookupHarness } from '../../helpers/lookup-harness';
import { generatedMatch, generatedPlayer } from '../../fakes/riot/fake-riot-data';
import { WASTED_TIME_TOPIC } from '../../../src/server/wasted-time/names';

let h: LookupHarness;
afterEach(async () => {
  await h?.close();
});

const NOW = Date.UTC(2026, 10, 1);

/** The topic's version in the table every instance polls: a bump drops its replies and pages everywhere. */
async function version(): Promise<number> {
  const row = await h.t.db.selectFrom('read_cache_versions').select('version').where('topic', '=', WASTED_TIME_TOPIC).executeTakeFirst();
  return Number(row?.version ?? 0);
}

async function lookUpAndCount(gameName: string): Promise<void> {
  const res = await h.fetchLookup({ gameName, tagLine: 'EUW', region: 'euw1' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await h.drain();
}

describe('what a lookup bumps', { timeout: 30_000 }, () => {
  it('bumps the time-wasted topic when it counted something, and nothing when it found no new games', async () => {
    h = await lookupHarness();
    const { player, matches } = generatedPlayer(41, 12, NOW);
    h.fake.addPlayer(player, matches);
    await lookUpAndCount(player.gameName);
    const counted = await version();
    expect(counted).toBeGreaterThan(0);

    await lookUpAndCount(player.gameName);
    expect(await version()).toBe(counted);

    const played = generatedMatch('EUW1_7000000001', player.puuid, Date.now() - 3_600_000, 1800, 420, 'euw1');
    player.matchIds = [played.metadata.matchId, ...player.matchIds];
    player.revisionDate = Date.now();
    h.fake.addPlayer(player, [played]);
    await lookUpAndCount(player.gameName);
    expect(await version()).toBeGreaterThan(counted);
  });
});
