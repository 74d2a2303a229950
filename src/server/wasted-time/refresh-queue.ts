import type { Db } from '../db/database';
import { riotIdKey, type PlayerRow } from './repository';
import { updateAccount } from './standing-counts';

/** The first wait after a failed refresh; it doubles with each failure in a row, up to MAX_RETRY_MS. */
export const RETRY_BASE_MS = 10 * 60 * 1000;
export const MAX_RETRY_MS = 7 * 24 * 60 * 60 * 1000;

export const retryDelay = (failures: number, baseMs = RETRY_BASE_MS): number =>
  Math.min(MAX_RETRY_MS, baseMs * 2 ** Math.min(30, Math.max(0, failures - 1)));

/**
 * The one due longest ago. A player only read for the calculator (never looked up) has no
 * next_refresh_at and is not crawled: nobody asked for their time, and it would put them on the
 * leaderboard.
 */
export async function nextDueAccount(db: Db, now: number): Promise<PlayerRow | undefined> {
  return db
    .selectFrom('lol_accounts')
    .selectAll()
    .where('next_refresh_at', '<=', now)
    .orderBy('next_refresh_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * A lookup was queued for the player: from now on the refresh keeps it current. Due after `at`
 * unless already planned, so a lookup that never completes is finished by the refresh.
 */
export async function planRefresh(db: Db, puuid: string, at: number): Promise<void> {
  await db
    .updateTable('lol_accounts')
    .set({ next_refresh_at: at })
    .where('puuid', '=', puuid)
    .where('next_refresh_at', 'is', null)
    .execute();
}

export async function recordRefreshFailure(db: Db, id: number, reason: string, now: number, baseMs = RETRY_BASE_MS): Promise<void> {
  const row = await db.selectFrom('lol_accounts').select('refresh_failures').where('id', '=', id).executeTakeFirst();
  const failures = (row?.refresh_failures ?? 0) + 1;
  await db
    .updateTable('lol_accounts')
    .set({ refresh_failures: failures, refresh_error: reason, next_refresh_at: now + retryDelay(failures, baseMs) })
    .where('id', '=', id)
    .execute();
}

/** Leaves the account for later without calling it a failure (a visitor's lookup of it is running). */
export async function postponeRefresh(db: Db, id: number, until: number): Promise<void> {
  await db.updateTable('lol_accounts').set({ next_refresh_at: until }).where('id', '=', id).execute();
}

/** Stores where Riot says a moved or renamed account is now (found again by its puuid). */
export async function moveAccount(db: Db, id: number, to: { region: string; gameName: string; tagLine: string }): Promise<PlayerRow> {
  await updateAccount(
    db,
    { id },
    {
      region: to.region,
      game_name: to.gameName,
      tag_line: to.tagLine,
      riot_id_key: riotIdKey(to.gameName, to.tagLine),
      updated_at: Date.now(),
    },
  );
  return db.selectFrom('lol_accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
