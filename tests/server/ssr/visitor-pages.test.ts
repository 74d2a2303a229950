import { useSsrApp } from '../../helpers/ssr-app';
import { describe, expect, it } from 'vitest';
import { markRefreshed, refreshTotals, saveProfile } from '../../../src/server/wasted-time/repository';
import { storeGameOf } from '../../helpers/stored-game';
import { WASTED_TIME_TOPIC } from '../../../src/server/wasted-time/names';
import { bumpVersion } from '../../../src/server/read-cache/version-table';

// What a visitor's browser gets before any script runs: the server's HTML, rendered from the client's routes.
const app = useSsrApp();

const html = async (url: string) => {
  const res = await app().app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body.replace(/<!-- -->/g, '');
};

/** The leaderboard's part of the page, from its heading to the end of its rows. */
const board = (page: string) => {
  const start = page.indexOf('id="board-title"');
  return page.slice(start, page.indexOf('aria-label="Leaderboard region"', start));
};

async function addPlayer(gameName: string, profileIconId: number, minutes: number) {
  const puuid = `puuid-${gameName}`;
  await saveProfile(app().db, {
    puuid,
    region: 'euw1',
    gameName,
    tagLine: 'EUW',
    profileIconId,
    level: 30,
    revisionDate: 1,
    soloRank: null,
  });
  await storeGameOf(app().db, puuid, `EUW1_${gameName}`, { seconds: minutes * 60, startedAt: Date.UTC(2024, 0, 1), queueId: 420 });
  await refreshTotals(app().db, puuid);
  await markRefreshed(app().db, puuid, 86_400_000);
  // As the lookup job does: the kept leaderboard (and the page built on it) are dropped within a poll.
  await bumpVersion(app().db, WASTED_TIME_TOPIC);
}

describe('the leaderboard in the served HTML', { timeout: 60_000 }, () => {
  it('empty: says so and holds no space for rows it does not have', async () => {
    const part = board(await html('/wasted-time-lol'));
    expect(part).toContain('No players found');
    expect(part).toMatch(/aria-busy="false"/);
    expect(part).not.toMatch(/aria-busy="true"/);
  });

  it("one row: the icon is drawn over the player's first letter, never as an <img> that can show a broken glyph", async () => {
    await addPlayer('Held', 7777, 3000);
    await expect.poll(async () => board(await html('/wasted-time-lol')), { timeout: 5000 }).toContain('Held');
    const part = board(await html('/wasted-time-lol'));
    expect(part).toMatch(/aria-busy="false"/);
    expect(part.match(/<li>/g)).toHaveLength(1);
    expect(part).toMatch(/role="img" aria-label="Held&#x27;s icon"[^>]*><span aria-hidden="true">H<\/span>/);
    expect(part).toContain('https://ddragon.leagueoflegends.com/cdn/14.6.1/img/profileicon/7777.png');
    // No alt text to clip, no broken-image glyph: the row has no <img> at all.
    expect(part).not.toContain('<img');
  });
});

describe('the lookup page region selects', { timeout: 60_000 }, () => {
  it('offers Global with an empty value on the leaderboard, and only real regions (EUW first) to look a player up in', async () => {
    const page = await html('/wasted-time-lol');
    const options = (attribute: string) => new RegExp(`<select(?=[^>]*${attribute})[^>]*>([\\s\\S]*?)</select>`).exec(page)?.[1] ?? '';
    const leaderboard = options('aria-label="Leaderboard region"');
    expect(leaderboard).toMatch(/^<option value=""[^>]*>Global<\/option>/);
    expect(leaderboard).not.toMatch(/value="global"/i);
    const lookup = options('name="region"');
    expect(lookup).not.toMatch(/value=""|Global/);
    expect(lookup).toMatch(/^<option value="euw1"[^>]*>EUW<\/option>/);
    expect(lookup.match(/<option/g)).toHaveLength(17);
  });
});
