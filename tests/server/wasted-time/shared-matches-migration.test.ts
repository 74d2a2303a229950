import { afterEach, describe, expect, it } from 'vitest';
import { Migrator, sql } from 'kysely';
import { migrateToLatest, openDatabase, type Db } from '../../../src/server/db/database';
import { migrations } from '../../../src/server/db/migrations';
import { refreshTotals } from '../../../src/server/wasted-time/repository';

let db: Db | null = null;
afterEach(async () => {
  await db?.destroy();
  db = null;
});

const SHARED = '0016-shared-matches-and-fair-share';

/** The database as it stood before migration 0016 (every earlier migration applied). */
async function before0016(): Promise<Db> {
  const d = openDatabase({ kind: 'sqlite', file: ':memory:' });
  const names = Object.keys(migrations);
  const previous = names[names.indexOf(SHARED) - 1]!;
  const migrator = new Migrator({ db: d, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo(previous)).error).toBeUndefined();
  return d;
}

async function account(d: Db, puuid: string, name: string, refreshed: boolean, minutes: number, counted: number) {
  const at = '2026-11-01T10:00:00.000Z';
  await sql`insert into lol_accounts (puuid, region, game_name, tag_line, riot_id_key, profile_icon_id, summoner_level,
      revision_date, total_minutes, recent_minutes, matches_counted, matches_missing, per_queue, refreshed_at, created_at, updated_at)
    values (${puuid}, 'euw1', ${name}, 'EUW', ${`${name.toLowerCase()}#euw`}, 1, 30, 1, ${minutes}, ${minutes}, ${counted}, 0, '[]',
      ${refreshed ? at : null}, ${at}, ${at})`.execute(d);
}

async function match(d: Db, puuid: string, id: string, status: string, seconds: number, startedAt: number | null) {
  await sql`insert into lol_matches (puuid, match_id, status, seconds, started_at, queue_id, fetched_at)
    values (${puuid}, ${id}, ${status}, ${seconds}, ${startedAt}, ${startedAt === null ? null : 420}, '2026-11-01T10:00:00.000Z')`.execute(
    d,
  );
}

describe('migration 0016: one match store for every participant', () => {
  it('moves the per-player rows without losing a counted second; a match two players stored becomes one game', async () => {
    db = await before0016();
    const start = Date.UTC(2025, 5, 1);
    await account(db, 'puuid-a', 'Alpha', true, 45, 2);
    await account(db, 'puuid-b', 'Bravo', false, 34, 2);
    await account(db, 'puuid-c', 'Charlie', false, 0, 0); // only read for the calculator
    await match(db, 'puuid-a', 'EUW1_1', 'counted', 1200, start);
    await match(db, 'puuid-a', 'EUW1_2', 'counted', 1500, start + 3_600_000);
    await match(db, 'puuid-a', 'EUW1_3', 'missing', 0, null);
    await match(db, 'puuid-a', 'EUW1_4', 'skipped', 0, start + 7_200_000);
    await match(db, 'puuid-b', 'EUW1_2', 'counted', 1490, start + 3_600_000);
    await match(db, 'puuid-b', 'EUW1_5', 'counted', 600, start + 9_000_000);
    // Bravo's lookup is still queued: the refresh must finish it.
    await sql`insert into jobs (name, job_key, state, priority, payload, attempts, lease_until, run_after, created_at, updated_at)
      values ('wasted-time.lookup', 'euw1:bravo#euw', 'queued', 0, '{}', 0, 0, 0, 'now', 'now')`.execute(db);

    await migrateToLatest(db);

    expect(await db.selectFrom('lol_games').select(['match_id', 'missing', 'participants']).orderBy('match_id').execute()).toEqual(
      ['EUW1_1', 'EUW1_2', 'EUW1_3', 'EUW1_4', 'EUW1_5'].map((id) => ({
        match_id: id,
        missing: id === 'EUW1_3' ? 1 : 0,
        participants: null,
      })),
    );
    const a = await refreshTotals(db, 'puuid-a');
    expect(a).toMatchObject({ totalMinutes: Math.floor(2700 / 60), counted: 2, missing: 1, skipped: 1 });
    const b = await refreshTotals(db, 'puuid-b');
    expect(b).toMatchObject({ totalMinutes: Math.floor(2090 / 60), counted: 2, missing: 0 });
    // Looked-up players are planned for the refresh; the calculator-only one is not.
    const planned = await db.selectFrom('lol_accounts').select(['puuid', 'next_refresh_at']).orderBy('puuid').execute();
    expect(planned.map((r) => r.next_refresh_at === null)).toEqual([false, false, true]);
  });

  it('goes back down to the per-player table with the same counted seconds', async () => {
    db = await before0016();
    await account(db, 'puuid-a', 'Alpha', true, 20, 1);
    await match(db, 'puuid-a', 'EUW1_1', 'counted', 1200, Date.UTC(2025, 5, 1));
    await migrateToLatest(db);
    const names = Object.keys(migrations);
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo(names[names.indexOf(SHARED) - 1]!)).error).toBeUndefined();
    const rows = await sql<{ status: string; seconds: number }>`select status, seconds from lol_matches`.execute(db);
    expect(rows.rows).toEqual([{ status: 'counted', seconds: 1200 }]);
  });
});
