import { sql } from 'kysely';
import type { Db } from '../db/database';
import { LOOKUP_JOB } from './names';
import type { findAccountByPuuid } from './repository';
import { riotIdKey } from './repository';
import { updateAccount } from './standing-counts';

export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccountByPuuid>>>;

/** The first wait after a failed refresh; it doubles with each failure in a row, up to MAX_RETRY_MS. */
export const RETRY_BASE_MS = 10 * 60 * 1000;
export const MAX_RETRY_MS = 7 * 24 * 60 * 60 * 1000;

/** How long a failed refresh waits before the next try: base × 2^(failures − 1), at most MAX_RETRY_MS. */
export const retryDelay = (failures: number, baseMs = RETRY_BASE_MS): number =>
  Math.min(MAX_RETRY_MS, baseMs * 2 ** Math.min(30, Math.max(0, failures - 1)));

/**
 * The stored account to refresh next: one whose first lookup never completed (older than the
 * interval, so not one running now), else the least recently refreshed of those refreshed longer
 * ago than the interval; none that failed and still waits out its retry delay. A player only read
 * for the calculator (POST /riot-profile, never looked up) has no lookup row and is not crawled:
 * nobody asked for their time, and it would put them on the leaderboard.
 */
export async function nextDueAccount(db: Db, now: number, intervalMs: number): Promise<AccountRow | undefined> {
  const cutoff = now - intervalMs;
  const base = db.selectFrom('lol_accounts').selectAll().where('refresh_after', '<=', now);
  const unfinished = await base
    .where('refreshed_at', 'is', null)
    .where('created_at', '<', cutoff)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('jobs')
          .select('jobs.id')
          .where('jobs.name', '=', LOOKUP_JOB)
          // The lookup's key (lookup-job.ts lookupKey): region, ':' and the lower-cased Riot ID.
          .where('jobs.job_key', '=', sql<string>`lol_accounts.region || ':' || lol_accounts.riot_id_key`),
      ),
    )
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (unfinished) return unfinished;
  return base.where('refreshed_at', '<', cutoff).orderBy('refreshed_at').orderBy('id').limit(1).executeTakeFirst();
}

/** Records a failed refresh on the account and when to try again. */
export async function recordRefreshFailure(db: Db, id: number, reason: string, now: number, baseMs = RETRY_BASE_MS): Promise<void> {
  const row = await db.selectFrom('lol_accounts').select('refresh_failures').where('id', '=', id).executeTakeFirst();
  const failures = (row?.refresh_failures ?? 0) + 1;
  await db
    .updateTable('lol_accounts')
    .set({ refresh_failures: failures, refresh_error: reason, refresh_after: now + retryDelay(failures, baseMs) })
    .where('id', '=', id)
    .execute();
}

/** Leaves the account for later without calling it a failure (a visitor's lookup of it is running). */
export async function postponeRefresh(db: Db, id: number, until: number): Promise<void> {
  await db.updateTable('lol_accounts').set({ refresh_after: until }).where('id', '=', id).execute();
}

/** Stores where Riot says a moved or renamed account is now (found again by its puuid). */
export async function moveAccount(db: Db, id: number, to: { region: string; gameName: string; tagLine: string }): Promise<AccountRow> {
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

/** A visitor's lookup is waiting for the runner or running: background refreshes give way to it. */
export async function visitorWorkActive(db: Db, now: number): Promise<boolean> {
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('name', '=', LOOKUP_JOB)
    .where((eb) => eb.or([eb('state', '=', 'running'), eb.and([eb('state', '=', 'queued'), eb('run_after', '<=', now)])]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
