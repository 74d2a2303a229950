import type { Db } from '../db/database';
import type { AccountDetails, LeaderboardReply } from '../../shared/api/wasted-time';
import { LEADERBOARD_PAGE_SIZE } from '../../shared/api/wasted-time';
import { queueName } from '../../shared/api/lol-regions';
import type { Selectable } from 'kysely';
import type { Database } from '../db/schema';
import { beyondRiot, MAX_PLAUSIBLE_SECONDS, RIOT_KEEPS_MS, totals, type Totals } from './time-totals';
import { newestStart, playerRecords } from './match-store';
import { standingOf } from './standing';
import { updateAccount, withStanding } from './standing-counts';
import { isoTime } from '../../shared/api/envelope';

export const riotIdKey = (gameName: string, tagLine: string) => `${gameName.trim()}#${tagLine.trim()}`.toLowerCase();

/** A stored player as its row reads: the one row type of the feature (lookup, calculator fill, refresh). */
export type PlayerRow = Selectable<Database['lol_accounts']>;

export interface AccountProfile {
  puuid: string;
  region: string;
  gameName: string;
  tagLine: string;
  profileIconId: number;
  level: number;
  revisionDate: number;
  /** Left as stored when undefined (a refresh with no new game does not ask for the rank). */
  soloRank?: AccountDetails['rank'];
}

