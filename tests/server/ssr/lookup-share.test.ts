import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/test-app';
import { createSsrApp } from '../../helpers/ssr-app';
import { markRefreshed, refreshTotals, saveProfile } from '../../../src/server/wasted-time/repository';
import { wastedTimeShareCard } from '../../../src/server/wasted-time/wasted-time-seo';
import { storeGameOf } from '../../helpers/stored-game';
import { WASTED_TIME_TOPIC } from '../../../src/server/wasted-time/names';
import { bumpVersion } from '../../../src/server/read-cache/version-table';

// A shared lookup's link preview (issue 44): the player and their time, from the server's render of the link.
let t: TestApp;
beforeAll(async () => {
  t = await createSsrApp();
  const puuid = 'puuid-held-out';
  await saveProfile(t.db, {
    puuid,
    region: 'euw1',
    gameName: 'Held Out',
    tagLine: 'EUW7',
    profileIconId: 1,
    level: 30,
    revisionDate: 1,
    soloRank: null,
  });
  // 489 minutes in two matches.
  await storeGameOf(t.db, puuid, 'EUW1_1', { seconds: 300 * 60, startedAt: Date.UTC(2024, 0, 1), queueId: 420 });
  await storeGameOf(t.db, puuid, 'EUW1_2', { seconds: 189 * 60, startedAt: Date.UTC(2024, 0, 2), queueId: 420 });
  await refreshTotals(t.db, puuid);
  await markRefreshed(t.db, puuid, 86_400_000);
  await bumpVersion(t.db, WASTED_TIME_TOPIC);
}, 60_000);
afterAll(async () => t?.close());

const head = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body.slice(0, res.body.indexOf('</head>'));
};

describe('a shared lookup', { timeout: 60_000 }, () => {
  it("is previewed as 'Held Out#EUW7 has spent 489 minutes on League', with hours, days and matches", async () => {
    const tags = await head('/wasted-time-lol?player=Held+Out%23EUW7&region=euw1');
    expect(tags).toContain('<meta property="og:title" content="Held Out#EUW7 has spent 489 minutes on League"/>');
    expect(tags).toContain('<meta name="twitter:title" content="Held Out#EUW7 has spent 489 minutes on League"/>');
    expect(tags).toContain(
      '<meta property="og:description" content="8 hours · 0.3 days over 2 matches counted. Look up your own Riot ID and see where you stand."/>',
    );
    // Its image is the card of this link.
    expect(tags).toContain(
      '<meta property="og:image" content="http://localhost/og/wasted-time-lol.png?player=Held+Out%23EUW7&amp;region=euw1"/>',
    );
  });

  it('keeps the page’s own preview without a player, or for a player not stored', async () => {
    for (const url of ['/wasted-time-lol', '/wasted-time-lol?player=Nobody%23EUW&region=euw1']) {
      const tags = await head(url);
      expect(tags).toContain('<meta property="og:title" content="Time Wasted on League of Legends | Account Value"/>');
      expect(tags).toContain(
        '<meta property="og:description" content="Look up how many hours and days a League of Legends account has spent in games, and compare on the leaderboard."/>',
      );
    }
  });

  it('has a share card naming the player with the same minutes, hours and days, from storage', async () => {
    const card = wastedTimeShareCard(t.db);
    expect(await card('/wasted-time-lol', new URLSearchParams('player=Held Out#EUW7&region=euw1'))).toEqual({
      kicker: 'Time wasted on League of Legends',
      title: 'Held Out#EUW7',
      value: '489 minutes',
      lines: ['8 hours · 0.3 days', '2 matches counted · EUW'],
    });
    // The region as people type it finds the same player; an unknown player gets the page's card.
    expect((await card('/wasted-time-lol', new URLSearchParams('player=held out#euw7&region=EUW')))?.value).toBe('489 minutes');
    expect(await card('/wasted-time-lol', new URLSearchParams('player=Nobody#EUW&region=euw1'))).toEqual({
      kicker: 'League of Legends',
      title: 'Time Wasted on League',
    });
    const png = await t.app.inject({ method: 'GET', url: '/og/wasted-time-lol.png?player=Held+Out%23EUW7&region=euw1' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
  });
});