export async function findAccountByRiotId(db: Db, region: string, gameName: string, tagLine: string): Promise<PlayerRow | undefined> {
  return db
    .selectFrom('lol_accounts')
    .selectAll()
    .where('region', '=', region)
    .where('riot_id_key', '=', riotIdKey(gameName, tagLine))
    .orderBy('updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function findAccountByPuuid(db: Db, puuid: string): Promise<PlayerRow | undefined> {
  return db.selectFrom('lol_accounts').selectAll().where('puuid', '=', puuid).executeTakeFirst();
}

/** Inserts or updates the profile part of an account (a Riot ID may move to another name; the puuid stays). */
export async function saveProfile(db: Db, p: AccountProfile): Promise<number> {
  const values = {
    region: p.region,
    game_name: p.gameName,
    tag_line: p.tagLine,
    riot_id_key: riotIdKey(p.gameName, p.tagLine),
    profile_icon_id: p.profileIconId,
    summoner_level: p.level,
    revision_date: p.revisionDate,
    ...(p.soloRank === undefined ? {} : { solo_rank: p.soloRank ? JSON.stringify(p.soloRank) : null }),
    updated_at: Date.now(),
  };
  let id = 0;
  // A stored player's region may change here (looked up again in another region): the counts follow.
  await withStanding(db, { puuid: p.puuid }, async (trx) => {
    const row = await trx
      .insertInto('lol_accounts')
      .values({
        puuid: p.puuid,
        solo_rank: null,
        ...values,
        created_at: Date.now(),
        total_minutes: 0,
        recent_minutes: 0,
        matches_counted: 0,
        matches_missing: 0,
        per_queue: '[]',
        counted_since: null,
        synced_until: null,
        refreshed_at: null,
      })
      .onConflict((oc) => oc.column('puuid').doUpdateSet(values))
      .returning(['id', 'region', 'total_minutes', 'matches_counted'])
      .executeTakeFirstOrThrow();
    id = row.id;
    return row;
  });
  return id;
}

/** Stores the player's Solo/Duo entry (null: unranked). */
export async function saveRank(db: Db, puuid: string, rank: AccountDetails['rank']): Promise<void> {
  await db
    .updateTable('lol_accounts')
    .set({ solo_rank: rank ? JSON.stringify(rank) : null })
    .where('puuid', '=', puuid)
    .execute();
}

/** Recomputes the account's figures from every stored match (the leaderboard reads them). */
export async function refreshTotals(db: Db, puuid: string): Promise<Totals> {
  const sum = totals(await playerRecords(db, puuid));
  await updateAccount(
    db,
    { puuid },
    {
      total_minutes: sum.totalMinutes,
      recent_minutes: sum.recentMinutes,
      matches_counted: sum.counted,
      matches_missing: sum.missing,
      counted_since: sum.countedSince,
      per_queue: JSON.stringify(sum.perQueue),
      updated_at: Date.now(),
    },
  );
  return sum;
}

/**
 * When a player's next refresh is due: as long after now as their newest game is before it
 * (a player who played an hour ago is looked at again soon, one idle for weeks rarely), from a
 * quarter of the interval up to the configured interval.
 */
export function nextRefreshAt(now: number, newest: number | null, intervalMs: number): number {
  const idle = newest === null ? intervalMs : now - newest;
  return now + Math.min(intervalMs, Math.max(Math.floor(intervalMs / 4), idle));
}

/** A lookup or refresh completed: the next one is due by the player's activity; earlier failures are forgotten. */
export async function markRefreshed(db: Db, puuid: string, intervalMs: number, now = Date.now()): Promise<void> {
  const newest = await newestStart(db, puuid);
  await db
    .updateTable('lol_accounts')
    .set({
      synced_until: newest,
      refreshed_at: now,
      next_refresh_at: nextRefreshAt(now, newest, intervalMs),
      refresh_failures: 0,
      refresh_error: null,
    })
    .where('puuid', '=', puuid)
    .execute();
}

type StoredDetails = Omit<AccountDetails, 'matchesBeyondRiot' | 'percentile' | 'playersCompared' | 'playersAhead'>;

/** The stored figures alone (no standing): what a reply that only names the player needs. */
export function storedDetails(row: PlayerRow): StoredDetails {
  const since = row.counted_since;
  return {
    id: row.id,
    gameName: row.game_name,
    tagLine: row.tag_line,
    region: row.region,
    profileIconId: row.profile_icon_id,
    level: row.summoner_level,
    updatedAt: row.refreshed_at === null ? null : isoTime(row.refreshed_at),
    nextRefreshAt: row.next_refresh_at === null ? null : isoTime(row.next_refresh_at),
    recentTimeSpent: row.recent_minutes,
    totalTimeSpent: row.total_minutes,
    rank: row.solo_rank ? (JSON.parse(row.solo_rank) as AccountDetails['rank']) : null,
    countedSince: since === null ? null : isoTime(since),
    matchesCounted: row.matches_counted,
    matchesMissing: row.matches_missing,
    perQueue: (JSON.parse(row.per_queue) as { queueId: number; minutes: number }[]).map((q) => ({ ...q, name: queueName(q.queueId) })),
  };
}

/** Counted matches started within Riot's window (those without a start time are taken as within). */
async function countedWithinWindow(db: Db, puuid: string, now: number): Promise<number> {
  const row = await db
    .selectFrom('lol_player_games as p')
    .innerJoin('lol_games as g', 'g.match_id', 'p.match_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('p.puuid', '=', puuid)
    .where('g.missing', '=', 0)
    .where('p.seconds', '>', 0)
    .where('p.seconds', '<=', MAX_PLAUSIBLE_SECONDS)
    .where((eb) => eb.or([eb('g.started_at', 'is', null), eb('g.started_at', '>=', now - RIOT_KEEPS_MS)]))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** A stored account as the page shows it: its figures, what Riot no longer lists of them, and where it stands. */
export async function describeAccount(db: Db, row: PlayerRow, now = Date.now()): Promise<AccountDetails> {
  const details = storedDetails(row);
  const [within, standing] = await Promise.all([
    details.matchesCounted > 0 ? countedWithinWindow(db, row.puuid, now) : 0,
    standingOf(db, { region: row.region, totalMinutes: details.totalTimeSpent, matchesCounted: details.matchesCounted }),
  ]);
  return { ...details, matchesBeyondRiot: beyondRiot(details.matchesCounted, within), ...standing };
}

export async function accountDetails(db: Db, id: number): Promise<AccountDetails | null> {
  const row = await db.selectFrom('lol_accounts').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? describeAccount(db, row) : null;
}

/** Several stored accounts in the order asked; null when one of them is not stored. */
export async function accountsDetails(db: Db, ids: readonly number[]): Promise<AccountDetails[] | null> {
  const rows = await db
    .selectFrom('lol_accounts')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (ids.some((id) => !byId.has(id))) return null;
  return Promise.all(ids.map((id) => describeAccount(db, byId.get(id)!)));
}

/** One page of the leaderboard by Overall minutes (ties: first looked up first); Global when no region. */
export async function leaderboardPage(db: Db, page: number, region?: string): Promise<LeaderboardReply> {
  let query = db.selectFrom('lol_accounts').where('matches_counted', '>', 0);
  if (region) query = query.where('region', '=', region);
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'game_name', 'tag_line', 'profile_icon_id', 'region', 'total_minutes'])
      .orderBy('total_minutes', 'desc')
      .orderBy('id')
      .limit(LEADERBOARD_PAGE_SIZE)
      .offset((page - 1) * LEADERBOARD_PAGE_SIZE)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    lb: rows.map((r) => ({
      id: r.id,
      gameName: r.game_name,
      tagLine: r.tag_line,
      profileIconId: r.profile_icon_id,
      region: r.region,
      totalTimeSpent: r.total_minutes,
    })),
    total: count.n,
  };
}
